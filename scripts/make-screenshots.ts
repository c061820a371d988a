/**
 * Takes the web app manifest's screenshots (the pictures an install dialog shows) from the
 * built site, into web/public/screenshots: the prerendered home page at phone and desktop
 * size. They are committed like the icons, not taken during `npm run build`, so a build needs
 * no browser and stays fast; run again after the home page's look changes:
 *   VITE_FIREBASE_MODE=local npm run build -w web && npx tsx scripts/make-screenshots.ts
 * The page is served straight from web/dist (it is prerendered; no emulator is needed).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { manifestScreenshots } from '../web/build/pwa';
import { serveBuild } from './audit/serve';
import { chromiumArgs, chromiumPath } from './lib/chromium';
import { repoRoot } from './lib/paths';

const distDir = join(repoRoot, 'web', 'dist');
const publicDir = join(repoRoot, 'web', 'public');
// Served as Hosting would (clean URLs, gzip): the audit's server, without a stack.
const site = await serveBuild(distDir);

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
    await page.goto(`${site.origin}/`, { waitUntil: 'networkidle' });
    await page.reload({ waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    const file = join(publicDir, shot.src);
    await page.screenshot({ path: file });
    console.log(join('web', 'public', shot.src));
    await context.close();
  }
} finally {
  await browser.close();
  site.close();
}
