import type { PostCardData } from '@altum/domain';
import styled from 'styled-components';
import { CardGrid } from '../../../ui/CardGrid';
import { PostCard } from './PostCard';

const Empty = styled.p`
  padding: ${({ theme }) => theme.space[8]}px ${({ theme }) => theme.space[4]}px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Posts as cards, one column on phones, up to three on a desktop; `empty` when there are none. */
export function PostGrid({
  posts,
  empty,
  headingLevel,
  firstImagePriority = false,
}: {
  posts: readonly PostCardData[];
  empty: string;
  headingLevel?: 2 | 3;
  /** The first card shows in a phone's first screen: its image is the page's largest paint. */
  firstImagePriority?: boolean;
}) {
  if (posts.length === 0) return <Empty role="status">{empty}</Empty>;
  return (
    <CardGrid $md={2} $lg={3} $gap={5}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <PostCard
            post={post}
            imagePriority={firstImagePriority && index === 0}
            {...(headingLevel ? { headingLevel } : {})}
          />
        </li>
      ))}
    </CardGrid>
  );
}
