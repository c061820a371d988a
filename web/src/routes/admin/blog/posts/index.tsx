import { createFileRoute } from '@tanstack/react-router';
import { PostsPage } from '../../../../features/admin';
// Straight from its module: route options stay in the app's first load, the admin does not.
import { validatePostsSearch } from '../../../../features/admin/posts/search';

export const Route = createFileRoute('/admin/blog/posts/')({
  validateSearch: validatePostsSearch,
  component: function PostsRoute() {
    return <PostsPage search={Route.useSearch()} />;
  },
});
