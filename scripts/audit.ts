/**
 * Lighthouse (mobile) on every public route of the production build.
 * Usage: npm run audit [-- --no-build] [--runs=N] [/route ...]
 *
 * Builds the site, serves web/dist the way Firebase Hosting does (file, then clean URL
 * `path.html`, then the SPA fallback index.html), and prints one row per route: the four
 * category scores, LCP, CLS, TBT and the JavaScript transferred.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { publicPagePaths } from '../web/src/content/publicPages';
import { chromiumArgs, chromiumPath } from './lib/chromium';

// Routes given on the command line (e.g. `npm run audit -- --no-build /about`) narrow the run.
const requested = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = requested.length ? requested : publicPagePaths;

const distDir = join(import.meta.dirname, '..', 'web', 'dist');
const reportDir = join(import.meta.dirname, '..', '.local', 'reports', 'lighthouse');

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

function resolveFile(urlPath: string): string {
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

function serve(): Promise<Server> {
  const server = createServer((request, response) => {
    const file = resolveFile(request.url ?? '/');
    const immutable = file.includes(`${join(distDir, 'assets')}`);
    const type = types[extname(file)] ?? 'application/octet-stream';
    // Compressed like Firebase Hosting serves text assets.
    const compress = /text|javascript|json|svg|manifest/.test(type);
    response.writeHead(200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(compress ? gzipSync(readFileSync(file)) : readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

if (!process.argv.includes('--no-build')) {
  execSync('npm run build -w web', { stdio: 'inherit' });
}

const server = await serve();
const { port } = server.address() as AddressInfo;
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: string;
  cls: string;
  tbt: string;
  js: string;
}

// Lighthouse's simulated throttling varies from run to run on a shared machine; its authors
// advise the median of several runs. `--runs N` (default 3) picks the median by performance.
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const runs = Math.max(1, Number(runsArg?.slice('--runs='.length) ?? 3));

const rows: Row[] = [];
try {
  for (const route of routes) {
    const attempts: Row[] = [];
    for (let run = 0; run < runs; run++) attempts.push(await auditOnce(route));
    attempts.sort((a, b) => a.performance - b.performance);
    const median = attempts[Math.floor(attempts.length / 2)] as Row;
    if (runs > 1) {
      console.log(
        `${route}  performance over ${runs} runs: ${attempts.map((a) => a.performance).join(', ')}`,
      );
    }
    rows.push(median);
  }
} finally {
  await chrome.kill();
  server.close();
}

async function auditOnce(route: string): Promise<Row> {
  const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
  // The full report, for finding out why a score is what it is.
  mkdirSync(reportDir, { recursive: true });
  const reportName = route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');
  writeFileSync(join(reportDir, `${reportName}.json`), JSON.stringify(result.lhr));
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const items = (audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const jsBytes = (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  for (const [id, category] of Object.entries(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        console.log(`${route}  ${id}: ${audit.id} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  return {
    route,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audits['largest-contentful-paint']?.displayValue ?? '?',
    cls: audits['cumulative-layout-shift']?.displayValue ?? '?',
    tbt: audits['total-blocking-time']?.displayValue ?? '?',
    js: `${(jsBytes / 1024).toFixed(1)} KB`,
  };
}

const header = ['route', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT', 'JS'];
const table = rows.map((row) => [
  row.route,
  String(row.performance),
  String(row.accessibility),
  String(row.bestPractices),
  String(row.seo),
  row.lcp,
  row.cls,
  row.tbt,
  row.js,
]);
const widths = header.map((title, column) =>
  Math.max(title.length, ...table.map((cells) => (cells[column] ?? '').length)),
);
const line = (cells: string[]) =>
  cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
table.forEach((cells) => console.log(line(cells)));

const failing = rows.filter(
  (row) => row.performance < 95 || row.accessibility < 95 || row.seo < 95,
);
if (failing.length > 0) {
  console.error(
    `\nBelow 95 (performance, accessibility or SEO): ${failing.map((row) => row.route).join(', ')}`,
  );
  process.exitCode = 1;
}
