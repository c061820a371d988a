import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../../../app/seo';
import { CategoryNotFound } from '../../../../features/blog/BlogNotFound';
import { BlogLoading } from '../../../../features/blog/BlogLoading';
import { CategoryPage } from '../../../../features/blog/CategoryPage';
import { categoryPostsQuery, categoryQuery } from '../../../../features/blog/queries';

export const Route = createFileRoute('/_site/blog/category/$slug')({
  loader: async ({ context: { queryClient }, params }) => {
    const category = await queryClient.ensureQueryData(categoryQuery(params.slug));
    if (!category) throw notFound();
    await queryClient.ensureQueryData(categoryPostsQuery(category.id));
    return { category };
  },
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          title: `${loaderData.category.name} | Altum Roofing Blog`,
          description: loaderData.category.description,
          path: `/blog/category/${loaderData.category.slug}`,
        })
      : {
          meta: [
            { title: 'Category Not Found | Altum Roofing' },
            { name: 'robots', content: 'noindex' },
          ],
        },
  pendingComponent: BlogLoading,
  notFoundComponent: CategoryNotFound,
  component: function CategoryRoute() {
    return <CategoryPage slug={Route.useParams().slug} />;
  },
});
