/**
 * The admin page a signed-out staff member asked for (a bookmark, a lead alert's tap), kept in
 * the login page's address (`?redirect=`) so the sign-in ends there instead of on the
 * dashboard. Only a path of this site's admin is taken: never another origin, never the login
 * page itself.
 */
const BASE = 'https://admin.invalid';

export function adminReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/admin/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  // '//host/admin/…', '/admin/..\\..' and the like leave the admin or the origin once resolved.
  if (url.origin !== BASE || !url.pathname.startsWith('/admin/')) return undefined;
  if (url.pathname === '/admin/login' || url.pathname.startsWith('/admin/login/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
