import { createFileRoute, useSearch } from '@tanstack/react-router';
import { PostsPage } from '../../../../features/admin';
// Straight from its module: route options stay in the app's first load, the admin does not.
import { validatePostsSearch } from '../../../../features/admin/posts/search';

export const Route = createFileRoute('/admin/blog/posts/')({
  head: () => ({ meta: [{ title: 'Posts | Admin | Altum Roofing' }] }),
  validateSearch: validatePostsSearch,
  // Hooks by route id, not `Route.use…`: a component that names `Route` turns this file into
  // a chunk of its own that every page then loads first.
  component: function PostsRoute() {
    return <PostsPage search={useSearch({ from: '/admin/blog/posts/' })} />;
  },
});
