import { validatePostsSearch } from '@altum/domain';
import { createFileRoute, useSearch } from '@tanstack/react-router';
import { PostsPage } from '../../../../features/admin';

export const Route = createFileRoute('/admin/blog/posts/')({
  head: () => ({ meta: [{ title: 'Posts | Admin | Altum Roofing' }] }),
  validateSearch: validatePostsSearch,
  // Hooks by route id, not `Route.use…`: a component that names `Route` turns this file into
  // a chunk of its own that every page then loads first.
  component: function PostsRoute() {
    return <PostsPage search={useSearch({ from: '/admin/blog/posts/' })} />;
  },
});
