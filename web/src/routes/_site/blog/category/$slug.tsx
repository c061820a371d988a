import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead, siteUrl } from '../../../../app/seo';
import { CategoryNotFound } from '../../../../features/blog/BlogNotFound';
import { BlogLoading } from '../../../../features/blog/BlogLoading';
import { CategoryPage } from '../../../../features/blog/CategoryPage';
import { categoryPostsQuery, categoryQuery } from '../../../../features/blog/queries';
import { imageOriginPreconnect, withKeywordsAndTrail } from '../../../../features/blog/seo';

export const Route = createFileRoute('/_site/blog/category/$slug')({
  // One lazy chunk for the loader and the views: the blog's queries and components stay out of
  // every other page's first load.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'notFoundComponent']],
  loader: async ({ context: { queryClient }, params }) => {
    const category = await queryClient.ensureQueryData(categoryQuery(params.slug));
    if (!category) throw notFound();
    const posts = await queryClient.ensureQueryData(categoryPostsQuery(category.id));
    // Built here, in the route's lazy chunk, so other pages do not ship it.
    const path = `/blog/category/${category.slug}`;
    const head = withKeywordsAndTrail(
      pageHead({
        title: `${category.name} | Altum Roofing Blog`,
        description: category.description,
        path,
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
    return <CategoryPage slug={Route.useParams().slug} />;
  },
});
