/**
 * Plain HTTP against the Hosting emulator, as a crawler or a browser's cache reads it: for the
 * Hosting checks that need no browser (tests/hosting, and the seeded blog's in tests/e2e).
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export const HOSTING_ORIGIN = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:5000';

/** What the blog's pages and redirects must carry: the CDN keeps them, browsers revalidate. */
export const BLOG_CACHE_CONTROL = 'public, max-age=60, s-maxage=300';

export interface Raw {
  status: number;
  headers: Record<string, string>;
  /** The bytes as they travelled: no decompression. */
  body: Buffer;
}

/** One GET with exactly these request headers, read raw: no redirect followed, nothing decoded. */
export function get(path: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(new URL(path, HOSTING_ORIGIN), { headers }, (res) => {
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

/** The body as text, decompressed as its Content-Encoding says. */
export function text(raw: Raw): string {
  const encoding = raw.headers['content-encoding'];
  if (encoding === 'gzip') return gunzipSync(raw.body).toString('utf8');
  if (encoding === 'br') return brotliDecompressSync(raw.body).toString('utf8');
  return raw.body.toString('utf8');
}
