import styled from 'styled-components';
import { space, type SpaceStep } from './theme';

export const Card = styled.div<{ $padding?: SpaceStep }>`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: ${({ $padding = 6 }) => space($padding)};
`;
