/**
 * The home page's initial JavaScript stays small and Firebase-free. Reads the production build
 * (web/dist, built before the tests run): the scripts dist/index.html names, plus everything
 * they import statically.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const distDir = join(import.meta.dirname, '..', 'web', 'dist');

/**
 * Measured at 149 KB gzip: React DOM + React Query (76), router + styled-components (36), the
 * layout, home sections, content and icons (37). The lead form (18) loads after hydration.
 */
const HOME_INITIAL_JS_BUDGET_BYTES = 155 * 1024;

const FIREBASE_MARKERS = ['@firebase/', 'FirebaseError', 'firestore.googleapis.com'];

function homeInitialScripts(): string[] {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(
      `No production build at ${indexHtml}. Run \`npm run build -w web\` before this test.`,
    );
  }
  const html = readFileSync(indexHtml, 'utf8');
  // Every script the page names: the entry and module preloads, whether written as tags or
  // in the loader that starts them after the first paint.
  const entries = [...html.matchAll(/"\/(assets\/[^"]+\.js)"/g)].map((match) => match[1] as string);

  // Follow static imports ('import{a}from"./x.js"', 'import"./x.js"'); dynamic import() is lazy.
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const match of code.matchAll(
      /(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']\.\/([^"']+\.js)["']/g,
    )) {
      queue.push(join('assets', match[1] as string));
    }
  }
  return [...seen];
}

describe('home page bundle budget', () => {
  const files = homeInitialScripts();

  it('loads the entry script and its route chunks', () => {
    expect(files.length).toBeGreaterThan(1);
  });

  it(`stays under ${HOME_INITIAL_JS_BUDGET_BYTES / 1024} KB gzip`, () => {
    const sizes = files.map((file) => ({
      file,
      gzip: gzipSync(readFileSync(join(distDir, file))).length,
    }));
    const total = sizes.reduce((sum, entry) => sum + entry.gzip, 0);
    const report = sizes
      .sort((a, b) => b.gzip - a.gzip)
      .map((entry) => `${(entry.gzip / 1024).toFixed(1)} KB  ${entry.file}`)
      .join('\n');
    expect(total, `home initial JS ${(total / 1024).toFixed(1)} KB gzip:\n${report}`).toBeLessThan(
      HOME_INITIAL_JS_BUDGET_BYTES,
    );
  });

  it('contains no Firebase SDK code', () => {
    for (const file of files) {
      const code = readFileSync(join(distDir, file), 'utf8');
      for (const marker of FIREBASE_MARKERS) {
        expect(code.includes(marker), `${file} contains "${marker}"`).toBe(false);
      }
    }
  });
});
