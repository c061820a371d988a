import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../../app/seo';
import { BlogLoading } from '../../../features/blog/BlogLoading';
import { BlogPage } from '../../../features/blog/BlogPage';
import { categoriesQuery, publishedPostsQuery } from '../../../features/blog/queries';
import { validateBlogSearch } from '../../../features/blog/search';

export const Route = createFileRoute('/_site/blog/')({
  validateSearch: validateBlogSearch,
  // Search and category filter run over the loaded list: no new reads when they change.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.ensureQueryData(publishedPostsQuery()),
      queryClient.ensureQueryData(categoriesQuery()),
    ]),
  head: () =>
    pageHead({
      title: 'Roofing Blog for Houston Homeowners | Altum Roofing',
      description:
        'Roofing advice for Houston homeowners: hail and hurricane season, insurance claims, shingles, leaks, attic ventilation and hiring a roofer.',
      path: '/blog',
    }),
  pendingComponent: BlogLoading,
  component: function BlogRoute() {
    return <BlogPage search={Route.useSearch()} />;
  },
});
