import styled from 'styled-components';
import { Card } from '../../../ui/Card';

/** One of the dashboard's panels: a flat card with its heading and content stacked. */
export const DashboardPanel = styled(Card)`
  box-shadow: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** A panel's list of posts, one per row, ruled between. */
export const PanelPostList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** A panel's figures: a definition list, each label under its figure. */
export const PanelFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 2px;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;
