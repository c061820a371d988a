import type { Post } from '@altum/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ArticleNotFound } from './BlogNotFound';
import { PostLayout } from './layouts/PostLayout';
import { useAnnouncePostShown } from './postShown';
import { postQuery, relatedPostsQuery, tagsQuery } from './queries';

/** `/blog/{slug}`: one published post, in its own layout if it has one, else the default. */
export function PostPage({ slug }: { slug: string }) {
  const { data: post } = useSuspenseQuery(postQuery(slug));
  if (!post) return <ArticleNotFound />;
  return <PostWithLayout post={post} />;
}

function PostWithLayout({ post }: { post: Post }) {
  const { data: tags } = useSuspenseQuery(tagsQuery(post.tagIds));
  const { data: related } = useSuspenseQuery(relatedPostsQuery(post));
  useAnnouncePostShown(post.id);
  return (
    <>
      {/* The page loader counts the view of a post marked so (app/pageLoader/loader.ts), with
          or without the app. Public page only: the staff preview renders the layout alone. */}
      <span hidden data-post-view={post.id} />
      <PostLayout post={post} tagNames={tags.map((tag) => tag.name)} related={related} />
    </>
  );
}
