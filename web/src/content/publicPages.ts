import { serviceSlugs, servicePath } from './services';

/**
 * The public marketing pages: prerendered at build, audited by Lighthouse and checked with
 * axe. Add a page here and all three follow.
 */
export const publicPagePaths: readonly string[] = [
  '/',
  '/about',
  '/book-inspection',
  '/accessibility',
  ...serviceSlugs.map(servicePath),
];

/**
 * The page the service worker shows for a page that cannot open offline. Prerendered without
 * scripts, outside the sitemap and the audits of real pages.
 */
export const offlinePagePath = '/offline';
