import styled from 'styled-components';
import type { ValueItem } from '../../../content/types';
import { up } from '../../../ui/theme';

const Grid = styled.ul<{ $columns: 2 | 3 | 4 }>`
  display: grid;
  gap: ${({ theme }) => theme.space[5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
`;

const Item = styled.li<{ $tone: 'light' | 'dark' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid
    ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.inkBorder : theme.colors.border)};
  background: ${({ theme, $tone }) =>
    $tone === 'dark' ? theme.colors.inkRaised : theme.colors.surface};
  box-shadow: ${({ theme, $tone }) => ($tone === 'dark' ? 'none' : theme.shadows.sm)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: -0.01em;
  }
  p {
    color: ${({ theme, $tone }) =>
      $tone === 'dark' ? theme.colors.onInkMuted : theme.colors.textMuted};
  }
`;

export const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** A grid of icon, title and description cards (values, differences, factors). */
export function IconCards({
  items,
  columns = 3,
  tone = 'light',
}: {
  items: readonly ValueItem[];
  columns?: 2 | 3 | 4;
  tone?: 'light' | 'dark';
}) {
  return (
    <Grid $columns={columns}>
      {items.map(({ icon: Icon, title, description }) => (
        <Item key={title} $tone={tone}>
          <IconBadge>
            <Icon size={24} aria-hidden="true" />
          </IconBadge>
          <h3>{title}</h3>
          <p>{description}</p>
        </Item>
      ))}
    </Grid>
  );
}
