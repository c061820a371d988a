/**
 * Cuts Inter down to what the site draws: the Latin-1 characters and common punctuation, the
 * weights the theme uses (400 to 800) instead of the whole 100-900 axis, and the OpenType
 * features the text uses (kerning, ligatures, tabular figures) instead of Inter's dozens of
 * stylistic sets and alternates. About half the size of Fontsource's Latin file, and the font
 * is on the path to every first paint. Written next to fonts.css and committed; run again
 * after changing the theme's weights, the features the CSS uses or the font:
 * npx tsx scripts/make-font.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { theme } from '../web/src/ui/theme';
import { repoRoot } from './lib/paths';

const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const target = join(repoRoot, 'web', 'src', 'ui', 'fonts', 'inter-latin-text.woff2');

const range = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)).join(
    '',
  );
/** What fonts.css's unicode-range promises the font has. */
const characters = range(0x20, 0x7e) + range(0xa0, 0xff) + range(0x2010, 0x2027) + '€™−';
const weights = Object.values(theme.fontWeights);
/** kern and liga are on by default in every browser; tnum is font-variant-numeric: tabular-nums. */
const features = ['kern', 'liga', 'tnum'];

const input = readFileSync(source);
const output = await subsetFont(input, characters, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: Math.min(...weights), max: Math.max(...weights) } },
  keepFeatures: features,
});
writeFileSync(target, output);
console.log(`${target}: ${input.length} -> ${output.length} bytes`);
