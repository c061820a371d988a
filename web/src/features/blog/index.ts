/*
 * What other features may use of the blog: the public post page's pieces, so staff previews
 * render a post exactly as visitors will see it, and the public queries they can share.
 */
export { ArticleNotFound } from './BlogNotFound';
export { BlogLoading } from './BlogLoading';
export { PostLayout } from './layouts/PostLayout';
export type { PostLayoutProps } from './layouts/types';
export { categoriesQuery, relatedPostsQuery, tagsQuery } from './queries';
