/**
 * Renders the app icons (favicon, home-screen and maskable PNGs) from the logo mark with
 * Chromium, into web/public. Run again after changing the mark: npx tsx scripts/make-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './lib/chromium';
import { repoRoot } from './lib/paths';

const publicDir = join(repoRoot, 'web', 'public');

/** The roof mark on the accent square; `inset` leaves the safe zone a maskable icon needs. */
function markSvg(inset: number, rounded: boolean): string {
  const size = 512;
  const s = (size - 2 * inset) / 36;
  const t = (x: number) => inset + x * s;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${rounded ? 112 : 0}" fill="#e8772e"/>
  <path d="M${t(7)} ${t(24)} ${t(18)} ${t(11)}l${11 * s} ${13 * s}" fill="none" stroke="#14171c" stroke-width="${3.4 * s}" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M${t(13)} ${t(27)}h${10 * s}" stroke="#14171c" stroke-width="${3.4 * s}" stroke-linecap="round"/>
</svg>`;
}

const favicon = markSvg(0, true).replace('width="512" height="512" ', '');
writeFileSync(join(publicDir, 'favicon.svg'), `${favicon}\n`);

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const page = await browser.newPage();
const render = async (svg: string, size: number, file: string) => {
  await page.setViewportSize({ width: size, height: size });
  const body = `<body style="margin:0;background:transparent">${svg.replace(/width="512" height="512"/, `width="${size}" height="${size}"`)}</body>`;
  await page.setContent(body);
  await page.screenshot({ path: join(publicDir, file), omitBackground: true });
  console.log(join('web', 'public', file));
};
await render(markSvg(0, true), 192, 'icon-192.png');
await render(markSvg(0, true), 512, 'icon-512.png');
// Maskable icons are cropped to a circle by some launchers: full bleed, mark inside 80%.
await render(markSvg(72, false), 512, 'icon-maskable-512.png');
await render(markSvg(24, false), 180, 'apple-touch-icon.png');
await browser.close();
