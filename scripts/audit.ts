/**
 * Lighthouse (mobile) on every public route of the production build.
 *
 *   npm run audit [-- --no-build] [--runs=N] [/route ...]
 *     one row per route: the four category scores, LCP, CLS, TBT and the JavaScript
 *     transferred (median of N runs by performance, default 3).
 *
 *   npm run audit -- --paired [--pairs=N] [--against=<other web/dist> [--against-routes=/,/about]]
 *                    [--no-build] [/route ...]
 *     measures each route against its floor (its own prerendered HTML with every script
 *     removed, served the same way) in alternating runs, floor then route, N pairs per route
 *     (default 5). Single runs on a shared machine are noisy; pairs taken seconds apart share
 *     the noise, so their LCP ratio is the figure to trust. `--against` measures a second
 *     build (e.g. the main branch's) in the same run, interleaved pair by pair, on every route or
 *     only those `--against-routes` lists.
 *
 *   npm run audit -- --interactions [--loads=N] [--against=<other web/dist>] [--only=<text>]
 *                    [--cpu=N] [--no-build]
 *     the first input on each control of audit/firstInputs.ts (an FAQ question, a review dot,
 *     the services menu) on N fresh loads (default 5) at CPU 4x in Chromium: the time from the
 *     input to the next paint (Event Timing API), median and worst (audit/interactions.ts);
 *     then a second tap 300 ms after the first while the app starts, with the longest task of
 *     the start. `--only` keeps the rows whose name contains the text (e.g. `--only=second`).
 *     `--cpu=N` slows the CPU N times instead of 4, for comparison only.
 *
 * The blog (/blog and a post page by default) is rendered on request by a Cloud Function: its
 * pages come from the local stack's Hosting emulator (`npm start`, or a stack this script
 * starts when none runs), everything else from web/dist as before.
 *
 * Builds the site (and the functions, which render the blog) first unless --no-build.
 * Reports land in .local/reports/lighthouse.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import { publicPagePaths } from '../web/src/content/publicPages';
import { countElements } from './audit/floor';
import { auditInteractions } from './audit/interactions';
import { runLighthouse, type Run } from './audit/lighthouse';
import { isServerRendered, resolveFile, serveBuild, type ServedBuild } from './audit/serve';
import { chromiumArgs, chromiumPath } from './lib/chromium';
import { logsDir } from './lib/paths';
import { emulatorUrl, isPortFree } from './lib/ports';
import { startStack, type Stack } from './lib/stack';
import { seedArticles } from './seed/blog/articles';

/** A seed post with a featured image: the heaviest kind of post page. */
const auditedPost = seedArticles.find((article) => article.status === 'published' && article.image);
if (!auditedPost) throw new Error('The seed has no published post with an image');
const blogRoutes = ['/blog', `/blog/${auditedPost.slug}`];

const args = process.argv.slice(2);
const option = (name: string) =>
  args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
// Routes given on the command line (e.g. `npm run audit -- --no-build /about`) narrow the run.
const requested = args.filter((arg) => arg.startsWith('/'));
const routes = requested.length ? requested : [...publicPagePaths, ...blogRoutes];

const distDir = join(import.meta.dirname, '..', 'web', 'dist');
const reportDir = join(import.meta.dirname, '..', '.local', 'reports', 'lighthouse');
const reportName = (route: string) =>
  route === '/' ? 'home' : route.slice(1).replaceAll('/', '_');

if (!args.includes('--no-build')) {
  // The audit measures the local build (the emulators' config), as npm start serves it.
  execSync('npm run build', {
    stdio: 'inherit',
    env: { ...process.env, VITE_FIREBASE_MODE: 'local' },
  });
}

function printTable(header: string[], table: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...table.map((cells) => (cells[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  table.forEach((cells) => console.log(line(cells)));
}

async function single() {
  const site = await serveBuild(distDir, { stackOrigin });
  servers.push(site);
  // Lighthouse's simulated throttling varies from run to run on a shared machine; its authors
  // advise the median of several runs. `--runs N` (default 3) picks the median by performance;
  // LCP and TBT are the medians of their own values.
  const runs = Math.max(1, Number(option('runs') ?? 3));
  const rows: Array<Run & { route: string }> = [];
  for (const route of routes) {
    const attempts: Run[] = [];
    for (let run = 0; run < runs; run++) {
      attempts.push(
        await runLighthouse(
          `${site.origin}${route}`,
          port(),
          join(reportDir, `${reportName(route)}.json`),
        ),
      );
    }
    const lcps = attempts.map((attempt) => attempt.lcp);
    const tbts = attempts.map((attempt) => attempt.tbt);
    attempts.sort((a, b) => a.performance - b.performance);
    const chosen = attempts[Math.floor(attempts.length / 2)] as Run;
    if (runs > 1) {
      console.log(
        `${route}  over ${runs} runs: performance ${attempts.map((a) => a.performance).join(', ')}; ` +
          `LCP ${lcps.map((lcp) => Math.round(lcp)).join(', ')} ms`,
      );
    }
    chosen.failing.forEach((failure) => console.log(`${route}  ${failure}`));
    // LCP and TBT vary more from run to run than the score: each is the median of its own.
    rows.push({ route, ...chosen, lcp: median(lcps), tbt: median(tbts) });
  }
  printTable(
    ['route', 'perf', 'a11y', 'best', 'seo', 'LCP (median)', 'CLS', 'TBT (median)', 'JS'],
    rows.map((row) => [
      row.route,
      String(row.performance),
      String(row.accessibility),
      String(row.bestPractices),
      String(row.seo),
      `${(row.lcp / 1000).toFixed(2)} s`,
      row.cls.toFixed(3),
      `${Math.round(row.tbt)} ms`,
      `${(row.jsBytes / 1024).toFixed(1)} KB`,
    ]),
  );
  const failing = rows.filter(
    (row) => row.performance < 95 || row.accessibility < 95 || row.seo < 95,
  );
  if (failing.length > 0) {
    console.error(
      `\nBelow 95 (performance, accessibility or SEO): ${failing.map((row) => row.route).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};
const spread = (values: readonly number[], digits: number, unit = '') =>
  `${Math.min(...values).toFixed(digits)}${unit}-${Math.max(...values).toFixed(digits)}${unit}`;

/** Lighthouse's browser: launched for every mode but --interactions. */
function port() {
  if (!chrome) throw new Error('Chromium is not running');
  return chrome.port;
}

interface Pair {
  floor: Run;
  route: Run;
}

interface Build {
  name: string;
  dist: string;
  site: ServedBuild;
  floor: ServedBuild;
  pairs: Map<string, Pair[]>;
}

/** The LCP ratio at most, median of the pairs; and TBT at most when the machine is fast enough. */
const MAX_LCP_RATIO = 1.1;
const MAX_TBT_MS = 50;
const TBT_BENCHMARK_INDEX = 2000;

async function paired() {
  const pairCount = Math.max(1, Number(option('pairs') ?? 5));
  const against = option('against');
  const againstRoutes = option('against-routes')?.split(',');
  const dists = [
    ...(against ? [{ name: `against ${against}`, dist: resolve(against) }] : []),
    { name: 'this build', dist: distDir },
  ];
  const builds: Build[] = [];
  for (const { name, dist } of dists) {
    const site = await serveBuild(dist, { stackOrigin });
    const floor = await serveBuild(dist, { floor: true, stackOrigin });
    servers.push(site, floor);
    builds.push({ name, dist, site, floor, pairs: new Map() });
  }

  for (const route of routes) {
    for (let index = 0; index < pairCount; index++) {
      for (const build of builds) {
        if (build !== builds.at(-1) && againstRoutes && !againstRoutes.includes(route)) continue;
        const floor = await runLighthouse(`${build.floor.origin}${route}`, port());
        const measured = await runLighthouse(
          `${build.site.origin}${route}`,
          port(),
          build === builds.at(-1) ? join(reportDir, `${reportName(route)}.json`) : undefined,
        );
        const pairs = build.pairs.get(route) ?? [];
        pairs.push({ floor, route: measured });
        build.pairs.set(route, pairs);
        console.log(
          `${route}  ${build.name}  pair ${index + 1}/${pairCount}: perf ${measured.performance},` +
            ` a11y/best/seo ${measured.accessibility}/${measured.bestPractices}/${measured.seo},` +
            ` LCP ${Math.round(measured.lcp)} ms` +
            ` (floor ${Math.round(floor.lcp)} ms), TBT ${Math.round(measured.tbt)} ms` +
            ` (floor ${Math.round(floor.tbt)} ms),` +
            ` CLS ${measured.cls.toFixed(3)}, CPU after paint ${Math.round(measured.workAfterPaint)} ms` +
            ` (floor ${Math.round(floor.workAfterPaint)} ms), benchmark ${Math.round(measured.benchmarkIndex)}`,
        );
      }
    }
  }

  const problems: string[] = [];
  for (const build of builds) {
    console.log(`\n${build.name} (${build.dist})`);
    const rows: string[][] = [];
    for (const route of routes) {
      const pairs = build.pairs.get(route) ?? [];
      if (pairs.length === 0) continue;
      const runs = pairs.map((pair) => pair.route);
      const ratios = pairs.map((pair) => pair.route.lcp / pair.floor.lcp);
      const tbts = runs.map((run) => run.tbt);
      // The floor's own blocking time: what the page's HTML costs with no script at all.
      const floorTbts = pairs.map((pair) => pair.floor.tbt);
      const works = runs.map((run) => run.workAfterPaint);
      // The blog's HTML is rendered on request: measure what the stack serves for it.
      const html = isServerRendered(route)
        ? Buffer.from(await (await fetch(`${stackOrigin}${route}`)).text())
        : readFileSync(resolveFile(build.dist, route));
      const worstCls = Math.max(...runs.map((run) => run.cls));
      const lowest = (pick: (run: Run) => number) => Math.min(...runs.map(pick));
      const benchmark = median(runs.map((run) => run.benchmarkIndex));
      rows.push([
        route,
        `${lowest((run) => run.performance)}-${Math.max(...runs.map((run) => run.performance))}`,
        `${Math.round(median(runs.map((run) => run.lcp)))}`,
        `${Math.round(median(pairs.map((pair) => pair.floor.lcp)))}`,
        `${median(ratios).toFixed(2)} (${spread(ratios, 2)})`,
        `${Math.round(median(tbts))} (${spread(tbts, 0)})`,
        `${Math.round(median(floorTbts))} (${spread(floorTbts, 0)})`,
        worstCls.toFixed(3),
        `${Math.round(median(works))} (${spread(works, 0)})`,
        String(countElements(html.toString())),
        `${(html.length / 1024).toFixed(1)} / ${(gzipSync(html).length / 1024).toFixed(1)}`,
        `${lowest((run) => run.accessibility)}/${lowest((run) => run.bestPractices)}/${lowest((run) => run.seo)}`,
        String(Math.round(benchmark)),
      ]);
      if (build !== builds.at(-1)) continue;
      if (median(ratios) > MAX_LCP_RATIO)
        problems.push(`${route}: LCP ${median(ratios).toFixed(2)} x floor`);
      if (worstCls > 0) problems.push(`${route}: CLS ${worstCls.toFixed(3)}`);
      if (benchmark >= TBT_BENCHMARK_INDEX && median(tbts) > MAX_TBT_MS) {
        problems.push(
          `${route}: TBT ${Math.round(median(tbts))} ms at benchmark ${Math.round(benchmark)}`,
        );
      }
      if (runs.some((run) => run.accessibility < 100 || run.bestPractices < 100 || run.seo < 100)) {
        problems.push(`${route}: a category below 100`);
        runs
          .flatMap((run) => run.failing)
          .forEach((failure) => console.log(`${route}  ${failure}`));
      }
    }
    printTable(
      [
        'route',
        'perf',
        'LCP ms',
        'floor LCP',
        'LCP/floor (spread)',
        'TBT ms (spread)',
        'floor TBT',
        'worst CLS',
        'CPU after paint ms (spread)',
        'elements',
        'HTML KB raw / gzip',
        'a11y/best/seo',
        'benchmark',
      ],
      rows,
    );
  }
  console.log(
    `\nMedians of ${pairCount} pairs. LCP/floor: the median of the per-pair ratios. Work after paint:` +
      ' main-thread CPU time in top-level tasks from the first paint on, measured (not simulated).',
  );
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

/** The first input on each control, this build (and --against's) measured in one run. */
async function interactions() {
  const against = option('against');
  const problems = await auditInteractions({
    builds: [
      ...(against ? [{ name: 'against', dist: resolve(against) }] : []),
      { name: 'this build', dist: distDir },
    ],
    loads: Math.max(1, Number(option('loads') ?? 5)),
    cpu: option('cpu') === undefined ? undefined : Math.max(1, Number(option('cpu'))),
    only: option('only'),
    print: printTable,
  });
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  }
}

/** The blog needs the Functions and Firestore emulators behind Hosting: use or start a stack. */
const stackOrigin = emulatorUrl('hosting');
let stack: Stack | undefined;
const lighthouse = !args.includes('--interactions');
if (
  lighthouse &&
  routes.some(isServerRendered) &&
  (await isPortFree(Number(new URL(stackOrigin).port)))
) {
  console.log('Starting a local stack for the blog routes (no running `npm start` found)...');
  stack = await startStack({
    hosting: true,
    persist: false,
    rounds: true,
    logFile: join(logsDir, 'emulators-audit.log'),
    log: () => undefined,
  });
}

const chrome = lighthouse
  ? await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', ...chromiumArgs],
    })
  : undefined;
const servers: ServedBuild[] = [];
try {
  if (!lighthouse) await interactions();
  else if (args.includes('--paired')) await paired();
  else await single();
} finally {
  await chrome?.kill();
  servers.forEach((server) => server.close());
  await stack?.stop();
}
