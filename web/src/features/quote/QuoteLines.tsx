import { formatUsd, type QuoteLineTotal } from '@altum/domain';
import styled from 'styled-components';
import { up } from '../../ui/theme';
import { formatQuantity } from './quoteText';

/**
 * Priced lines as a table: description, quantity, unit, unit price and line total, then the
 * table's own total rows. On a phone each line stacks (the description, then "24.5 square x
 * $385.00" beside its total); the explicit roles keep it a table for screen readers whatever
 * the CSS does to its boxes.
 */
export function QuoteLines(props: {
  caption: string;
  lines: readonly QuoteLineTotal[];
  totals: readonly { label: string; cents: number; strong?: boolean }[];
}) {
  return (
    <Table role="table">
      <Caption>{props.caption}</Caption>
      <Head role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">
            Description
          </th>
          <th role="columnheader" scope="col" className="num">
            Quantity
          </th>
          <th role="columnheader" scope="col">
            Unit
          </th>
          <th role="columnheader" scope="col" className="num">
            Unit price
          </th>
          <th role="columnheader" scope="col" className="num">
            Total
          </th>
        </tr>
      </Head>
      <tbody role="rowgroup">
        {props.lines.map(({ item, totalCents }, index) => (
          <Line role="row" key={index}>
            <td role="cell" className="description">
              {item.description}
            </td>
            <td role="cell" className="num quantity">
              {formatQuantity(item.quantity)}
            </td>
            <td role="cell" className="unit">
              {item.unit}
            </td>
            <td role="cell" className="num price">
              {formatUsd(item.unitPriceCents)}
            </td>
            <td role="cell" className="num total">
              {formatUsd(totalCents)}
            </td>
          </Line>
        ))}
      </tbody>
      <tfoot role="rowgroup">
        {props.totals.map((total) => (
          <Sum role="row" key={total.label} $strong={total.strong ?? false}>
            <th role="rowheader" scope="row" colSpan={4}>
              {total.label}
            </th>
            <td role="cell" className="num">
              {formatUsd(total.cents)}
            </td>
          </Sum>
        ))}
      </tfoot>
    </Table>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  .num {
    text-align: right;
    white-space: nowrap;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px 0;
    vertical-align: top;
  }
  ${up('md')} {
    th + th,
    td + td {
      padding-left: ${({ theme }) => theme.space[4]}px;
    }
  }
`;

const Caption = styled.caption`
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  padding-bottom: ${({ theme }) => theme.space[2]}px;
`;

/* On a phone the column headers are for screen readers only: each line says what it is. */
const Head = styled.thead`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  ${up('md')} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
    th {
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      color: ${({ theme }) => theme.colors.textMuted};
      text-transform: uppercase;
      letter-spacing: 0.04em;
      text-align: left;
      border-bottom: 2px solid ${({ theme }) => theme.colors.border};
    }
    th.num {
      text-align: right;
    }
  }
  @media print {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

const Line = styled.tr`
  display: grid;
  grid-template-columns: auto auto 1fr auto;
  column-gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[2]}px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  td {
    padding: 0;
  }
  .description {
    grid-column: 1 / -1;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
  .quantity,
  .unit,
  .price {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .price::before {
    content: '× ';
    content: '× ' / '';
  }
  .total {
    grid-column: 4;
    grid-row: 2;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  ${up('md')} {
    display: table-row;
    padding: 0;
    td {
      padding: ${({ theme }) => theme.space[3]}px 0;
    }
    td + td {
      padding-left: ${({ theme }) => theme.space[4]}px;
    }
    .quantity,
    .unit,
    .price {
      color: inherit;
      font-size: inherit;
    }
    .price::before {
      content: none;
    }
  }
  @media print {
    display: table-row;
    .price::before {
      content: none;
    }
  }
`;

const Sum = styled.tr<{ $strong: boolean }>`
  th {
    text-align: right;
    font-weight: ${({ theme, $strong }) =>
      $strong ? theme.fontWeights.bold : theme.fontWeights.medium};
    padding-right: ${({ theme }) => theme.space[4]}px;
  }
  td {
    font-weight: ${({ theme, $strong }) =>
      $strong ? theme.fontWeights.heavy : theme.fontWeights.semibold};
    font-size: ${({ theme, $strong }) => ($strong ? theme.fontSizes.lg : theme.fontSizes.md)};
  }
`;
