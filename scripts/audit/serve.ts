/**
 * Serves a production build the way Firebase Hosting does: the file, then the clean URL
 * `path.html`, then the SPA fallback; text compressed with gzip; hashed assets immutable.
 * With `floor`, every HTML page is served as its floor (see floor.ts) instead.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { floorOf } from './floor';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** The file Hosting answers a path with. */
export function resolveFile(distDir: string, urlPath: string): string {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/')).replace(
    /^(\.\.[/\\])+/,
    '',
  );
  const candidates = [
    join(distDir, clean),
    join(distDir, `${clean.replace(/\/$/, '')}.html`),
    join(distDir, clean, 'index.html'),
  ];
  const found = candidates.find((file) => existsSync(file) && statSync(file).isFile());
  return found ?? join(distDir, 'spa.html');
}

export interface ServedBuild {
  origin: string;
  close(): void;
}

/**
 * Paths Hosting rewrites to the blog function (firebase.json): rendered on request, so they
 * come from a running local stack's Hosting emulator, as on the real site.
 */
export const isServerRendered = (urlPath: string) =>
  /^\/(blog(\/.*)?|sitemap\.xml)$/.test(urlPath.split('?')[0] ?? '');

async function proxyToStack(
  stackOrigin: string,
  urlPath: string,
  floor: boolean,
  response: ServerResponse,
) {
  const upstream = await fetch(`${stackOrigin}${urlPath}`);
  const type = upstream.headers.get('content-type') ?? 'text/html; charset=utf-8';
  let body = await upstream.text();
  if (floor && type.startsWith('text/html')) body = floorOf(body);
  response.writeHead(upstream.status, {
    'content-type': type,
    'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
    'content-encoding': 'gzip',
  });
  response.end(gzipSync(body));
}

export function serveBuild(
  distDir: string,
  options: { floor?: boolean; stackOrigin?: string } = {},
) {
  const assetsDir = join(distDir, 'assets');
  const server: Server = createServer((request, response) => {
    const { stackOrigin } = options;
    if (stackOrigin && isServerRendered(request.url ?? '/')) {
      proxyToStack(stackOrigin, request.url ?? '/', Boolean(options.floor), response).catch(
        (error: unknown) => {
          response.writeHead(502).end(`The local stack did not answer: ${String(error)}`);
        },
      );
      return;
    }
    const file = resolveFile(distDir, request.url ?? '/');
    const type = types[extname(file)] ?? 'application/octet-stream';
    const compress = /text|javascript|json|svg|manifest/.test(type);
    let body = readFileSync(file);
    if (options.floor && extname(file) === '.html') body = Buffer.from(floorOf(body.toString()));
    response.writeHead(200, {
      'content-type': type,
      'cache-control': file.startsWith(assetsDir)
        ? 'public, max-age=31536000, immutable'
        : 'no-cache',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(compress ? gzipSync(body) : body);
  });
  return new Promise<ServedBuild>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ origin: `http://127.0.0.1:${port}`, close: () => server.close() });
    }),
  );
}
