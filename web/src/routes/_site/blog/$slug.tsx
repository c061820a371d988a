import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead, siteUrl } from '../../../app/seo';
import { ArticleNotFound } from '../../../features/blog/BlogNotFound';
import { BlogLoading } from '../../../features/blog/BlogLoading';
import { PostPage } from '../../../features/blog/PostPage';
import { postQuery, relatedPostsQuery, tagsQuery } from '../../../features/blog/queries';
import { articleHead, postDescription, postPath, postTitle } from '../../../features/blog/seo';

export const Route = createFileRoute('/_site/blog/$slug')({
  loader: async ({ context: { queryClient }, params }) => {
    const post = await queryClient.ensureQueryData(postQuery(params.slug));
    // Missing, draft and archived posts alike: the rules never return an unpublished one.
    if (!post) throw notFound();
    const [tags] = await Promise.all([
      queryClient.ensureQueryData(tagsQuery(post.tagIds)),
      queryClient.ensureQueryData(relatedPostsQuery(post)),
    ]);
    return { post, tagNames: tags.map((tag) => tag.name) };
  },
  head: ({ loaderData }) =>
    loaderData
      ? articleHead(
          pageHead({
            title: postTitle(loaderData.post),
            description: postDescription(loaderData.post),
            path: postPath(loaderData.post.slug),
          }),
          loaderData.post,
          { siteUrl, tagNames: loaderData.tagNames },
        )
      : {
          meta: [
            { title: 'Article Not Found | Altum Roofing' },
            { name: 'robots', content: 'noindex' },
          ],
        },
  pendingComponent: BlogLoading,
  notFoundComponent: ArticleNotFound,
  component: function PostRoute() {
    return <PostPage slug={Route.useParams().slug} />;
  },
});
