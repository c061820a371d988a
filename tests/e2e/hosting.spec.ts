/**
 * What Hosting answers for the seeded blog, read as a crawler and a browser's cache read it:
 * plain HTTP against the Hosting emulator (the same rewrites and headers that deploy), no app
 * running, no browser. These need the seed's posts; what needs no data (unknown paths, the
 * app shell's routes, HTML's and hashed assets' Cache-Control) is in
 * tests/hosting/hosting.test.ts.
 *   - the blog's pages keep their own CDN caching;
 *   - the blog function's pages travel compressed when the client takes it.
 */
import { expect, test } from '@playwright/test';
import { BLOG_CACHE_CONTROL, get, text } from '../support/hostingHttp';

const POST = '/blog/how-to-choose-a-roofing-contractor-houston';
const CATEGORY = '/blog/category/storm-damage';

// The first request may start the blog function cold on a busy machine.
test.describe.configure({ timeout: 120_000 });

test.describe('Cache-Control', () => {
  test('the blog keeps its own CDN caching', async () => {
    for (const path of ['/blog', POST, CATEGORY]) {
      expect((await get(path)).headers['cache-control'], path).toBe(BLOG_CACHE_CONTROL);
    }
  });
});

test.describe("the blog function's compression", () => {
  for (const path of ['/blog', POST, CATEGORY]) {
    test(`${path} arrives compressed when asked, the same page, and plain when not`, async () => {
      const plain = await get(path);
      expect(plain.status).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
      const page = plain.body.toString('utf8');
      expect(page).toContain('</html>');

      const sizes = [`${path}: plain ${plain.body.length} B`];
      for (const [asked, encoding] of [
        ['gzip', 'gzip'],
        ['gzip, deflate, br', 'br'],
      ] as const) {
        const packed = await get(path, { 'Accept-Encoding': asked });
        expect(packed.status).toBe(200);
        expect(packed.headers['content-encoding'], asked).toBe(encoding);
        expect(packed.headers['vary']).toMatch(/Accept-Encoding/i);
        expect(packed.headers['cache-control']).toBe(BLOG_CACHE_CONTROL);
        expect(text(packed), asked).toBe(page);
        expect(packed.body.length).toBeLessThan(plain.body.length / 3);
        sizes.push(`${encoding} ${packed.body.length} B`);
      }
      console.log(sizes.join(', '));
    });
  }
});
