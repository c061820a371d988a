/**
 * Hosting's CDN keys its cache by the whole query string: a query the blog does not read is
 * answered, through Hosting, by a cacheable redirect to the page's canonical URL, so
 * `/blog?x=<random>` shares `/blog`'s cache entry instead of costing a render each.
 */
import { expect, test } from '@playwright/test';

const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

// The first request may start the blog function cold on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('a query the blog does not read redirects, cacheably, to the canonical URL', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/blog?x=random', '/blog'],
    ['/blog?utm_source=news&fbclid=abc&q=roof', '/blog?q=roof&utm_source=news'],
    [
      '/blog/how-to-choose-a-roofing-contractor-houston?x=1',
      '/blog/how-to-choose-a-roofing-contractor-houston',
    ],
    ['/sitemap.xml?v=2', '/sitemap.xml'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    const location = new URL(response.headers()['location'] ?? '', 'http://127.0.0.1');
    expect(`${location.pathname}${location.search}`, from).toBe(to);
    expect(response.headers()['cache-control'], from).toBe(CACHE_CONTROL);
  }
  const canonical = await request.get('/blog?q=roof', { maxRedirects: 0 });
  expect(canonical.status()).toBe(200);
  expect(canonical.headers()['cache-control']).toBe(CACHE_CONTROL);
});
