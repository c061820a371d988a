/**
 * Renders the share image (Open Graph, Twitter card, structured data) from the brand: the roof
 * mark, the name, the home page's headline and the accent colour, 1200x630, into web/public.
 * Made with Chromium and committed, like the icons (scripts/make-icons.ts), so the build needs
 * no browser. Run again after changing the brand: npx tsx scripts/make-og-image.ts
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './lib/chromium';
import { repoRoot } from './lib/paths';

export const OG_IMAGE = { file: 'og-image.png', width: 1200, height: 630 } as const;

// The theme's colours (web/src/ui/theme.ts) and the site's copy (web/src/content/company.ts).
const ink = '#14171c';
const accent = '#e8772e';
const onInk = '#f5f2ec';
const onInkMuted = '#b9b4aa';
const tagline = 'Houston Roofing Contractor You Can Trust';
const promise = 'Free roof inspections · Same-day response · Family-owned';
const phone = '(346) 220-0989';

const require = createRequire(import.meta.url);
const interFile = require.resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  { paths: [join(repoRoot, 'web')] },
);
const inter = readFileSync(interFile).toString('base64');

// The logo's roof mark (web/src/ui/Logo.tsx), drawn large.
const mark = `<svg width="132" height="132" viewBox="0 0 36 36" aria-hidden="true">
  <rect width="36" height="36" rx="8" fill="${accent}"/>
  <path d="M7 24 18 11l11 13" fill="none" stroke="${ink}" stroke-width="3.4" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M13 27h10" stroke="${ink}" stroke-width="3.4" stroke-linecap="round"/>
</svg>`;

const html = `<!DOCTYPE html><html><head><style>
@font-face { font-family: Inter; font-weight: 100 900; src: url(data:font/woff2;base64,${inter}) format('woff2'); }
* { box-sizing: border-box; margin: 0; }
body { width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px; overflow: hidden;
  font-family: Inter, sans-serif; color: ${onInk};
  background: ${ink}; }
main { position: absolute; inset: 0; padding: 84px 88px 0; display: flex; flex-direction: column; }
.brand { display: flex; align-items: center; gap: 32px; }
.words { display: flex; flex-direction: column; gap: 12px; line-height: 1; }
.words strong { font-size: 84px; font-weight: 800; letter-spacing: 0.14em; }
.words small { font-size: 28px; font-weight: 600; letter-spacing: 0.36em; color: ${onInkMuted}; }
h1 { margin-top: 64px; max-width: 960px; font-size: 64px; line-height: 1.1; font-weight: 800; letter-spacing: -0.01em; }
p { margin-top: 28px; font-size: 30px; font-weight: 500; color: ${onInkMuted}; }
.phone { position: absolute; right: 88px; top: 112px; font-size: 32px; font-weight: 700; color: ${accent}; }
.band { position: absolute; left: 0; right: 0; bottom: 0; height: 20px; background: ${accent}; }
</style></head><body><main>
  <div class="brand">${mark}<span class="words"><strong>ALTUM</strong><small>ROOFING</small></span></div>
  <span class="phone">${phone}</span>
  <h1>${tagline}</h1>
  <p>${promise}</p>
</main><div class="band"></div></body></html>`;

const out = join(repoRoot, 'web', 'public', OG_IMAGE.file);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage({
  viewport: { width: OG_IMAGE.width, height: OG_IMAGE.height },
});
await page.setContent(html);
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: out });
await browser.close();
console.log(join('web', 'public', OG_IMAGE.file));
