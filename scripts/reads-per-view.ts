/**
 * `npm run reads-per-view`: Firestore document reads per page view of the blog, measured on
 * the local stack (the one `npm start` runs, or a fresh one this script starts on a build).
 *
 * How it counts, and why that is honest:
 *   - Server: /blog, a post and a category page are rendered by the renderBlog function from
 *     reads made by functions/src/blog/blogData.ts. This script runs that same code against
 *     the emulator, with the Admin SDK's Query.get, DocumentReference.get and getAll wrapped
 *     to count what Firestore bills: one read per document returned, and one for a query that
 *     returns none. That is the cost of a render, i.e. of a view the CDN does not answer.
 *   - Browser: each page is opened in a fresh Chromium context through Hosting (the real
 *     rewrite to the function), and every request to Firestore is recorded until the page
 *     is interactive and idle. The app hydrates from the page's data, which it fetches from
 *     the function (/blog/_data/..., answered from what the render read: no read), so the
 *     expected figure is 0 requests: any request would be extra reads on top of the render.
 *     The data requests are printed apart (expected: 1 per page).
 *   - The view counter (a post page) is a function call with one get of the post and one
 *     batch (the visitor's marker and a view shard beside the post; the post is not written);
 *     it is printed apart, since it is not a read the page shows.
 * With the CDN in front (s-maxage=300), a page costs its server reads once per five minutes
 * per CDN location, however many people read it in that time.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  Firestore,
  Query,
  getFirestore,
  type DocumentSnapshot,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { chromium } from 'playwright-core';
import { blogPageData } from '../functions/src/blog/blogData';
import { blogKeys } from '../web/src/features/blog/keys';
import { chromiumArgs, chromiumPath } from './lib/chromium';
import { logsDir, repoRoot } from './lib/paths';
import { emulatorUrl, isPortFree } from './lib/ports';
import { startStack, type Stack } from './lib/stack';
import { emulatorAdminApp } from './seed/admin';
import { seedArticles } from './seed/blog/articles';

const post = seedArticles.find((article) => article.status === 'published');
if (!post) throw new Error('The seed has no published post');
const pages = [
  { name: '/blog', path: '/blog' },
  { name: 'post page', path: `/blog/${post.slug}` },
  { name: 'category page', path: `/blog/category/${post.categorySlug}` },
];

/** Documents billed per call of the wrapped reads, while `counting` is on. */
let reads = 0;
function countReads() {
  const queryGet = Query.prototype.get;
  Query.prototype.get = async function (this: Query) {
    const snapshot = (await queryGet.call(this)) as QuerySnapshot;
    reads += Math.max(1, snapshot.size);
    return snapshot;
  } as typeof queryGet;
  // DocumentReference.get goes through Firestore.getAll (as scripts/load/readCounter.ts says):
  // wrapping both counted a page's starts (one get) twice.
  const getAll = Firestore.prototype.getAll;
  Firestore.prototype.getAll = async function (this: Firestore, ...refs: unknown[]) {
    const snapshots = await (getAll as (...args: unknown[]) => Promise<DocumentSnapshot[]>).apply(
      this,
      refs,
    );
    reads += snapshots.length;
    return snapshots;
  } as typeof getAll;
}

async function serverReads(path: string) {
  const db = getFirestore(emulatorAdminApp());
  // Once uncounted: a list's page starts (blogPaging) are built when the list changes, by
  // buildBlogPaging, not per view; on a fresh stack the first render builds them.
  await blogPageData(db, blogKeys, path);
  reads = 0;
  const entries = await blogPageData(db, blogKeys, path);
  // A page of a list counts its cards (and not the page itself).
  const shown = entries.reduce((total, [, data]) => {
    if (Array.isArray(data)) return total + data.length;
    const posts = (data as { posts?: unknown } | null)?.posts;
    return total + (Array.isArray(posts) ? posts.length : data ? 1 : 0);
  }, 0);
  return { reads, shown };
}

async function browserRequests(origin: string, path: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const firestore = emulatorUrl('firestore');
    const requests: string[] = [];
    let viewCalls = 0;
    let dataRequests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith(firestore)) requests.push(request.url());
      if (new URL(request.url()).pathname.startsWith('/blog/_data')) dataRequests++;
      // The POST only: the browser's CORS preflight (OPTIONS) reads nothing.
      if (request.url().includes('/countPostView') && request.method() === 'POST') viewCalls++;
    });
    const response = await page.goto(`${origin}${path}`);
    // The list and a category page start the app on a reader's first input (a post starts it
    // at once): a pointer that moves starts it, so whatever the app would query is seen.
    await page.mouse.move(2, 2);
    await page.mouse.move(1, 1);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 30_000 });
    // The view counter waits for an idle moment; give it (and any stray query) time.
    await page.waitForTimeout(4000);
    return { status: response?.status(), requests: requests.length, viewCalls, dataRequests };
  } finally {
    await browser.close();
  }
}

const origin = emulatorUrl('hosting');
let stack: Stack | undefined;
if (await isPortFree(Number(new URL(origin).port))) {
  if (!existsSync(join(repoRoot, 'functions', 'lib', 'web', 'entry-server.js'))) {
    throw new Error('No build: run `VITE_FIREBASE_MODE=local npm run build` first.');
  }
  console.log('Starting a local stack (no running `npm start` found)...');
  stack = await startStack({
    hosting: true,
    persist: false,
    rounds: true,
    logFile: join(logsDir, 'emulators-reads.log'),
    log: () => undefined,
  });
}
try {
  emulatorAdminApp();
  countReads();
  const rows: string[][] = [];
  for (const { name, path } of pages) {
    const server = await serverReads(path);
    const browser = await browserRequests(origin, path);
    if (browser.status !== 200) throw new Error(`${path} answered ${browser.status}`);
    rows.push([
      name,
      path,
      String(server.shown),
      String(server.reads),
      String(browser.requests),
      String(browser.dataRequests),
      name === 'post page' ? `${browser.viewCalls} call (1 read + 2 writes each)` : '-',
    ]);
  }
  const header = [
    'page',
    'path',
    'documents shown',
    'reads per render',
    'browser Firestore requests',
    'data requests',
    'view counter',
  ];
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((r) => r[i]?.length ?? 0)),
  );
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  rows.forEach((row) => console.log(line(row)));
  console.log(
    '\nreads per render: documents the renderBlog function reads for the page (one per document' +
      ' returned, one per empty query), paid once per CDN cache miss (s-maxage=300: at most once' +
      ' per five minutes per CDN location). Browser requests after the page arrives: the app' +
      " hydrates from the page's data, fetched from the function, which answers it from what" +
      ' the render read (no read).',
  );
} finally {
  await stack?.stop();
}
process.exit(0);
