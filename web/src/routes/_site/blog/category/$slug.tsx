import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead, siteUrl } from '../../../../app/seo';
import { CategoryNotFound } from '../../../../features/blog/BlogNotFound';
import { BlogLoading } from '../../../../features/blog/BlogLoading';
import { CategoryPage } from '../../../../features/blog/CategoryPage';
import { categoryPageQuery, categoryQuery } from '../../../../features/blog/queries';
import { imageOriginPreconnect, withKeywordsAndTrail } from '../../../../features/blog/seo';

export const Route = createFileRoute('/_site/blog/category/$slug')({
  // One lazy chunk for the loader and the views: the blog's queries and components stay out of
  // every other page's first load.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'notFoundComponent']],
  // `?page=2` and on, read as /blog reads it (features/blog/search.ts); written here because a
  // module both route files imported would be one more chunk in every page's first load.
  validateSearch: ({ page }: Record<string, unknown>): { page?: number } =>
    Number.isInteger(page) && (page as number) > 1 ? { page: page as number } : {},
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, params, deps }) => {
    const page = deps.page ?? 1;
    const category = await queryClient.ensureQueryData(categoryQuery(params.slug));
    if (!category) throw notFound();
    const list = await queryClient.ensureQueryData(categoryPageQuery(category.id, page));
    // A page beyond the list: the same not-found view as an unknown category's address.
    if (!list) throw notFound();
    const { posts } = list;
    // Built here, in the route's lazy chunk, so other pages do not ship it.
    const path = `/blog/category/${category.slug}`;
    const head = withKeywordsAndTrail(
      pageHead({
        title: `${category.name}${page > 1 ? ` (Page ${page})` : ''} | Altum Roofing Blog`,
        description: category.description,
        // Each page of the list is its own page for search engines.
        path: page > 1 ? `${path}?page=${page}` : path,
      }),
      {
        siteUrl,
        keywords: `${category.name}, Houston roofing, roofing advice, Altum Roofing`,
        crumbs: [{ name: category.name, path }],
      },
    );
    // The first card's image is the page's largest paint on a phone.
    const firstImage = posts[0]?.featuredImageUrl ?? null;
    return {
      head: { ...head, links: [...imageOriginPreconnect(firstImage, siteUrl), ...head.links] },
    };
  },
  // Not found: the site's default title (the not-found view marks itself noindex).
  head: ({ loaderData }) => loaderData?.head ?? {},
  pendingComponent: BlogLoading,
  notFoundComponent: CategoryNotFound,
  component: function CategoryRoute() {
    return <CategoryPage slug={Route.useParams().slug} page={Route.useSearch().page ?? 1} />;
  },
});
