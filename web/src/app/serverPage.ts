/**
 * The page around a server-rendered route. The build (build/prerender.ts) writes each blog
 * route's template with these placeholders; the blog function fills them on each request.
 * Both reach this file through the server bundle, so they cannot disagree.
 */
import { serverDataAddress } from './serverData';

export const SERVER_PAGE_PLACEHOLDERS = {
  head: '<!--server:head-->',
  path: '__SERVER_PATH__',
  app: '<!--server:app-->',
  /** #root's data-server-data: where the app fetches the page's data (app/serverData.ts). */
  data: '__SERVER_DATA__',
} as const;

export interface RenderedParts {
  appHtml: string;
  headHtml: string;
  styleTags: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Marks head tags the server wrote, so a client that does not hydrate can drop them. */
const markServerRendered = (headHtml: string) =>
  headHtml.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered=""');

/**
 * The HTML of one page: the template with the render's head and markup, and its data's address
 * (the page's path, plus `query`: the list parameters its data depends on, e.g. '?page=2', and
 * `version`: the version of the data it was rendered from, see serverDataAddress).
 */
export function fillServerPage(
  template: string,
  path: string,
  parts: RenderedParts,
  query: string,
  version: string,
): string {
  const { head, app, data } = SERVER_PAGE_PLACEHOLDERS;
  for (const placeholder of Object.values(SERVER_PAGE_PLACEHOLDERS)) {
    if (!template.includes(placeholder)) throw new Error(`Page template lacks ${placeholder}`);
  }
  // Functions as replacements: a `$` in a post's text must stay a `$`. The data's address
  // first: a post's text could hold the placeholders, never the attribute's value.
  return template
    .replace(data, () => escapeAttribute(serverDataAddress(path, query, version)))
    .replace(SERVER_PAGE_PLACEHOLDERS.path, () => escapeAttribute(path))
    .replace(head, () => `${markServerRendered(parts.headHtml)}${parts.styleTags}`)
    .replace(app, () => parts.appHtml);
}
