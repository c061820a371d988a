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
import { parseBlogPage } from '@altum/domain';
import { adminDb } from '../admin';
import {
  blogListParams,
  blogPageData,
  listCategories,
  listFeedPosts,
  listSitemapPosts,
  type BlogKeys,
  type QueryEntries,
} from './blogData';
import { compressBody } from './compressBody';
import { FEED_LIMIT, rssXml, SITEMAP_POST_LIMIT, sitemapXml } from './feeds';

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
    query: string,
    version: string,
  ): string;
  pagePathOfData(path: string): string | null;
  serializeServerData(entries: QueryEntries): string;
  dataVersion(json: string): string;
  DATA_VERSION_PARAM: string;
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
    /**
     * Data kept for less than this is answered even when a request asks for another version:
     * an address with a made-up version costs a read at most this often per page and instance.
     */
    readonly freshMs = 10_000,
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

  recall(path: string, now = Date.now()): { entries: QueryEntries; at: number } | undefined {
    const page = this.pages.get(path);
    if (!page) return undefined;
    if (now - page.at < this.maxAgeMs) return page;
    this.pages.delete(path);
    return undefined;
  }
}

/**
 * The query parameter of a data address naming the version of the data its page was rendered
 * from: the web's DATA_VERSION_PARAM (src/app/serverData.ts), here too because a redirect is
 * decided before the web's server bundle is loaded (renderBlog.emulator.test.ts keeps them equal).
 */
export const DATA_VERSION_PARAM = 'v';

const recentPageData = new RecentPageData();

/**
 * Query parameters the site reads in the browser only (UTM tags: features/lead/visitUtm.ts, on
 * any page): kept in the address, but no part of what is rendered or cached here.
 */
const UTM_PARAMS = ['utm_source', 'utm_campaign'] as const;
/**
 * The blog list's parameters (features/blog/search.ts), in the order its plain GET form sends
 * them (the hidden category field comes first, `page` is never in the form), so a search made
 * before the app starts needs no redirect.
 */
const BLOG_LIST_PARAMS = ['category', 'q', 'page'] as const;
/** A category page reads its page number only. */
const CATEGORY_PARAMS = ['page'] as const;

/** The parameters a path's page renders from. */
function pageParams(page: string): readonly string[] {
  if (page === '/blog') return BLOG_LIST_PARAMS;
  if (/^\/blog\/category\/[^/]+$/.test(page)) return CATEGORY_PARAMS;
  return [];
}

const isDataPath = (path: string) => path === '/blog/_data' || path.startsWith('/blog/_data/');

/**
 * The parameters a response depends on: its page's, and for a data address, those of the page
 * it addresses and the version of the data asked for.
 */
function renderedParams(path: string): readonly string[] {
  if (!isDataPath(path)) return pageParams(path);
  return [...pageParams(path.replace('/blog/_data', '/blog')), DATA_VERSION_PARAM];
}

/** The query of `known` parameters in `search`: the first value of each, in that order. */
function keptQuery(known: readonly string[], search: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const name of known) {
    const value = search.get(name);
    if (value === null) continue;
    // Page 1 is the address without `page`; a malformed number is sent there too, and so is a
    // search's (a search shows its newest matches, on one page).
    if (name === 'page' && (parseBlogPage(value) === null || search.get('q')?.trim())) continue;
    // A version is what dataVersion writes (base 36, 32 bits); anything else names none.
    if (name === DATA_VERSION_PARAM && !/^[0-9a-z]{1,7}$/.test(value)) continue;
    kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * The canonical query of a path: only the parameters its page reads, in a fixed order, the
 * first value of each. Hosting's CDN keys its cache by host, path and the whole query string,
 * so `/blog?x=<random>` would otherwise be a miss, and a render, per request.
 */
export function canonicalSearch(pathname: string, search: URLSearchParams): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  const rendered = renderedParams(path);
  const known =
    path === '/sitemap.xml' || path === '/blog/rss.xml' || isDataPath(path)
      ? rendered
      : [...rendered, ...UTM_PARAMS];
  return keptQuery(known, search);
}

/**
 * What a response depends on: the path and the parameters it is rendered from, never the UTM
 * tags. The key of this instance's cache (RecentResponses), so `?utm_source=<anything>` is
 * answered from the copy of the clean address.
 */
export function renderKey(url: URL): string {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  return `${path}${keptQuery(renderedParams(path), url.searchParams)}`;
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

/**
 * The response for one request path and query (a canonical one: canonicalRedirect has sent any
 * other away). Only the parameters the page renders from reach the data and the render.
 */
export async function respond(
  db: Firestore,
  site: Site,
  url: URL,
  recent: RecentPageData = recentPageData,
): Promise<BlogResponse> {
  const { entry, templates } = site;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const params = blogListParams(url.searchParams);
  const query = keptQuery(renderedParams(path), url.searchParams);
  const dataOf = entry.pagePathOfData(path);
  if (dataOf !== null) {
    const key = `${dataOf}${keptQuery(pageParams(dataOf), url.searchParams)}`;
    const wanted = url.searchParams.get(DATA_VERSION_PARAM);
    const kept = recent.recall(key);
    // Serialized once: the body, and what the version is taken from.
    let body = kept && entry.serializeServerData(kept.entries);
    // Kept from a render of another version (this instance rendered the page before a change,
    // another one after it): read afresh, unless it was read only moments ago.
    const stale =
      kept !== undefined &&
      body !== undefined &&
      wanted !== null &&
      Date.now() - kept.at >= recent.freshMs &&
      entry.dataVersion(body) !== wanted;
    if (body === undefined || stale) {
      const entries = await blogPageData(db, entry.blogKeys, dataOf, params);
      recent.remember(key, entries);
      body = entry.serializeServerData(entries);
    }
    return { status: 200, contentType: 'application/json; charset=utf-8', body };
  }
  if (path === '/sitemap.xml') {
    const [posts, categories] = await Promise.all([
      listSitemapPosts(db, SITEMAP_POST_LIMIT),
      listCategories(db),
    ]);
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
        posts: await listFeedPosts(db, FEED_LIMIT),
        now: new Date(),
      }),
    };
  }
  const entries = await blogPageData(db, entry.blogKeys, path, params);
  recent.remember(`${path}${query}`, entries);
  const page = await entry.renderWithData(`${path}${query}`, entries);
  const leaf = page.routeIds.at(-1) ?? '';
  const template = templates[leaf] ?? templates[''];
  if (!template) throw new Error(`No page template for ${leaf}`);
  return {
    status: page.status,
    contentType: 'text/html; charset=utf-8',
    body: entry.fillServerPage(
      template,
      path,
      page,
      query,
      entry.dataVersion(entry.serializeServerData(entries)),
    ),
  };
}

/**
 * This instance's recent responses, by renderKey: a page the CDN has not cached yet (another
 * location, or an address with UTM tags, which is a CDN key of its own) is rendered once a
 * minute per instance at most, and requests for it that arrive together share one render.
 * Short, below the CDN's five minutes, so a publish still shows within about six; bounded, so
 * a crawl of every page cannot fill the instance's memory (a page is tens of kilobytes).
 */
export class RecentResponses {
  private readonly responses = new Map<string, { response: Promise<BlogResponse>; at: number }>();

  constructor(
    private readonly maxAgeMs = 60_000,
    private readonly maxResponses = 200,
  ) {}

  /** The response kept for `key`, or the one `make` gives (kept unless it fails). */
  get(key: string, make: () => Promise<BlogResponse>, now = Date.now()): Promise<BlogResponse> {
    const kept = this.responses.get(key);
    if (kept && now - kept.at < this.maxAgeMs) return kept.response;
    const response = make();
    this.responses.delete(key);
    this.responses.set(key, { response, at: now });
    // A Map iterates in insertion order: the first key is the oldest.
    while (this.responses.size > this.maxResponses) {
      const oldest = this.responses.keys().next().value;
      if (oldest === undefined) break;
      this.responses.delete(oldest);
    }
    response.catch(() => {
      if (this.responses.get(key)?.response === response) this.responses.delete(key);
    });
    return response;
  }
}

/**
 * None on the local stack: it has no CDN either, and a writer who publishes there (or a test)
 * sees the blog at once, as production's readers do within the CDN's time.
 */
const recentResponses = new RecentResponses(process.env.FUNCTIONS_EMULATOR === 'true' ? 0 : 60_000);

/** The response for a canonical request, from this instance's recent ones when it has it. */
export function answer(
  db: Firestore,
  site: Site,
  url: URL,
  responses: RecentResponses = recentResponses,
  recent: RecentPageData = recentPageData,
): Promise<BlogResponse> {
  return responses.get(renderKey(url), () => respond(db, site, url, recent));
}

export const renderBlog = onRequest(
  // A render is CPU work (React's renderToString, tens of milliseconds) between short waits on
  // Firestore: on 1 vCPU a few requests at once keep the CPU busy while others wait, and more
  // would only queue on the CPU, each page slower (and 80 pages held in memory), where another
  // instance would serve them at full speed. Answers from RecentResponses cost next to nothing.
  // The instance cap bounds the bill of a flood that misses the CDN (a query the page reads,
  // such as a search, is its own cache entry; any other query is redirected away, see above).
  { maxInstances: 20, concurrency: 8, memory: '512MiB', cpu: 1 },
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
      const result = await answer(adminDb(), await loadSite(), url);
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
