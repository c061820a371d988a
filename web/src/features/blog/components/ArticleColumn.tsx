import styled from 'styled-components';
import { Container } from '../../../ui/Layout';
import { up } from '../../../ui/theme';

/** The white band a post is read on. */
export const ArticleBand = styled.article`
  background: ${({ theme }) => theme.colors.surface};
`;

/** A comfortable reading width. */
export const ArticleColumn = styled(Container)`
  max-width: calc(72ch + ${({ theme }) => theme.space[6] * 2}px);
`;

/** Body copy of a post: large, with room between paragraphs. */
export const ArticleBody = styled.div`
  padding: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[8]}px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  p + p {
    margin-top: ${({ theme }) => theme.space[4]}px;
  }
  ${up('md')} {
    font-size: 1.125rem;
  }
`;

export const ArticleFigure = styled.figure`
  margin: ${({ theme }) => theme.space[6]}px 0 0;
`;
