import type { Post, PostCardData } from '@altum/domain';

/** What every post layout receives: the post, its tag names and its related posts. */
export interface PostLayoutProps {
  post: Post;
  tagNames: readonly string[];
  related: readonly PostCardData[];
}
