/**
 * Every address a public page names in its head or its structured data answers with its kind
 * of content: a share image is an image (the site's own 1200x630), a canonical or breadcrumb
 * is a page, the manifest is a manifest. Read from the HTML as Hosting serves it (prerendered
 * pages, and the blog as the renderBlog function renders it), before any script runs, as a
 * crawler or a link preview reads it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { publicPagePaths } from '../../web/src/content/publicPages';

/** The production origin the build writes into pages (VITE_SITE_URL unset). */
const SITE_URL = 'https://altumroofing.com';

type Kind = 'image' | 'page' | 'manifest';

interface Named {
  where: string;
  url: string;
  kind: Kind;
}

const pages = [
  ...publicPagePaths,
  '/blog',
  // A post with a featured image (Storage), one of the posts with a layout of its own, and a
  // category page: all rendered by the function.
  '/blog/houston-hail-season-roof-guide',
  '/blog/houston-roof-inspection-checklist',
  '/blog/category/storm-damage',
];

/** What the served HTML names, read by the browser's parser (no script runs). */
async function namedUrls(page: Page, html: string): Promise<Named[]> {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'text/html');
    const found: Array<{ where: string; url: string; kind: 'image' | 'page' | 'manifest' }> = [];
    const metaKinds: Record<string, 'image' | 'page'> = {
      'og:image': 'image',
      'twitter:image': 'image',
      'og:url': 'page',
    };
    for (const meta of doc.head.querySelectorAll('meta')) {
      const key = meta.getAttribute('property') ?? meta.getAttribute('name') ?? '';
      const kind = metaKinds[key];
      if (kind) found.push({ where: `meta ${key}`, url: meta.content, kind });
    }
    const linkKinds: Record<string, 'image' | 'page' | 'manifest'> = {
      canonical: 'page',
      icon: 'image',
      'apple-touch-icon': 'image',
      manifest: 'manifest',
    };
    for (const link of doc.head.querySelectorAll('link')) {
      const kind = linkKinds[link.rel];
      if (kind)
        found.push({ where: `link ${link.rel}`, url: link.getAttribute('href') ?? '', kind });
    }
    // Structured data: the fields that name an image or a page of this site.
    const ldKinds: Record<string, 'image' | 'page'> = {
      image: 'image',
      logo: 'image',
      url: 'page',
      item: 'page',
      '@id': 'page',
      mainEntityOfPage: 'page',
    };
    const walk = (value: unknown, path: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`));
      else if (value && typeof value === 'object') {
        for (const [key, child] of Object.entries(value)) {
          const kind = ldKinds[key];
          if (kind && typeof child === 'string') {
            found.push({ where: `JSON-LD ${path}.${key}`, url: child, kind });
          } else walk(child, `${path}.${key}`);
        }
      }
    };
    doc.querySelectorAll('script[type="application/ld+json"]').forEach((script, i) => {
      walk(JSON.parse(script.textContent ?? 'null'), `#${i}`);
    });
    return found;
  }, html);
}

/** The address to ask on the local stack: the site's own origin is the Hosting emulator. */
function localAddress(url: string, baseURL: string): string | null {
  const absolute = new URL(url, baseURL);
  absolute.hash = '';
  if (absolute.origin === SITE_URL) return `${baseURL}${absolute.pathname}${absolute.search}`;
  if (absolute.origin === new URL(baseURL).origin) return absolute.href;
  // Local emulators (Storage serves featured images) answer too; nothing else is reachable here.
  if (absolute.hostname === '127.0.0.1') return absolute.href;
  return null;
}

function pngSize(body: Buffer): { width: number; height: number } | null {
  if (body.subarray(1, 4).toString('latin1') !== 'PNG') return null;
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

async function check(request: APIRequestContext, named: Named, address: string) {
  const response = await request.get(address, { maxRedirects: 0 });
  const type = response.headers()['content-type'] ?? '';
  const label = `${named.where} → ${named.url}`;
  expect(response.status(), label).toBe(200);
  if (named.kind === 'image') expect(type, label).toMatch(/^image\//);
  if (named.kind === 'page') expect(type, label).toMatch(/^text\/html/);
  if (named.kind === 'manifest') expect(type, label).toMatch(/manifest\+json|application\/json/);
  return response;
}

test('every page names only addresses that answer with their kind of content', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const base = baseURL ?? 'http://127.0.0.1:5000';
  const checked = new Map<string, Kind>();
  let shareImages = 0;
  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const named = await namedUrls(page, await response.text());
    expect(
      named.filter((item) => item.where.startsWith('meta og:image')),
      `${path} has an og:image`,
    ).toHaveLength(1);
    for (const item of named) {
      const address = localAddress(item.url, base);
      if (!address) continue;
      if (checked.get(address) === item.kind) continue;
      const answer = await check(request, { ...item, where: `${path}: ${item.where}` }, address);
      checked.set(address, item.kind);
      if (item.kind === 'image' && address.endsWith('/og-image.png')) {
        shareImages += 1;
        expect(pngSize(await answer.body()), 'the share image').toEqual({
          width: 1200,
          height: 630,
        });
      }
    }
  }
  // The site's own share image was among what was checked.
  expect(shareImages).toBe(1);
});
