import { POSTS_MESSAGES } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { showToast } from '../../../ui/toast/toast';
import { PostEditor } from './PostEditor';
import { adminPostQuery, taxonomyQuery } from './queries';

/** Categories and tags to choose from; none if they cannot be read (the post still saves). */
function useTaxonomy() {
  const taxonomy = useQuery(taxonomyQuery());
  return {
    settled: !taxonomy.isPending,
    categories: taxonomy.data?.categories ?? [],
    tags: taxonomy.data?.tags ?? [],
  };
}

/** /admin/blog/posts/new */
export function NewPostScreen() {
  const { settled, categories, tags } = useTaxonomy();
  useEffect(() => {
    void import('./data/author').then((data) => data.warmAuthorProfile());
  }, []);
  if (!settled) return <Spinner label="Loading the editor..." />;
  return <PostEditor post={null} categories={categories} tags={tags} />;
}

/** /admin/blog/posts/{id}/edit: a post that cannot be loaded sends the writer back to the list. */
export function EditPostScreen({ postId }: { postId: string }) {
  const post = useQuery(adminPostQuery(postId));
  const { settled, categories, tags } = useTaxonomy();
  const navigate = useNavigate();
  const failed = post.isError || (post.isSuccess && post.data === null);

  useEffect(() => {
    if (!failed) return;
    showToast('error', POSTS_MESSAGES.loadPostFailed);
    void navigate({ to: '/admin/blog/posts', replace: true });
  }, [failed, navigate]);

  if (!post.data || !settled) return <Spinner label="Loading post..." />;
  return <PostEditor key={postId} post={post.data} categories={categories} tags={tags} />;
}
