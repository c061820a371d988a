import styled from 'styled-components';
import { space, up, type SpaceStep } from './theme';

/**
 * A list laid out as cards: one column on phones, `$md` columns from the tablet breakpoint
 * and `$lg` from the desktop one (default: as many as at md).
 */
export const CardGrid = styled.ul<{ $md: number; $lg?: number; $gap?: SpaceStep }>`
  display: grid;
  gap: ${({ $gap = 5 }) => space($gap)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${up('md')} {
    grid-template-columns: repeat(${({ $md }) => $md}, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: repeat(${({ $md, $lg }) => $lg ?? $md}, 1fr);
  }
`;
