import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead, siteUrl } from '../../../app/seo';
import { ArticleNotFound } from '../../../features/blog/BlogNotFound';
import { BlogLoading } from '../../../features/blog/BlogLoading';
import { PostPage } from '../../../features/blog/PostPage';
import { preloadPostLayout } from '../../../features/blog/layouts/PostLayout';
import { postQuery, relatedPostsQuery, tagsQuery } from '../../../features/blog/queries';
import { articleHead, postDescription, postPath, postTitle } from '../../../features/blog/seo';

export const Route = createFileRoute('/_site/blog/$slug')({
  // One lazy chunk for the loader and the views: the blog's queries and components stay out of
  // every other page's first load.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'notFoundComponent']],
  loader: async ({ context: { queryClient }, params }) => {
    const post = await queryClient.ensureQueryData(postQuery(params.slug));
    // Missing, draft and archived posts alike: the rules never return an unpublished one.
    if (!post) throw notFound();
    const [tags] = await Promise.all([
      queryClient.ensureQueryData(tagsQuery(post.tagIds)),
      queryClient.ensureQueryData(relatedPostsQuery(post)),
      preloadPostLayout(post.slug),
    ]);
    // The head is built here, in the route's lazy chunk, so other pages do not ship its code.
    const head = articleHead(
      pageHead({
        title: postTitle(post),
        description: postDescription(post),
        path: postPath(post.slug),
      }),
      post,
      { siteUrl, tagNames: tags.map((tag) => tag.name) },
    );
    return { head };
  },
  // Not found: the site's default title (the not-found view marks itself noindex).
  head: ({ loaderData }) => loaderData?.head ?? {},
  pendingComponent: BlogLoading,
  notFoundComponent: ArticleNotFound,
  component: function PostRoute() {
    return <PostPage slug={Route.useParams().slug} />;
  },
});
