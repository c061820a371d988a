/**
 * What Hosting itself answers, read as a crawler and a browser's cache read it: plain HTTP
 * against the Hosting emulator (the same rewrites and headers that deploy), no app running.
 *   - a path that is no page answers 404 with the not-found page, not the app shell with 200;
 *   - every HTML response is revalidated (Cache-Control: no-cache), hashed assets are not;
 *   - the blog function's pages travel compressed when the client takes it.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { publicPagePaths } from '../../web/src/content/publicPages';

const BASE = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';
const BLOG_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';
const POST = '/blog/how-to-choose-a-roofing-contractor-houston';
const CATEGORY = '/blog/category/storm-damage';

// The first request may start the blog function cold on a busy machine.
test.describe.configure({ timeout: 120_000 });

interface Raw {
  status: number;
  headers: Record<string, string>;
  /** The bytes as they travelled: no decompression. */
  body: Buffer;
}

/** One GET with exactly these request headers, read raw (Node's http decompresses nothing). */
function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, BASE), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(res.headers).map(([key, value]) => [key, String(value)]),
          ),
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const text = (raw: Raw) => {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(raw.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw.body).toString('utf8');
  return raw.body.toString('utf8');
};

/** Links to the home page in a page's HTML. */
const homeLinks = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="\/"[^>]*>/g)].length;

test.describe('unknown paths', () => {
  for (const path of ['/no-such-page', '/services/no-such-service', '/about/more', '/blogs']) {
    test(`${path} answers 404 with the not-found page`, async () => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = text(response);
      expect(html).toContain('Oops! Page not found');
      expect(html).toContain('Return to Home');
      expect(homeLinks(html)).toBeGreaterThan(0);
      // The not-found page, not the app shell.
      expect(html).not.toContain('<div id="root"></div>');
      expect(html).not.toMatch(/<script\b(?![^>]*application\/(ld\+)?json)/);
    });
  }

  for (const [path, heading] of [
    ['/blog/no-such-post', 'Article Not Found'],
    ['/blog/category/no-such-category', 'Category Not Found'],
  ] as const) {
    test(`${path} answers 404 with the blog's not-found page`, async () => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = text(response);
      expect(html).toContain(heading);
      expect(homeLinks(html)).toBeGreaterThan(0);
    });
  }

  test('the routes the app owns still get the app shell', async () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/admin/blog/posts/abc123/edit',
      '/request/abc',
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(text(response), path).toContain('<div id="root"></div>');
    }
    // The offline page is its own prerendered page.
    const offline = await get('/offline');
    expect(offline.status).toBe(200);
    expect(text(offline)).toContain('You’re offline');
  });
});

test.describe('Cache-Control', () => {
  test('every HTML response is revalidated: pages, the 404 and the app shell', async () => {
    const paths = [
      ...publicPagePaths,
      '/offline',
      '/admin',
      '/admin/login',
      '/no-such-page',
      '/services/no-such-service',
    ];
    for (const path of paths) {
      const response = await get(path);
      expect(response.headers['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  test('hashed assets stay immutable, and the blog keeps its own CDN caching', async () => {
    const shell = text(await get('/admin'));
    const asset = shell.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await get(asset ?? '');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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
