/**
 * The blog function compresses what it sends: Hosting passes a function's response on as it
 * comes, so uncompressed HTML would travel uncompressed to the phone (a prerendered page of
 * the same size travels gzip'd at about a fifth). Brotli at a low quality when the client
 * takes it (cheaper than gzip's default and smaller), else gzip; `Vary: Accept-Encoding` keeps
 * the CDN from giving one client another's encoding.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed body saves less than its framing costs. */
const MIN_BYTES = 1024;

/** Brotli's quality 5: about gzip -6's speed, smaller output (11, the default, is far slower). */
const BROTLI_QUALITY = 5;

/** The encoding to send for an Accept-Encoding header, or null for none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: Encoding) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/** The body as sent for that Accept-Encoding, and its Content-Encoding (null: as it is). */
export function compressBody(
  body: string,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: Encoding | null } {
  const plain = Buffer.from(body, 'utf8');
  const encoding = plain.length < MIN_BYTES ? null : chooseEncoding(acceptEncoding);
  if (encoding === 'br') {
    return {
      body: brotliCompressSync(plain, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
      encoding,
    };
  }
  if (encoding === 'gzip') return { body: gzipSync(plain), encoding };
  return { body: plain, encoding: null };
}
