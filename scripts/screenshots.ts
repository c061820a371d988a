/**
 * Full-page screenshots of the public routes at phone and desktop widths, for a look
 * before calling a page done. Usage: npm run screenshots -- [baseUrl] [route ...]
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './lib/chromium';

const [baseUrl = 'http://127.0.0.1:5000', ...given] = process.argv.slice(2);
const routes = given.length
  ? given
  : [
      '/',
      '/about',
      '/book-inspection',
      '/services/roof-repairs',
      '/services/roof-replacement',
      '/nope',
    ];
const widths = [390, 1280];
const outDir = join(process.cwd(), '.local', 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  for (const width of widths) {
    // Reduced motion: sections that fade in on scroll are shown, since a full-page shot never scrolls.
    const page = await browser.newPage({
      viewport: { width, height: width < 768 ? 844 : 800 },
      reducedMotion: 'reduce',
    });
    for (const route of routes) {
      await page.goto(new URL(route, baseUrl).href, { waitUntil: 'networkidle' });
      const name = `${route === '/' ? 'home' : route.replace(/^\//, '').replaceAll('/', '_')}-${width}.png`;
      await page.screenshot({ path: join(outDir, name), fullPage: true });
      console.log(join('.local', 'screenshots', name));
    }
    await page.close();
  }
} finally {
  await browser.close();
}
