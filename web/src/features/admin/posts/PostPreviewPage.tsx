import { POSTS_MESSAGES, type Post } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { ArticleNotFound, BlogLoading, PostLayout, relatedPostsQuery, tagsQuery } from '../../blog';
import { adminPostBySlugQuery } from './queries';

const Banner = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

const Frame = styled.div`
  background: ${({ theme }) => theme.colors.page};
`;

function Preview({ post }: { post: Post }) {
  const tags = useQuery(tagsQuery(post.tagIds));
  const related = useQuery(relatedPostsQuery(post));
  return (
    <Frame>
      {post.status !== 'published' ? (
        <Banner role="status" data-testid="draft-banner">
          {POSTS_MESSAGES.draftMode}
        </Banner>
      ) : null}
      <PostLayout
        post={post}
        tagNames={(tags.data ?? []).map((tag) => tag.name)}
        related={related.data ?? []}
      />
    </Frame>
  );
}

/** /admin/blog/preview/{slug}: any post, drafts included, as the public page renders it. */
export function PostPreviewPage({ slug }: { slug: string }) {
  const post = useQuery(adminPostBySlugQuery(slug));
  if (post.isPending) return <BlogLoading />;
  if (!post.data) return <ArticleNotFound />;
  return <Preview post={post.data} />;
}
