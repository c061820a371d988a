/**
 * The query data a server render was made from, so the client hydrates from exactly what the
 * server rendered: no Firestore read, no loading state, no layout shift.
 *
 * It is not in the page: the page is already that data as HTML (on a post, the whole
 * article), and a reader who never taps needs no second copy. The app fetches it when it
 * starts, from the page's data address (`serverDataPath`), which the blog function answers
 * from what it read for the page and Hosting's CDN and the service worker keep like the page.
 * Dates survive as {"$date": ISO string}.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export type ServerQueryData = ReadonlyArray<readonly [QueryKey, unknown]>;

/** The data address of a server-rendered page: its path with this segment after /blog. */
const DATA_SEGMENT = '_data';
const BLOG = '/blog';

/**
 * '/blog' -> '/blog/_data', '/blog/x' -> '/blog/_data/x', '/blog/category/y' ->
 * '/blog/_data/category/y'. No slug holds '_' (slugify), so no page has one of these paths.
 */
export function serverDataPath(pagePath: string): string {
  const path = pagePath.replace(/\/+$/, '');
  if (path !== BLOG && !path.startsWith(`${BLOG}/`)) throw new Error(`${pagePath} is no blog page`);
  return `${BLOG}/${DATA_SEGMENT}${path.slice(BLOG.length)}`;
}

/**
 * The query parameter of a data address that names the version of the data its page was
 * rendered from (the blog function keeps the same name, functions/src/blog/renderBlog.ts).
 */
export const DATA_VERSION_PARAM = 'v';

/**
 * A short name for one version of a page's data: FNV-1a (32 bits) of its JSON text, base 36.
 * Not a secret and not a proof: it tells the data a page was rendered from from later data.
 */
export function dataVersion(json: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < json.length; i++) {
    hash ^= json.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/**
 * The address a server-rendered page fetches its data from: its data path, the list query it
 * was rendered with, and the version of its data. With the version, an instance that kept
 * another version (rendered before a change) reads afresh instead of answering with it, and
 * each cache keeps a page's data beside the page it belongs to.
 */
export function serverDataAddress(pagePath: string, query: string, version: string): string {
  const separator = query ? '&' : '?';
  return `${serverDataPath(pagePath)}${query}${separator}${DATA_VERSION_PARAM}=${version}`;
}

/** The page path whose data `path` addresses, or null when it addresses none. */
export function pagePathOfData(path: string): string | null {
  const prefix = `${BLOG}/${DATA_SEGMENT}`;
  const clean = path.replace(/\/+$/, '');
  if (clean !== prefix && !clean.startsWith(`${prefix}/`)) return null;
  return `${BLOG}${clean.slice(prefix.length)}`;
}

/** The JSON text of the entries. */
export function serializeServerData(entries: ServerQueryData): string {
  return JSON.stringify(entries, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : (value as unknown);
  });
}

export function parseServerData(text: string): ServerQueryData {
  return JSON.parse(text, (_key, value: unknown) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      const date = (value as { $date?: unknown }).$date;
      if (keys.length === 1 && typeof date === 'string') return new Date(date);
    }
    return value;
  }) as ServerQueryData;
}

/**
 * Fetches the page's data and puts it into the cache before the first render. It counts as
 * fetched now: the server read it moments (at most the CDN's cache time) ago. Throws when the
 * data cannot be had (offline, with no copy kept): the page then stays as the server sent it.
 */
export async function loadServerData(
  queryClient: QueryClient,
  url: string,
  fetchData: typeof fetch = fetch,
): Promise<void> {
  const response = await fetchData(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  for (const [key, data] of parseServerData(await response.text())) {
    queryClient.setQueryData(key, data);
  }
}
