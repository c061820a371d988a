import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './Card';
import { VisuallyHidden } from './Layout';

const Frame = styled(Card)`
  box-shadow: none;
  padding: 0;
  /* Wide tables scroll inside their card instead of pushing the page sideways. */
  overflow-x: auto;
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space[3]}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  thead th {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

/** The admin's data table. `caption` names it for screen readers; hide it visually if the page heading says the same. */
export function Table(props: { caption: string; captionHidden?: boolean; children: ReactNode }) {
  return (
    <Frame>
      <StyledTable>
        {props.captionHidden ? (
          <VisuallyHidden as="caption">{props.caption}</VisuallyHidden>
        ) : (
          <caption>{props.caption}</caption>
        )}
        {props.children}
      </StyledTable>
    </Frame>
  );
}
