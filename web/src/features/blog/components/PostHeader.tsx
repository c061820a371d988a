import type { Post } from '@altum/domain';
import styled from 'styled-components';
import { up } from '../../../ui/theme';
import { BackLink } from './BackLink';
import { CategoryBadgeLink, TagBadge } from './Badge';
import { PostMeta } from './PostMeta';

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]}px;
  padding-top: ${({ theme }) => theme.space[6]}px;
  ${up('md')} {
    padding-top: ${({ theme }) => theme.space[7]}px;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

/** The category badge and the tag badges, one row that wraps. */
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The top of every post, in the spec's order: 'Back to Blog', title, date, reading time, then
 * the category badge and the tag badges.
 */
export function PostHeader({ post, tagNames }: { post: Post; tagNames: readonly string[] }) {
  return (
    <Header>
      <BackLink label="Back to Blog" />
      <Title id="post-title">{post.title}</Title>
      <PostMeta post={post} />
      {(post.categorySlug && post.categoryName) || tagNames.length > 0 ? (
        <Badges>
          {post.categorySlug && post.categoryName && (
            <CategoryBadgeLink to="/blog/category/$slug" params={{ slug: post.categorySlug }}>
              {post.categoryName}
            </CategoryBadgeLink>
          )}
          {tagNames.length > 0 && (
            <Tags aria-label="Tags">
              {tagNames.map((name) => (
                <li key={name}>
                  <TagBadge>{name}</TagBadge>
                </li>
              ))}
            </Tags>
          )}
        </Badges>
      ) : null}
    </Header>
  );
}
