/**
 * The blog, rendered on request (Hosting rewrites /blog, /blog/**, /sitemap.xml to this
 * function): posts change without a build, and crawlers and slow phones should still get
 * the whole page, its metadata and its structured data without running JavaScript.
 *
 * A page is the app's own server render (web/src/entry-server.tsx, built into lib/web/ by
 * the functions build) of data read here with firebase-admin, put under the app's query
 * keys. The page names its data's address (/blog/_data/...), which the app fetches when it
 * starts, so the browser hydrates from it without reading Firestore, and a reader who never
 * taps downloads it once, as HTML. Responses are cached by Hosting's CDN (CACHE_CONTROL), so
 * most views never reach here.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { readFile } from 'node:fs/promises';
import { adminDb } from '../admin';
import {
  blogPageData,
  listCategories,
  listPublishedPosts,
  type BlogKeys,
  type QueryEntries,
} from './blogData';
import { compressBody } from './compressBody';
import { rssXml, sitemapXml } from './feeds';

/**
 * Browsers keep a page a minute; the CDN five. A publish or unpublish shows on every URL
 * (pages, sitemap, feed) within about five minutes without any purge, while a popular post
 * costs one function run and a handful of reads per five minutes per CDN location, not
 * one per view.
 */
export const CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

/** The parts of the server bundle this function uses. */
interface ServerEntry {
  blogKeys: BlogKeys;
  siteUrl: string;
  prerenderPaths: readonly string[];
  renderWithData(
    url: string,
    entries: QueryEntries,
  ): Promise<{
    appHtml: string;
    headHtml: string;
    styleTags: string;
    status: number;
    routeIds: string[];
  }>;
  fillServerPage(
    template: string,
    path: string,
    parts: { appHtml: string; headHtml: string; styleTags: string },
  ): string;
  pagePathOfData(path: string): string | null;
  serializeServerData(entries: QueryEntries): string;
}

interface Site {
  entry: ServerEntry;
  /** The page around the app, by the blog route's id ('' for the 404 page). */
  templates: Record<string, string>;
}

let site: Promise<Site> | undefined;

/** The built server bundle and page templates, loaded once per instance. */
export function loadSite(dir = new URL('./web/', import.meta.url)): Promise<Site> {
  site ??= (async () => {
    const [entry, templates] = await Promise.all([
      import(new URL('entry-server.js', dir).href) as Promise<ServerEntry>,
      readFile(new URL('blog-templates.json', dir), 'utf8').then(
        (text) => JSON.parse(text) as Record<string, string>,
      ),
    ]);
    return { entry, templates };
  })().catch((error: unknown) => {
    site = undefined;
    throw new Error(
      'The web server bundle is missing from the functions build: build the web app, then ' +
        'the functions (npm run build does both, in that order).',
      { cause: error },
    );
  });
  return site;
}

/**
 * What this instance read for the pages it rendered lately, by page path, so the data the
 * app fetches right after a page (its data address) costs no second read: it is what the
 * page was rendered from. Kept for the CDN's time (a page's data is never older than a page
 * the CDN may still serve), and for a bounded number of pages. A page render always reads
 * afresh; only a data request is answered from here, and reads when the page is not here
 * (another instance rendered it, or it was rendered longer ago).
 */
export class RecentPageData {
  private readonly pages = new Map<string, { entries: QueryEntries; at: number }>();

  constructor(
    private readonly maxAgeMs = 300_000,
    private readonly maxPages = 200,
  ) {}

  remember(path: string, entries: QueryEntries, now = Date.now()): void {
    this.pages.delete(path);
    this.pages.set(path, { entries, at: now });
    // A Map iterates in insertion order: the first key is the longest unrenewed.
    while (this.pages.size > this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  recall(path: string, now = Date.now()): QueryEntries | undefined {
    const page = this.pages.get(path);
    if (!page) return undefined;
    if (now - page.at < this.maxAgeMs) return page.entries;
    this.pages.delete(path);
    return undefined;
  }
}

const recentPageData = new RecentPageData();

/** Query parameters the site reads (UTM tags: features/lead/visitUtm.ts, on any page). */
const UTM_PARAMS = ['utm_source', 'utm_campaign'] as const;
/**
 * The blog list's search (features/blog/search.ts), in the order its plain GET form sends
 * them (the hidden category field comes first), so a search made before the app starts needs
 * no redirect.
 */
const BLOG_LIST_PARAMS = ['category', 'q'] as const;

/**
 * The canonical query of a path: only the parameters its page reads, in a fixed order, the
 * first value of each. Hosting's CDN keys its cache by host, path and the whole query string,
 * so `/blog?x=<random>` would otherwise be a miss, and a render, per request.
 */
export function canonicalSearch(pathname: string, search: URLSearchParams): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const known: readonly string[] =
    path === '/sitemap.xml' || path === '/blog/rss.xml' || path.startsWith('/blog/_data')
      ? []
      : path === '/blog'
        ? [...BLOG_LIST_PARAMS, ...UTM_PARAMS]
        : UTM_PARAMS;
  const kept = new URLSearchParams();
  for (const name of known) {
    const value = search.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * Where to send a request whose query is not its canonical one (unknown parameters, another
 * order, repeats), or null to render it. Decided from the URL alone: no Firestore read.
 */
export function canonicalRedirect(originalUrl: string): string | null {
  const url = new URL(originalUrl, 'http://localhost');
  const canonical = canonicalSearch(url.pathname, url.searchParams);
  // The query as sent (URL drops a bare '?', which is still a cache key of its own).
  const at = originalUrl.indexOf('?');
  const sent = at < 0 ? '' : originalUrl.slice(at);
  return canonical === sent ? null : `${url.pathname}${canonical}`;
}

export interface BlogResponse {
  status: number;
  contentType: string;
  body: string;
}

/** The response for one request path (and query string). */
export async function respond(
  db: Firestore,
  site: Site,
  url: URL,
  recent: RecentPageData = recentPageData,
): Promise<BlogResponse> {
  const { entry, templates } = site;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const dataOf = entry.pagePathOfData(path);
  if (dataOf !== null) {
    let entries = recent.recall(dataOf);
    if (!entries) {
      entries = await blogPageData(db, entry.blogKeys, dataOf);
      recent.remember(dataOf, entries);
    }
    return {
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: entry.serializeServerData(entries),
    };
  }
  if (path === '/sitemap.xml') {
    const [posts, categories] = await Promise.all([listPublishedPosts(db), listCategories(db)]);
    return {
      status: 200,
      contentType: 'application/xml; charset=utf-8',
      body: sitemapXml({
        siteUrl: entry.siteUrl,
        staticPaths: entry.prerenderPaths,
        posts,
        categories,
      }),
    };
  }
  if (path === '/blog/rss.xml') {
    return {
      status: 200,
      contentType: 'application/rss+xml; charset=utf-8',
      body: rssXml({
        siteUrl: entry.siteUrl,
        posts: await listPublishedPosts(db),
        now: new Date(),
      }),
    };
  }
  const entries = await blogPageData(db, entry.blogKeys, path);
  recent.remember(path, entries);
  const page = await entry.renderWithData(`${path}${url.search}`, entries);
  const leaf = page.routeIds.at(-1) ?? '';
  const template = templates[leaf] ?? templates[''];
  if (!template) throw new Error(`No page template for ${leaf}`);
  return {
    status: page.status,
    contentType: 'text/html; charset=utf-8',
    body: entry.fillServerPage(template, path, page),
  };
}

export const renderBlog = onRequest(
  // One instance serves many requests at once (most of a request is waiting on Firestore);
  // the cap bounds the bill of a flood that misses the CDN (a query the page reads, such as
  // a search, is its own cache entry; any other query is redirected away, see above).
  { maxInstances: 20, concurrency: 80, memory: '512MiB', cpu: 1 },
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
      return;
    }
    try {
      const canonical = canonicalRedirect(request.originalUrl);
      if (canonical !== null) {
        // Cached like a page: each odd query costs one cheap run per CDN location, and the
        // page it leads to is one the CDN already holds.
        response.set('Cache-Control', CACHE_CONTROL).redirect(301, canonical);
        return;
      }
      const url = new URL(request.originalUrl, 'http://localhost');
      const result = await respond(adminDb(), await loadSite(), url);
      // Compressed here, by what the client takes: Hosting passes the body on as it is.
      const sent = compressBody(result.body, request.get('Accept-Encoding'));
      if (sent.encoding) response.set('Content-Encoding', sent.encoding);
      response
        .status(result.status)
        .set('Content-Type', result.contentType)
        .set('Cache-Control', CACHE_CONTROL)
        .set('Vary', 'Accept-Encoding')
        .send(sent.body);
    } catch (error) {
      logger.error('Rendering a blog page failed', error, { path: request.path });
      response.status(500).set('Cache-Control', 'no-store').send('Something went wrong.');
    }
  },
);
