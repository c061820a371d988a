/**
 * What Hosting answers, read over plain HTTP as a crawler or a browser's cache reads it:
 * security headers and the page's own policy, statuses and pages for what does not exist,
 * the app shell for the app's routes, Cache-Control, and the blog's canonical redirects. None
 * of it needs a browser or the seed's data: what the page does with it (a CSP violation, a
 * click on the 404 page) is the end-to-end tests'.
 */
import { describe, expect, it } from 'vitest';
import { publicPagePaths } from '../../web/src/content/publicPages';
import { servicePath, serviceSlugs } from '../../web/src/content/services';
import { BLOG_CACHE_CONTROL, get, text } from '../support/hostingHttp';

/** Routes the prerender does not write: the blog function's and the app shell's. */
const SHELL_ROUTES = ['/blog', '/admin/login'];

/** Links to the home page in a page's HTML. */
const homeLinks = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="\/"[^>]*>/g)].length;

const POLICY_META = '<meta http-equiv="Content-Security-Policy"';

// The first request to the blog may start its function cold on a busy machine.
describe('security headers', { timeout: 120_000 }, () => {
  for (const path of [...publicPagePaths, ...SHELL_ROUTES]) {
    it(`${path} carries the security headers, and its own policy before any script`, async () => {
      const response = await get(path);
      const headers = response.headers;
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      // The page's own, exact policy, before any script (it covers only what follows it).
      const html = text(response);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.split(POLICY_META).length - 1).toBe(1);
      const policyAt = html.indexOf(POLICY_META);
      const firstScriptAt = html.search(/<script\b/);
      expect(firstScriptAt).toBeGreaterThan(-1);
      expect(policyAt).toBeGreaterThan(-1);
      expect(policyAt < firstScriptAt).toBe(true);
    });
  }

  it('the 404 page carries the security headers and a policy of its own', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    const headers = response.headers;
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const scripts = headers['content-security-policy']?.match(/script-src ([^;]*)/)?.[1] ?? '';
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(text(response)).toContain('<meta http-equiv="Content-Security-Policy"');
  });

  it('hashed assets are cached for a year, immutable, and source maps are not served', async () => {
    // A script the home page loads when it starts: its first input appends /page-loader.js
    // (named in the page), which loads the app's hashed scripts.
    expect(text(await get('/'))).toContain('/page-loader.js');
    const loader = text(await get('/page-loader.js'));
    const asset = loader.match(/\/assets\/[\w.-]+\.js/)?.[0] ?? '';
    expect(asset).not.toBe('');
    const response = await get(asset);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(text(response)).not.toContain('sourceMappingURL');
    const map = await get(`${asset}.map`);
    expect(text(map)).not.toContain('"mappings"');
  });
});

describe('unknown paths', { timeout: 120_000 }, () => {
  for (const path of ['/no-such-page', '/services/no-such-service', '/about/more', '/blogs']) {
    it(`${path} answers 404 with the not-found page`, async () => {
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

  // A stale script, an old image or a guessed file is never mistaken for a page: it gets the
  // very page an unknown path gets, which a visitor can leave for home (shell.spec.ts, 'an
  // unknown path shows the 404 page with a way home').
  for (const path of ['/x.png', '/assets/old.js', '/admin/report.pdf', '/favicon.ico']) {
    it(`${path} answers 404 with the site's 404 page`, async () => {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      // The real 404 page, readable without scripts (it runs none).
      const html = text(response);
      expect(html).toContain('Oops! Page not found');
      expect(html).not.toMatch(/<script\b(?![^>]*application\/(ld\+)?json)/);
      expect(html).toBe(text(await get('/this-page-does-not-exist')));
    });
  }

  for (const [path, heading] of [
    ['/blog/no-such-post', 'Article Not Found'],
    ['/blog/category/no-such-category', 'Category Not Found'],
  ] as const) {
    it(`${path} answers 404 with the blog's not-found page`, async () => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const html = text(response);
      expect(html).toContain(heading);
      expect(homeLinks(html)).toBeGreaterThan(0);
    });
  }

  it('the routes the app owns still get the app shell', async () => {
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

describe('Cache-Control', () => {
  it('every HTML response is revalidated: pages, the 404 and the app shell', async () => {
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
});

/** The page as Hosting serves it to a browser asking for HTML; answered 200. */
async function rawHtml(path: string): Promise<string> {
  const response = await get(path, { accept: 'text/html' });
  expect(response.status).toBe(200);
  return text(response);
}

const servicePages = serviceSlugs.map(servicePath);

// Text and metadata present before any script runs, as a crawler reads them.
describe('prerendered HTML', () => {
  for (const path of ['/', '/about', '/book-inspection', ...servicePages]) {
    it(`${path} ships its heading, title and canonical before scripts`, async () => {
      const html = await rawHtml(path);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(/<title[^>]*>[^<]*Altum Roofing[^<]*<\/title>/);
      expect(head).toContain('name="description"');
      expect(head).toContain('property="og:title"');
      expect(head).toContain('name="twitter:card"');
      expect(head).toContain(`rel="canonical" href="https://altumroofing.com${path}"`);
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toContain(`data-prerendered-path="${path}"`);
    });
  }

  it('home carries RoofingContractor JSON-LD with the rating and five dated reviews', async () => {
    const html = await rawHtml('/');
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1];
    expect(json).toBeTruthy();
    const data = JSON.parse(json as string) as {
      '@type': string;
      aggregateRating: unknown;
      review: Array<{ datePublished: string }>;
    };
    expect(data['@type']).toBe('RoofingContractor');
    expect(data.aggregateRating).toMatchObject({
      ratingValue: 4.9,
      reviewCount: 5,
      bestRating: 5,
      worstRating: 4.5,
    });
    expect(data.review).toHaveLength(5);
    for (const review of data.review) expect(review.datePublished).toBe('2025-11-01');
  });

  it('service pages carry BreadcrumbList JSON-LD', async () => {
    const html = await rawHtml('/services/roof-repairs');
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"name":"Services","item":"https://altumroofing.com/#services"');
  });
});

describe('what Hosting tells crawlers', () => {
  it('request pages and the admin are noindex over plain HTTP; public pages are not', async () => {
    for (const path of [
      '/request/AbCdEfGhIjKlMnOpQrSt',
      '/request/mine',
      '/admin',
      '/admin/login',
      '/admin/leads',
    ]) {
      const response = await get(path);
      expect(response.headers['x-robots-tag'], path).toBe('noindex');
    }
    // The prerendered public pages (the blog's function pages share their header rules).
    for (const path of publicPagePaths) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers['x-robots-tag'], path).toBeUndefined();
    }
  });
});

describe('hashed assets', () => {
  it("the app shell's hashed assets stay immutable", async () => {
    const shell = text(await get('/admin'));
    const asset = shell.match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const script = await get(asset ?? '');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

// Hosting's CDN keys its cache by the whole query string: a query the blog does not read is
// answered by a cacheable redirect to the page's canonical URL, so `/blog?x=<random>` shares
// `/blog`'s cache entry instead of costing a render each.
describe("the blog's canonical URLs", { timeout: 120_000 }, () => {
  it('a query the blog does not read redirects, cacheably, to the canonical URL', async () => {
    for (const [from, to] of [
      ['/blog?x=random', '/blog'],
      ['/blog?utm_source=news&fbclid=abc&q=roof', '/blog?q=roof&utm_source=news'],
      [
        '/blog/how-to-choose-a-roofing-contractor-houston?x=1',
        '/blog/how-to-choose-a-roofing-contractor-houston',
      ],
      ['/sitemap.xml?v=2', '/sitemap.xml'],
    ] as const) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      const location = new URL(response.headers['location'] ?? '', 'http://127.0.0.1');
      expect(`${location.pathname}${location.search}`, from).toBe(to);
      expect(response.headers['cache-control'], from).toBe(BLOG_CACHE_CONTROL);
    }
    const canonical = await get('/blog?q=roof');
    expect(canonical.status).toBe(200);
    expect(canonical.headers['cache-control']).toBe(BLOG_CACHE_CONTROL);
  });
});
