/**
 * Query data a server render embeds in its HTML, so the client hydrates from exactly what
 * the server rendered: no second fetch, no loading state, no layout shift. The data sits in
 * a `<script type="application/json">`, which browsers never execute (so the page's
 * Content-Security-Policy needs no hash for it). Dates survive as {"$date": ISO string}.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const SERVER_DATA_ID = 'server-query-data';

export type ServerQueryData = ReadonlyArray<readonly [QueryKey, unknown]>;

/** The JSON text of the entries, safe inside a <script> element. */
export function serializeServerData(entries: ServerQueryData): string {
  const json = JSON.stringify(entries, function (this: Record<string, unknown>, key, value) {
    const raw = this[key];
    return raw instanceof Date ? { $date: raw.toISOString() } : (value as unknown);
  });
  // No '</script>' or '<!--' can end or bend the element early.
  return json.replace(/</g, '\\u003c');
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

/** The `<script>` element a server render writes after #root. */
export const serverDataScript = (entries: ServerQueryData) =>
  `<script type="application/json" id="${SERVER_DATA_ID}">${serializeServerData(entries)}</script>`;

/**
 * Puts the page's embedded data (if any) into the cache before the first render. It counts
 * as fetched now: the server read it moments (at most the CDN's cache time) ago.
 */
export function seedServerData(queryClient: QueryClient, doc: Document = document): void {
  const element = doc.getElementById(SERVER_DATA_ID);
  if (!element?.textContent) return;
  for (const [key, data] of parseServerData(element.textContent)) {
    queryClient.setQueryData(key, data);
  }
}
