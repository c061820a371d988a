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

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** 'Back to Blog', category badge, title, date, reading time and tags: the top of every post. */
export function PostHeader({ post, tagNames }: { post: Post; tagNames: readonly string[] }) {
  return (
    <Header>
      <BackLink label="Back to Blog" />
      {post.categorySlug && post.categoryName && (
        <CategoryBadgeLink to="/blog/category/$slug" params={{ slug: post.categorySlug }}>
          {post.categoryName}
        </CategoryBadgeLink>
      )}
      <Title id="post-title">{post.title}</Title>
      <PostMeta post={post} />
      {tagNames.length > 0 && (
        <Tags aria-label="Tags">
          {tagNames.map((name) => (
            <li key={name}>
              <TagBadge>{name}</TagBadge>
            </li>
          ))}
        </Tags>
      )}
    </Header>
  );
}
