import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead, siteUrl } from '../../../app/seo';
import { BlogLoading } from '../../../features/blog/BlogLoading';
import { BlogPage, categoryOf } from '../../../features/blog/BlogPage';
import { categoriesQuery, listPageQuery, searchQuery } from '../../../features/blog/queries';
import { validateBlogSearch } from '../../../features/blog/search';
import { withKeywordsAndTrail } from '../../../features/blog/seo';

export const Route = createFileRoute('/_site/blog/')({
  // One lazy chunk for the loader and the views: the blog's queries and components stay out of
  // every other page's first load.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'notFoundComponent']],
  validateSearch: validateBlogSearch,
  // A page, a category or a search is other data: the loader runs again for each.
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps: search }) => {
    const categories = await queryClient.ensureQueryData(categoriesQuery());
    const category = categoryOf(categories, search.category);
    const slug = search.category ?? null;
    if (search.q) {
      await queryClient.ensureQueryData(searchQuery(search.q, slug, category?.id ?? null));
    } else {
      const list = await queryClient.ensureQueryData(
        listPageQuery(slug, category?.id ?? null, search.page ?? 1),
      );
      if (!list) throw notFound();
    }
    // Each page of the list is its own page for search engines; a search or a filter is the
    // list's own address.
    const page = search.page && !search.q && !search.category ? search.page : null;
    // Built here, in the route's lazy chunk, so other pages do not ship it.
    const head = withKeywordsAndTrail(
      pageHead({
        title: `Roofing Blog for Houston Homeowners${page ? ` (Page ${page})` : ''} | Altum Roofing`,
        description:
          'Roofing advice for Houston homeowners: hail and hurricane season, insurance claims, shingles, leaks, attic ventilation and hiring a roofer.',
        path: page ? `/blog?page=${page}` : '/blog',
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
  // A page beyond the list: the site's 404 page (no view of its own here: each costs every
  // page's first load a few bytes).
  head: ({ loaderData }) => loaderData?.head ?? {},
  pendingComponent: BlogLoading,
  component: function BlogRoute() {
    return <BlogPage search={Route.useSearch()} />;
  },
});
