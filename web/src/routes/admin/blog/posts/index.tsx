import { createFileRoute } from '@tanstack/react-router';
import { PostsPage, validatePostsSearch } from '../../../../features/admin';

export const Route = createFileRoute('/admin/blog/posts/')({
  validateSearch: validatePostsSearch,
  component: function PostsRoute() {
    return <PostsPage search={Route.useSearch()} />;
  },
});
