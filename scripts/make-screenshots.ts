/**
 * Takes the web app manifest's screenshots (the pictures an install dialog shows) from the
 * built site, into web/public/screenshots: the prerendered home page at phone and desktop
 * size. They are committed like the icons, not taken during `npm run build`, so a build needs
 * no browser and stays fast; run again after the home page's look changes:
 *   VITE_FIREBASE_MODE=local npm run build -w web && npx tsx scripts/make-screenshots.ts
 * The page is served straight from web/dist (it is prerendered; no emulator is needed).
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';
import { manifestScreenshots } from '../web/pwa';
import { chromiumArgs, chromiumPath } from './lib/chromium';
import { repoRoot } from './lib/paths';

const distDir = join(repoRoot, 'web', 'dist');
const publicDir = join(repoRoot, 'web', 'public');
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Files of web/dist by path; a path without extension is its .html (Hosting's cleanUrls). */
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname));
  const file = path === '/' ? 'index.html' : extname(path) ? path : `${path}.html`;
  try {
    const body = readFileSync(join(distDir, file));
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  mkdirSync(join(publicDir, 'screenshots'), { recursive: true });
  for (const shot of manifestScreenshots) {
    const [width, height] = shot.sizes.split('x').map(Number) as [number, number];
    // No worker (no install toast in the picture); reduced motion shows every section.
    const context = await browser.newContext({
      viewport: { width, height },
      serviceWorkers: 'block',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    // Twice: the font is shown only when it is at hand (font-display: optional).
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const file = join(publicDir, shot.src);
    await page.screenshot({ path: file });
    console.log(join('web', 'public', shot.src));
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
