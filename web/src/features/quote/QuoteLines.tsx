import { formatUsd, type QuoteLineTotal } from '@altum/domain';
import styled from 'styled-components';
import { up } from '../../ui/theme';
import { formatQuantity } from './quoteText';

/**
 * Priced lines as a table (description, quantity, unit, unit price, line total), then its
 * totals. A phone shows two columns, the line and its total, with "24.5 square x $385.00"
 * under the description; from 768 px the quantity, unit and unit price have columns of their
 * own. Hidden cells are display: none, so each width's table is whole for screen readers.
 */
export function QuoteLines(props: {
  caption: string;
  lines: readonly QuoteLineTotal[];
  totals: readonly { label: string; cents: number; strong?: boolean }[];
}) {
  return (
    <Block>
      <Table>
        <Caption>{props.caption}</Caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col" className="wide num">
              Quantity
            </th>
            <th scope="col" className="wide">
              Unit
            </th>
            <th scope="col" className="wide num">
              Unit price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {props.lines.map(({ item, totalCents }, index) => (
            <tr key={index}>
              <td className="description">
                {item.description}
                <Detail>
                  {formatQuantity(item.quantity)} {item.unit} × {formatUsd(item.unitPriceCents)}
                </Detail>
              </td>
              <td className="wide num">{formatQuantity(item.quantity)}</td>
              <td className="wide">{item.unit}</td>
              <td className="wide num">{formatUsd(item.unitPriceCents)}</td>
              <td className="num total">{formatUsd(totalCents)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Sums>
        {props.totals.map((total) => (
          <div key={total.label} className={total.strong ? 'strong' : undefined}>
            <dt>{total.label}</dt>
            <dd>{formatUsd(total.cents)}</dd>
          </div>
        ))}
      </Sums>
    </Block>
  );
}

const Block = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space[3]}px 0;
    vertical-align: top;
    text-align: left;
  }
  th + th,
  td + td {
    padding-left: ${({ theme }) => theme.space[3]}px;
  }
  thead th {
    padding-top: 0;
    padding-bottom: ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  }
  tbody td {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  .description {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  .total {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .wide {
    display: none;
  }
  ${up('md')} {
    .wide {
      display: table-cell;
    }
    th + th,
    td + td {
      padding-left: ${({ theme }) => theme.space[4]}px;
    }
  }
  @media print {
    .wide {
      display: table-cell;
    }
  }
`;

/** The quantity, unit and price under the description, where they have no columns. */
const Detail = styled.span`
  display: block;
  margin-top: 2px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  ${up('md')} {
    display: none;
  }
  @media print {
    display: none;
  }
`;

const Caption = styled.caption`
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding-bottom: ${({ theme }) => theme.space[3]}px;
`;

const Sums = styled.dl`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  font-variant-numeric: tabular-nums;
  div {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[5]}px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 7.5em;
    text-align: right;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  .strong dt {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  .strong dd {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
  }
`;
