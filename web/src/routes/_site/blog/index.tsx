import { createFileRoute } from '@tanstack/react-router';
import { pageHead, siteUrl } from '../../../app/seo';
import { BlogLoading } from '../../../features/blog/BlogLoading';
import { BlogPage } from '../../../features/blog/BlogPage';
import { categoriesQuery, publishedPostsQuery } from '../../../features/blog/queries';
import { validateBlogSearch } from '../../../features/blog/search';
import { withKeywordsAndTrail } from '../../../features/blog/seo';

export const Route = createFileRoute('/_site/blog/')({
  // One lazy chunk for the loader and the views: the blog's queries and components stay out of
  // every other page's first load.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'notFoundComponent']],
  // Search and category filter run over the loaded list: the loader does not depend on them.
  validateSearch: validateBlogSearch,
  loader: async ({ context: { queryClient } }) => {
    await Promise.all([
      queryClient.ensureQueryData(publishedPostsQuery()),
      queryClient.ensureQueryData(categoriesQuery()),
    ]);
    // Built here, in the route's lazy chunk, so other pages do not ship it.
    const head = withKeywordsAndTrail(
      pageHead({
        title: 'Roofing Blog for Houston Homeowners | Altum Roofing',
        description:
          'Roofing advice for Houston homeowners: hail and hurricane season, insurance claims, shingles, leaks, attic ventilation and hiring a roofer.',
        path: '/blog',
      }),
      {
        siteUrl,
        keywords:
          'Houston roofing blog, roof repair tips, hail damage, hurricane roof, roof insurance claim, roofing contractor Houston',
        crumbs: [],
      },
    );
    return { head };
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  pendingComponent: BlogLoading,
  component: function BlogRoute() {
    return <BlogPage search={Route.useSearch()} />;
  },
});
