/**
 * What post content (Markdown) means outside the renderer: the plain words of it (reading
 * time, descriptions) and where a link in it may go. The renderer
 * (web/src/features/blog/content) reads the same Markdown with a full parser; these rules are
 * shared by it, the functions and the seed.
 */

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '\u2013',
  mdash: '\u2014',
  hellip: '\u2026',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  deg: '\u00b0',
  times: '\u00d7',
  copy: '\u00a9',
  reg: '\u00ae',
  trade: '\u2122',
};

/**
 * Text with its HTML character references read (`&amp;` -> `&`, `&#8217;` -> `’`): Markdown
 * allows them in text, and React would otherwise show them as typed. Unknown names stay as
 * they are; a code point that is no character becomes U+FFFD.
 */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (match, name) => {
    const ref = String(name);
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X'
          ? Number.parseInt(ref.slice(2), 16)
          : Number.parseInt(ref.slice(1), 10);
      const valid = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return valid ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[ref] ?? match;
  });
}

/**
 * The words of a post's Markdown without its markup: no heading, list or quote markers, no
 * emphasis or table pipes, links and images reduced to their text, raw HTML tags dropped.
 * For counting words and for descriptions; not a renderer.
 */
export function markdownToPlainText(content: string): string {
  // Escaped characters (`\*`) are text: set aside before the markup goes, put back after.
  const escaped: string[] = [];
  return decodeEntities(
    content
      .replace(/\\([\\`*_{}[\]()#+\-.!|>~<])/g, (_, char: string) => {
        escaped.push(char);
        return `\u0000${escaped.length - 1}\u0000`;
      })
      .replace(/<[^>\n]*>/g, ' ')
      // Images, then links: their text stays, the address goes.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/^\s{0,3}\[[^\]]+\]:\s.*$/gm, '')
      .replace(/^\s{0,3}(?:[-*_]\s*){3,}$/gm, ' ')
      .replace(/^\s*\|?(?:\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/gm, ' ')
      .replace(/^\s{0,3}#{1,6}\s+/gm, '')
      .replace(/^\s*(?:>\s?)+/gm, '')
      .replace(/^\s*(?:[-*+]|\d{1,9}[.)])\s+/gm, '')
      .replace(/\|/g, ' ')
      .replace(/(\*{1,3}|_{1,3}|~{1,2}|`+)(\S(?:.*?\S)?)\1/g, '$2')
      // eslint-disable-next-line no-control-regex -- the placeholders set above
      .replace(/\u0000(\d+)\u0000/g, (_, index: string) => escaped[Number(index)] ?? ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a link in a post goes: a page of this site (the router's), another site, or nowhere. */
export type PostLink =
  | { kind: 'internal'; path: string; hash: string; search: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused' };

/** Schemes a post may link to; any other (javascript:, data:, vbscript:, file:...) is refused. */
const EXTERNAL_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const HTTP_ORIGIN = /^(https?:\/\/[^/?#\\]*)/i;

/** A site path split as the router takes it: path, ?search, and the #fragment's name. */
function internal(rest: string): PostLink {
  const hashAt = rest.indexOf('#');
  const beforeHash = hashAt === -1 ? rest : rest.slice(0, hashAt);
  const searchAt = beforeHash.indexOf('?');
  return {
    kind: 'internal',
    path: searchAt === -1 ? beforeHash : beforeHash.slice(0, searchAt),
    search: searchAt === -1 ? '' : beforeHash.slice(searchAt),
    hash: hashAt === -1 ? '' : rest.slice(hashAt + 1),
  };
}

/** Drops what browsers ignore inside an address: control characters and spaces. */
// eslint-disable-next-line no-control-regex -- exactly those characters
const clean = (address: string) => address.replace(/[\u0000-\u0020\u007f]+/g, '');

/**
 * A link's address as a post may use it. A path from the site's root (`/book-inspection`,
 * `/blog/some-post#part`), a `#fragment`, or an address on `siteOrigin` is internal; http(s),
 * mailto and tel addresses are external; everything else, relative paths and
 * protocol-relative `//host` included, is refused. Control characters and spaces are dropped
 * first, as browsers drop them, so `java\tscript:` is refused too.
 */
export function classifyPostLink(href: string, siteOrigin: string): PostLink {
  const address = clean(href);
  if (/^\/(?![/\\])/.test(address) || address.startsWith('#')) return internal(address);
  const scheme = SCHEME.exec(address)?.[1]?.toLowerCase();
  if (!scheme || !EXTERNAL_SCHEMES.has(scheme)) return { kind: 'refused' };
  const origin = HTTP_ORIGIN.exec(address)?.[1];
  if (origin?.toLowerCase() === siteOrigin.toLowerCase()) {
    return internal(address.slice(origin.length) || '/');
  }
  return { kind: 'external', href: address };
}

/**
 * Where a post's image may come from: an http(s) address or a path on this site. data:,
 * javascript: and the rest are refused (null).
 */
export function safeImageSource(src: string): string | null {
  const address = clean(src);
  if (/^\/(?![/\\])/.test(address)) return address;
  return /^https?:\/\/[^/?#\\]/i.test(address) ? address : null;
}

/** The title that marks a link as one the site does not vouch for: `[text](url "nofollow")`. */
export const NOFOLLOW_TITLE = 'nofollow';
