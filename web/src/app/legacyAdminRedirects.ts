/**
 * Old admin paths that bookmarks and links still use, and where they now live.
 * Anything else under /admin that no route matches is a 404.
 */
const rules: ReadonlyArray<[RegExp, (match: RegExpMatchArray) => string]> = [
  [/^\/admin\/posts\/?$/, () => '/admin/blog/posts'],
  [/^\/admin\/posts\/new\/?$/, () => '/admin/blog/posts/new'],
  [/^\/admin\/posts\/([^/]+)\/edit\/?$/, (m) => `/admin/blog/posts/${m[1] ?? ''}/edit`],
  [/^\/admin\/categories\/?$/, () => '/admin/blog/categories'],
  [/^\/admin\/tags\/?$/, () => '/admin/blog/tags'],
];

export function legacyAdminRedirect(pathname: string): string | null {
  for (const [pattern, target] of rules) {
    const match = pathname.match(pattern);
    if (match) return target(match);
  }
  return null;
}
