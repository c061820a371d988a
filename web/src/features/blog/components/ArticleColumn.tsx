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

/**
 * The body of a post written in Markdown (the default layout): subheadings, lists, quotes,
 * tables, rules and images set as an article. Kept off ArticleBody itself, whose custom
 * layouts style their own lists and headings.
 */
export const ArticleProse = styled(ArticleBody)`
  > * + * {
    margin-top: ${({ theme }) => theme.space[4]}px;
  }
  h2,
  h3,
  h4 {
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  h2 {
    margin-top: ${({ theme }) => theme.space[7]}px;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[6]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h4 {
    margin-top: ${({ theme }) => theme.space[5]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  > :first-child {
    margin-top: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
    text-decoration-thickness: 1px;
    text-underline-offset: 0.15em;
  }
  a:hover {
    text-decoration-thickness: 2px;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  li + li,
  li > ul,
  li > ol {
    margin-top: ${({ theme }) => theme.space[2]}px;
  }
  li::marker {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  blockquote {
    margin-left: 0;
    margin-right: 0;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[5]}px;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.accentSoft};
    > * + * {
      margin-top: ${({ theme }) => theme.space[3]}px;
    }
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  hr {
    margin: ${({ theme }) => theme.space[7]}px 0;
    border: 0;
    border-top: 2px solid ${({ theme }) => theme.colors.border};
  }
  figure {
    margin-left: 0;
    margin-right: 0;
  }
  figure img,
  p img {
    border-radius: ${({ theme }) => theme.radii.md};
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-size: 0.9em;
  }
`;
