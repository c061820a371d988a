import type { PostCardData } from '@altum/domain';
import styled from 'styled-components';
import { maskIcon } from '../../../ui/cssIcon';
import { routerLink } from '../../../ui/routerLink';
import { CategoryBadge } from './Badge';
import { POST_IMAGE_SIZES, PostImage } from './PostImage';
import { PostMeta } from './PostMeta';

const Article = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.transitions.base},
    transform ${({ theme }) => theme.transitions.base};
  &:hover,
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateY(-2px);
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[5]}px;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Excerpt = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  flex: 1;
`;

/** The whole card is one target: the 'Read Article' link covers it (a stretched link). */
const ReadAnchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentText};
  text-decoration: none;
  /* Lucide's arrow-right, after the words (::after is the stretched link). */
  &::before {
    ${maskIcon('<path d="M5 12h14"/><path d="m12 5 7 7-7 7"/>', 18)}
    order: 1;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  ${Article}:focus-within & {
    text-decoration: underline;
  }
`;

const ReadLink = routerLink(ReadAnchor);

export function PostCard({
  post,
  headingLevel = 2,
  imagePriority = false,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  /** The image is fetched first instead of lazily (the page's largest paint). */
  imagePriority?: boolean;
}) {
  return (
    <Article aria-labelledby={`post-${post.id}`} data-testid="post-card">
      <PostImage post={post} sizes={POST_IMAGE_SIZES.card} priority={imagePriority} />
      <Body>
        {post.categoryName && <CategoryBadge>{post.categoryName}</CategoryBadge>}
        <Title as={`h${headingLevel}`} id={`post-${post.id}`}>
          {post.title}
        </Title>
        <Excerpt>{post.excerpt}</Excerpt>
        <PostMeta post={post} />
        <ReadLink
          to="/blog/$slug"
          params={{ slug: post.slug }}
          aria-describedby={`post-${post.id}`}
        >
          Read Article
        </ReadLink>
      </Body>
    </Article>
  );
}
