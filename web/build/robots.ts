/**
 * robots.txt is written at build, not kept in public/, because its Sitemap line must be an
 * absolute URL on the site's own origin (VITE_SITE_URL), the same one the sitemap lists.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
