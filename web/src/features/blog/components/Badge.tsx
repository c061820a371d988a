import styled, { css } from 'styled-components';
import { routerLink } from '../../../ui/routerLink';

const badge = css`
  display: inline-flex;
  align-items: center;
  min-height: 28px;
  padding: 2px ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
  line-height: 1.3;
  text-decoration: none;
`;

/** A post's category: the warm accent. */
export const CategoryBadge = styled.span`
  ${badge}
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
`;

const CategoryAnchor = styled.a`
  ${badge}
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  &:hover {
    text-decoration: underline;
  }
`;

/** The category badge as a link to its category page. */
export const CategoryBadgeLink = routerLink(CategoryAnchor);

/** A tag: quieter than the category. */
export const TagBadge = styled.span`
  ${badge}
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
