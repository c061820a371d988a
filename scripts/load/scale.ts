/**
 * `npm run bench:scale`: what the staff inbox, the public blog and the idle rounds cost as the
 * data grows, measured on a local stack on the build (VITE_FIREBASE_MODE=local npm run build):
 *   npm run bench:scale                          # 2,000 leads + 200 posts, then 20,000 + 2,000
 *   npm run bench:scale -- --leads 5000 --posts 500
 *   npm run bench:scale -- --reuse               # on the stack `npm start` runs
 * Options: --bound <s> (one inbox open, default 180), --opens <n> (cold opens, default 3).
 * A benchmark, not a test: it prints figures beside their targets, and exits 1 when one is
 * missed (or could not be measured).
 *
 * The seed: leads `scale-lead-NNNNNN` and published posts `scale-post-NNNNN` (with their
 * postSummaries and slug reservations, in the seed's categories), written in plain batches of
 * 500, four commits in flight, while the Functions emulator's triggers are paused (their events
 * would be a backlog of thousands), then resumed; it prints its rate in writes a second. Ids
 * are fixed, so the larger size adds to the smaller one's seed and a second run writes nothing
 * new. Leads carry what the inbox filters on (status, ownerId, quietSpam, contactKeys) as the
 * server writes them, arrive over the last year, in a mix of statuses, owners and follow-ups
 * (some due, already alerted as the round would have done), the newest two days old: nothing
 * is due for a round, as on a quiet day. With the triggers paused, the posts' page starts
 * (blogPaging) are then built as buildBlogPaging builds them after a publish: its
 * pagingScopesOf for each post, buildPaging once per list (all posts, each category).
 *
 * How each figure is counted:
 *   - Inbox open: /admin/leads opened in a fresh Chromium context (empty HTTP and Firestore
 *     caches, no service worker) signed in as the seed admin (the E2E sign-in through the
 *     Auth emulator), at CPU x4 (CDP Emulation.setCPUThrottlingRate). Every response from
 *     the Firestore emulator is taken from CDP (Network.streamResourceContent for the Listen
 *     WebChannel's long-lived responses, Network.getResponseBody for the rest) and billed by
 *     scripts/load/firestoreBilling.ts: one read per document a listener or query returns,
 *     one for a query that returns none, one per document a batchGet asks for, one per 1,000
 *     index entries an aggregation counts; bytes are the response bodies as received. The
 *     figure is taken when the first lead card is shown and the status filters show their
 *     counts (the counts' aggregations printed apart too); "settled" is the same 3 s later
 *     (what the open's listeners and late queries add). The time is from navigation to the
 *     first lead card, the median of the cold opens.
 *     An open that does not finish within --bound is reported as "> bound" with the reads
 *     counted until then.
 *   - Page index build: the reads of that build of every list's page starts, apart: a list's
 *     build reads the whole list (one field each), once per publish, never per view; it grows
 *     with the posts by design.
 *   - /blog, /blog?page=2 and a post: the renderBlog function's answer (functions/src/blog/
 *     renderBlog.ts `answer`, with the build's server bundle from functions/lib/web), run in
 *     this process against the emulator with fresh caches (a new RecentResponses and
 *     RecentPageData: nothing this instance rendered lately), as on a CDN miss at a new
 *     instance; its reads counted by the Admin SDK wrapper scripts/load/readCounter.ts. A
 *     post view adds the view counter (countPostView): its reads, and its writes (the
 *     WriteResults of its commit).
 *   - Idle: each scheduled round's code (the functions the schedules call) run in this
 *     process with the read counter, once to warm up, then at each of its runs in the next
 *     hour of a clock moved forward (every-minute rounds 60 times: some rounds look at a
 *     thing only every 5th or 15th minute), runs per hour read from the schedule in the
 *     function's definition. Sends and pushes are refused: nothing is due, so none may happen.
 */
import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as domain from '@altum/domain';
import { getAuth } from 'firebase-admin/auth';
import {
  FieldPath,
  getFirestore,
  Timestamp,
  WriteBatch,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { sweepLeadAlerts, retryLeadAlerts } from '../../functions/src/alerts/retryLeadAlerts';
import { buildPaging } from '../../functions/src/blog/blogData';
import { pagingScopesOf } from '../../functions/src/blog/buildBlogPaging';
import { countPostView } from '../../functions/src/blog/countPostView';
import {
  answer,
  loadSite,
  RecentPageData,
  RecentResponses,
} from '../../functions/src/blog/renderBlog';
import {
  publishDuePosts,
  publishScheduledPosts,
} from '../../functions/src/blog/publishScheduledPosts';
import {
  inspectionRound,
  sweepInspections,
} from '../../functions/src/inspections/sweepInspections';
import { leadEmailRound, retryLeadEmails } from '../../functions/src/leads/retryLeadEmails';
import { signInAs, SEED_ADMIN } from '../../tests/e2e/support/staffAuth';
import { chromiumArgs, chromiumPath } from '../lib/chromium';
import { logsDir, repoRoot } from '../lib/paths';
import { emulatorUrl, isPortFree, PROJECT_ID } from '../lib/ports';
import { startStack, type Stack } from '../lib/stack';
import { toggleTriggers } from '../lib/triggers';
import { emulatorAdminApp } from '../seed/admin';
import { seedArticles } from '../seed/blog/articles';
import { seedPostDocument } from '../seed/blog/seedBlog';
import { seedStaff } from '../seed/staff';
import { FirestoreTally, firestoreCall, type Bill } from './firestoreBilling';
import { inBatches } from './inBatches';
import { countFirestoreReads } from './readCounter';

const { values } = parseArgs({
  options: {
    leads: { type: 'string' },
    posts: { type: 'string' },
    reuse: { type: 'boolean', default: false },
    bound: { type: 'string', default: '180' },
    opens: { type: 'string', default: '3' },
  },
});
if ((values.leads === undefined) !== (values.posts === undefined))
  throw new Error('Give --leads and --posts together, or neither (both default sizes).');
const sizes =
  values.leads !== undefined
    ? [{ leads: Number(values.leads), posts: Number(values.posts) }]
    : [
        { leads: 2000, posts: 200 },
        { leads: 20_000, posts: 2000 },
      ];
const BOUND_MS = Number(values.bound) * 1000;
const OPENS = Number(values.opens);
const CPU_SLOWDOWN = 4;

const TARGETS = { inboxReads: 200, inboxBytes: 1024 * 1024, blogReads: 60, idleReads: 1000 };

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const BUCKET = `${PROJECT_ID}.appspot.com`;

/* ------------------------------------------------------------------ seed */

/** A fixed pseudo-random number in [0, 1) for lead i and a purpose (the seed is the same each run). */
function unit(i: number, salt: number): number {
  let x = (i + 1) * 2654435761 + salt * 40503;
  x = Math.imul(x ^ (x >>> 15), 2246822519);
  x = Math.imul(x ^ (x >>> 13), 3266489917);
  return ((x ^ (x >>> 16)) >>> 0) / 4294967296;
}

const leadId = (i: number) => `scale-lead-${String(i).padStart(6, '0')}`;
const postId = (i: number) => `scale-post-${String(i).padStart(5, '0')}`;

/** Lead i as the server holds it once it arrived and staff worked it. */
function leadDocument(i: number, now: number) {
  // Over the last year, the newest two days old: no escalation, flood or retry is due.
  const createdAt = now - 2 * DAY - Math.floor(unit(i, 1) * 363 * DAY);
  const roll = unit(i, 2);
  const status = roll < 0.12 ? 'new' : roll < 0.55 ? 'contacted' : roll < 0.7 ? 'won' : 'lost';
  const spam = i % 40 === 7;
  const ownerRoll = unit(i, 3);
  const owner =
    status === 'new' && ownerRoll < 0.7
      ? null
      : ownerRoll < 0.4
        ? seedStaff[0]
        : ownerRoll < 0.7
          ? seedStaff[1]
          : null;
  const phone = `(713) 55${i % 10}-${String(i % 10_000).padStart(4, '0')}`;
  const email = `scale-${i}@example.com`;
  // A fifth of those contacted have a follow-up: half due (the oldest long due), half ahead.
  const followUp =
    status === 'contacted' && i % 5 === 0
      ? i % 10 === 0
        ? now - Math.floor(unit(i, 4) * 30 * DAY) - 3 * DAY
        : now + Math.floor(unit(i, 4) * 30 * DAY) + DAY
      : null;
  const sentAt = Timestamp.fromMillis(createdAt + 2000);
  return {
    ...domain.toLeadPayload({
      name: `Scale Lead ${i}`,
      phone,
      email,
      address: `${i} Scale St, Houston, TX 77002`,
      service: domain.SERVICE_VALUES[i % domain.SERVICE_VALUES.length] ?? 'general-inspection',
      timeline: domain.TIMELINE_VALUES[i % domain.TIMELINE_VALUES.length] ?? 'asap',
      details: i % 3 === 0 ? 'Shingles missing on the north side after the last storm.' : '',
    }),
    createdAt: Timestamp.fromMillis(createdAt),
    status,
    ownerId: owner?.uid ?? null,
    ...(owner ? { ownerName: owner.fullName } : {}),
    quietSpam: spam,
    ...(spam ? { suspectedSpam: 'honeypot' } : {}),
    contactKeys: domain.leadContactKeys({ phone, email }),
    ...(status !== 'new'
      ? {
          firstContactAt: Timestamp.fromMillis(createdAt + Math.floor(unit(i, 5) * 120) * MINUTE),
          firstContactBy: owner?.uid ?? seedStaff[0]?.uid ?? 'seed-admin',
        }
      : {}),
    ...(followUp !== null
      ? {
          followUpAt: Timestamp.fromMillis(followUp),
          // The follow-up round has pushed a due one already, as it would have.
          ...(followUp < now ? { followUpAlertedAt: Timestamp.fromMillis(followUp) } : {}),
        }
      : {}),
    delivery: {
      status: 'sent',
      eventId: `scale-${i}`,
      leaseUntil: sentAt,
      notification: 'sent',
      confirmation: 'sent',
      attempts: 1,
      confirmationCounted: true,
      firstAttemptAt: sentAt,
      at: sentAt,
    },
  };
}

const publishedArticles = seedArticles.filter((article) => article.status === 'published');

/** Post i: a seed article's text under its own title and slug, published on its own day. */
function postDocument(i: number, now: number) {
  const article = publishedArticles[i % publishedArticles.length];
  if (!article) throw new Error('The seed has no published article');
  const slug = `scale-post-${i}`;
  const publishDate = new Date(now - 2 * DAY - Math.floor(unit(i, 6) * 3 * 365 * DAY));
  const post = seedPostDocument(
    {
      ...article,
      slug,
      title: `${article.title} (${i})`,
      status: 'published',
      publishDate: publishDate.toISOString(),
      image: undefined,
    },
    new Map(),
    Math.floor(unit(i, 7) * 500),
  );
  return { slug, post };
}

/** Commits in flight at once while seeding: the emulator applies them side by side. */
const SEED_COMMITS_IN_FLIGHT = 4;

/** Writes what is missing of leads [0, leads) and posts [0, posts), triggers paused. */
async function seedScale(db: Firestore, size: { leads: number; posts: number }) {
  const now = Date.now();
  const present = async (collection: string, prefix: string) =>
    (
      await db
        .collection(collection)
        .where(FieldPath.documentId(), '>=', prefix)
        .where(FieldPath.documentId(), '<', `${prefix}~`)
        .count()
        .get()
    ).data().count;
  const leadsFrom = await present('contacts', 'scale-lead-');
  const postsFrom = await present('posts', 'scale-post-');
  // The summaries are written only where the code has them (the list before summaries had none).
  const summaryOf = (domain as Partial<{ postSummaryOf: (post: object) => object }>).postSummaryOf;
  function* leadWrites(): Generator<{ path: string; data: DocumentData }> {
    for (let i = leadsFrom; i < size.leads; i++)
      yield { path: `contacts/${leadId(i)}`, data: leadDocument(i, now) };
  }
  function* postWrites(): Generator<{ path: string; data: DocumentData }> {
    for (let i = postsFrom; i < size.posts; i++) {
      const { slug, post } = postDocument(i, now);
      yield { path: `posts/${postId(i)}`, data: post };
      if (summaryOf)
        yield {
          path: `postSummaries/${postId(i)}`,
          data: summaryOf({ ...post, scheduledAt: null }),
        };
      yield { path: `postSlugs/${slug}`, data: { postId: postId(i) } };
    }
  }
  /** Commits the writes and says how fast: "N writes in S s (R writes/s)". */
  const write = async (writes: Iterable<{ path: string; data: DocumentData }>) => {
    const started = Date.now();
    // Plain batches of 500, a few commits at once: the BulkWriter's batches of 20 wrote about
    // 8 a second here.
    const { items } = await inBatches(
      writes,
      async (batch) => {
        const commit = db.batch();
        for (const { path, data } of batch) commit.set(db.doc(path), data);
        await commit.commit();
      },
      { size: 500, inFlight: SEED_COMMITS_IN_FLIGHT },
    );
    const seconds = (Date.now() - started) / 1000;
    return `${items} writes in ${seconds.toFixed(1)} s (${items > 0 ? (items / seconds).toFixed(0) : '-'} writes/s)`;
  };
  await toggleTriggers('disable');
  let leads: string;
  let posts: string;
  try {
    leads = await write(leadWrites());
    posts = await write(postWrites());
  } finally {
    await toggleTriggers('enable');
  }
  console.log(
    `Seeded ${Math.max(0, size.leads - leadsFrom)} leads: ${leads}; ` +
      `${Math.max(0, size.posts - postsFrom)} posts with their summaries and slugs: ${posts}; ` +
      `batches of 500, ${SEED_COMMITS_IN_FLIGHT} commits at once.`,
  );
}

/* ------------------------------------------------------------------ inbox open */

interface InboxOpen {
  /** Billed when the first card and the counts were shown (or when the bound ran out). */
  ready: Bill & { bytes: number };
  settled: (Bill & { bytes: number }) | null;
  /** Navigation to the first lead card, ms; null when it did not show within the bound. */
  firstCardMs: number | null;
}

/** Collects the body of every Firestore response the page receives, as it arrives. */
function recordFirestore(cdp: CDPSession) {
  const firestore = emulatorUrl('firestore');
  const requests = new Map<
    string,
    { url: string; buffered: Buffer; chunks: Buffer[]; streaming?: Promise<boolean>; done: boolean }
  >();
  const pending: Promise<unknown>[] = [];
  // Kept as bytes until read: a chunk may end inside a character.
  const decode = (base64: string) => Buffer.from(base64, 'base64');
  cdp.on('Network.responseReceived', (event) => {
    if (!event.response.url.startsWith(firestore)) return;
    const entry = {
      url: event.response.url,
      buffered: Buffer.alloc(0),
      chunks: [] as Buffer[],
      streaming: undefined as Promise<boolean> | undefined,
      done: false,
    };
    requests.set(event.requestId, entry);
    // The Listen channel's responses stay open for minutes: stream them as they come.
    entry.streaming = cdp
      .send('Network.streamResourceContent', { requestId: event.requestId })
      .then(
        (result) => {
          entry.buffered = decode(result.bufferedData);
          return true;
        },
        () => false,
      );
    pending.push(entry.streaming);
  });
  cdp.on('Network.dataReceived', (event) => {
    const entry = requests.get(event.requestId);
    if (entry && event.data) entry.chunks.push(decode(event.data));
  });
  cdp.on('Network.loadingFinished', (event) => {
    const entry = requests.get(event.requestId);
    if (!entry) return;
    const finish = (async () => {
      if (!(await entry.streaming)) {
        // Finished before it could be streamed: its whole body is kept by the browser.
        const body = await cdp
          .send('Network.getResponseBody', { requestId: event.requestId })
          .catch(() => null);
        if (body) {
          entry.buffered = body.base64Encoded ? decode(body.body) : Buffer.from(body.body);
          entry.chunks = [];
        }
      }
      entry.done = true;
    })();
    pending.push(finish);
  });
  return {
    /** The bill of everything received so far. */
    async bill(): Promise<Bill & { bytes: number }> {
      await Promise.all(pending);
      const tally = new FirestoreTally();
      for (const entry of requests.values())
        tally.response(
          firestoreCall(entry.url),
          Buffer.concat([entry.buffered, ...entry.chunks]).toString('utf8'),
          {
            partial: !entry.done,
          },
        );
      return { ...tally.total(), bytes: tally.bytes };
    },
  };
}

async function openInbox(browser: Browser, origin: string): Promise<InboxOpen> {
  const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    // The session goes where the Auth SDK keeps it, from a page that runs no Firebase code.
    await signInAs(page, SEED_ADMIN);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const firestore = recordFirestore(cdp);
    const started = Date.now();
    const left = () => Math.max(1, BOUND_MS - (Date.now() - started));
    let firstCardMs: number | null = null;
    try {
      await page.goto('/admin/leads', { timeout: left(), waitUntil: 'commit' });
      await page
        .locator('[data-testid="lead-card"]')
        .first()
        .waitFor({ state: 'visible', timeout: left() });
      firstCardMs = Date.now() - started;
      await page.waitForFunction(
        () =>
          /\d/.test(
            document.querySelector('[aria-label="Filter leads by status"] a')?.textContent ?? '',
          ),
        undefined,
        { timeout: left(), polling: 100 },
      );
    } catch (error) {
      if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
      return { ready: await firestore.bill(), settled: null, firstCardMs: null };
    }
    const ready = await firestore.bill();
    await page.waitForTimeout(3000);
    return { ready, settled: await firestore.bill(), firstCardMs };
  } finally {
    await context.close();
  }
}

/* ------------------------------------------------------------------ blog and idle */

/** Writes committed through a batch (the view counter's), while counting. */
let writes = 0;
const commit = WriteBatch.prototype.commit;
WriteBatch.prototype.commit = async function (this: WriteBatch) {
  const results = await commit.call(this);
  writes += results.length;
  return results;
} as typeof commit;

/**
 * Builds the page starts (blogPaging/{scope}) of every list the scale posts are on, as
 * buildBlogPaging would have after each publish had the seed's triggers run: the scopes its
 * pagingScopesOf gives for a post published, each built once by its buildPaging. Counted: a
 * list's build reads the whole list, once per publish, not per view.
 */
async function buildPageStarts(db: Firestore, size: { posts: number }) {
  const now = Date.now();
  const scopes = new Set<string>();
  for (let i = 0; i < size.posts; i++)
    for (const scope of pagingScopesOf(undefined, postDocument(i, now).post)) scopes.add(scope);
  const counter = countFirestoreReads();
  const reads: Record<string, number> = {};
  for (const scope of scopes) {
    counter.reset();
    await buildPaging(db, scope);
    reads[scope] = counter.reads;
  }
  return reads;
}

/** The site's server bundle, as the renderBlog function loads it (from the functions build). */
const blogSite = () => loadSite(pathToFileURL(join(repoRoot, 'functions', 'lib', 'web') + '/'));

/**
 * The reads of one renderBlog answer for `address`, with fresh caches: neither this instance's
 * recent responses nor its recent page data hold the page, as on a CDN miss at a new instance.
 */
async function renderReads(db: Firestore, address: string) {
  const counter = countFirestoreReads();
  const response = await answer(
    db,
    await blogSite(),
    new URL(address, 'http://localhost'),
    new RecentResponses(),
    new RecentPageData(),
  );
  if (response.status !== 200) throw new Error(`${address} answered ${response.status}`);
  return counter.reads;
}

async function blogFigures(db: Firestore, size: { posts: number }) {
  const pageIndex = await buildPageStarts(db, size);
  const blog = await renderReads(db, '/blog');
  const blogPage2 = await renderReads(db, '/blog?page=2');
  // The newest scale post is the one a reader is likeliest to open; any reads the same.
  const slug = `scale-post-${Math.max(0, size.posts - 1)}`;
  const post = (await db.doc(`postSlugs/${slug}`).get()).get('postId') as string;
  const postRender = await renderReads(db, `/blog/${slug}`);
  const counter = countFirestoreReads();
  writes = 0;
  await countPostView(
    db,
    { postId: post },
    // A visitor of its own each run, so the view is counted, not refused as a repeat.
    { ip: `203.0.113.${Date.now() % 250}`, salt: 'scale-benchmark', now: new Date() },
  );
  return { pageIndex, blog, blogPage2, postRender, viewReads: counter.reads, viewWrites: writes };
}

/** Runs an hour, from a schedule such as 'every 5 minutes'. */
function runsPerHour(scheduled: unknown): number {
  const schedule = (scheduled as { __endpoint?: { scheduleTrigger?: { schedule?: unknown } } })
    .__endpoint?.scheduleTrigger?.schedule;
  const match = typeof schedule === 'string' ? /^every (\d+) minutes?$/.exec(schedule) : null;
  if (!match) throw new Error(`Cannot read the schedule ${String(schedule)}`);
  return 60 / Number(match[1]);
}

const refuse = () => Promise.reject(new Error('Sent while idle'));
const addresses = {
  inbox: 'office@altum-roofing.test',
  from: 'leads@altum-roofing.test',
  site: 'https://altumroofing.com',
};

async function idleRounds(db: Firestore) {
  // The storage rounds' modules define storage triggers, which need the bucket from the
  // environment when loaded (as a deployed function has it).
  process.env['FIREBASE_CONFIG'] ??= JSON.stringify({
    projectId: PROJECT_ID,
    storageBucket: BUCKET,
  });
  const [{ adminBucket }, images, { adminPhotoBucket }, photos] = await Promise.all([
    import('../../functions/src/images/makeImageVariants'),
    import('../../functions/src/images/retryImageVariants'),
    import('../../functions/src/leadPhotos/photoBucket'),
    import('../../functions/src/leadPhotos/retryLeadPhotos'),
  ]);
  const alerts = (now: number) => ({ db, send: refuse, topicKey: 'idle', now: () => now });
  return [
    {
      name: 'publishScheduledPosts',
      definition: publishScheduledPosts,
      run: (now: number) => publishDuePosts(db, now),
    },
    {
      name: 'retryLeadEmails',
      definition: retryLeadEmails,
      run: (now: number) => leadEmailRound({ db, send: refuse, addresses, now: () => now }),
    },
    {
      name: 'retryLeadAlerts',
      definition: retryLeadAlerts,
      run: (now: number) => sweepLeadAlerts(alerts(now)),
    },
    {
      name: 'sweepInspections',
      definition: sweepInspections,
      run: (now: number) =>
        inspectionRound({
          db,
          send: refuse,
          addresses,
          now: () => now,
          alerts: () => alerts(now),
        }),
    },
    {
      name: 'retryImageVariants',
      definition: images.retryImageVariants,
      run: (now: number) =>
        images.sweepImageVariants(
          {
            db,
            bucket: adminBucket(BUCKET),
            downloadBase: `${emulatorUrl('storage')}/v0/b/${BUCKET}/o`,
          },
          now,
        ),
    },
    {
      name: 'retryLeadPhotos',
      definition: photos.retryLeadPhotos,
      run: (now: number) => photos.sweepLeadPhotos({ db, bucket: adminPhotoBucket(BUCKET) }, now),
    },
  ];
}

async function idleFigures(db: Firestore) {
  const counter = countFirestoreReads();
  const start = Date.now();
  const rows: { name: string; perHour: number; runs: number; reads: number; error?: string }[] = [];
  for (const round of await idleRounds(db)) {
    const runs = runsPerHour(round.definition);
    try {
      // The warm-up: a round's first run may write its own state; not counted.
      await round.run(start);
      counter.reset();
      for (let run = 1; run <= runs; run++) await round.run(start + (run * 60 * MINUTE) / runs);
      rows.push({ name: round.name, perHour: counter.reads, runs, reads: counter.reads / runs });
    } catch (error) {
      rows.push({
        name: round.name,
        perHour: Number.NaN,
        runs,
        reads: Number.NaN,
        error: String(error),
      });
    }
  }
  return rows;
}

/* ------------------------------------------------------------------ report */

interface SizeResult {
  size: { leads: number; posts: number };
  opens: InboxOpen[];
  blog: Awaited<ReturnType<typeof blogFigures>>;
  idle: Awaited<ReturnType<typeof idleFigures>>;
}

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted.length ? (sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN) : Number.NaN;
};
const sum = (numbers: number[]) => numbers.reduce((total, n) => total + n, 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

interface Row {
  figure: string;
  target: string;
  /** Shown, per size. */
  shown: string[];
  /** Compared between sizes, and against the target. */
  values: number[];
  limit?: number;
}

function rowsOf(results: SizeResult[]): Row[] {
  const inbox = (pick: (open: InboxOpen) => number | null) =>
    results.map((result) => {
      const figures = result.opens.map(pick).filter((n): n is number => n !== null);
      return figures.length ? Math.max(...figures) : Number.NaN;
    });
  const bounded = (result: SizeResult, text: string) =>
    result.opens.some((open) => open.firstCardMs === null)
      ? `> bound (${Math.max(...result.opens.map((open) => open.ready.reads))} reads so far)`
      : text;
  const readyReads = inbox((open) => (open.firstCardMs === null ? null : open.ready.reads));
  const readyBytes = inbox((open) => (open.firstCardMs === null ? null : open.ready.bytes));
  const settledReads = inbox((open) => open.settled?.reads ?? null);
  const settledBytes = inbox((open) => open.settled?.bytes ?? null);
  const times = results.map((result) => {
    const ms = result.opens.map((open) => open.firstCardMs);
    return ms.some((n) => n === null) ? Number.NaN : median(ms as number[]);
  });
  const idleTotal = results.map((result) => result.idle.reduce((sum, row) => sum + row.perHour, 0));
  const rows: Row[] = [
    {
      figure: 'inbox open: reads (first page + counts)',
      target: `<= ${TARGETS.inboxReads}`,
      shown: results.map((r, i) => bounded(r, String(readyReads[i]))),
      values: readyReads,
      limit: TARGETS.inboxReads,
    },
    {
      figure: 'inbox open: of which filter counts (reads / entries counted)',
      target: '-',
      shown: results.map((r) =>
        bounded(
          r,
          `${Math.max(...r.opens.map((open) => open.ready.countReads))} / ${Math.max(...r.opens.map((open) => open.ready.counted))}`,
        ),
      ),
      values: results.map((r) => Math.max(...r.opens.map((open) => open.ready.countReads))),
    },
    {
      figure: 'inbox open: bytes of Firestore responses',
      target: '<= 1 MB',
      shown: results.map((r, i) => bounded(r, kb(readyBytes[i] ?? Number.NaN))),
      values: readyBytes,
      limit: TARGETS.inboxBytes,
    },
    {
      figure: 'inbox open, settled 3 s later: reads / bytes',
      target: '-',
      shown: results.map((r, i) => bounded(r, `${settledReads[i]} / ${kb(settledBytes[i] ?? 0)}`)),
      values: settledReads,
    },
    {
      figure: `inbox: first lead card, CPU x${CPU_SLOWDOWN}, median of ${OPENS} cold opens`,
      target: 'figure only',
      shown: results.map((r, i) => bounded(r, `${((times[i] ?? 0) / 1000).toFixed(2)} s`)),
      values: times,
    },
    {
      figure: 'blog page index build, once per publish: reads',
      target: '-',
      shown: results.map((r) => {
        const { [domain.ALL_POSTS_SCOPE]: all = 0, ...categories } = r.blog.pageIndex;
        const inCategories = Object.values(categories);
        return `${all + sum(inCategories)} (all posts ${all} + ${inCategories.length} categories ${sum(inCategories)})`;
      }),
      values: results.map((r) => sum(Object.values(r.blog.pageIndex))),
    },
    {
      figure: 'cold /blog render: reads',
      target: `<= ${TARGETS.blogReads}`,
      shown: results.map((r) => String(r.blog.blog)),
      values: results.map((r) => r.blog.blog),
      limit: TARGETS.blogReads,
    },
    {
      figure: 'cold /blog?page=2 render: reads',
      target: `<= ${TARGETS.blogReads}`,
      shown: results.map((r) => String(r.blog.blogPage2)),
      values: results.map((r) => r.blog.blogPage2),
      limit: TARGETS.blogReads,
    },
    {
      figure: 'post view: render reads',
      target: '-',
      shown: results.map((r) => String(r.blog.postRender)),
      values: results.map((r) => r.blog.postRender),
    },
    {
      figure: 'post view: view counter reads + writes',
      target: '-',
      shown: results.map((r) => `${r.blog.viewReads} + ${r.blog.viewWrites}`),
      values: results.map((r) => r.blog.viewReads + r.blog.viewWrites),
    },
    ...(results[0]?.idle ?? []).map((round, index) => ({
      figure: `idle: ${round.name} (${round.runs} runs/h), reads/h`,
      target: '-',
      shown: results.map((r) => {
        const row = r.idle[index];
        return row?.error ? `failed: ${row.error.slice(0, 60)}` : String(row?.perHour);
      }),
      values: results.map((r) => r.idle[index]?.perHour ?? Number.NaN),
    })),
    {
      figure: 'idle: all rounds, reads/h',
      target: `<= ${TARGETS.idleReads}`,
      shown: idleTotal.map((n) => (Number.isNaN(n) ? 'a round failed' : String(n))),
      values: idleTotal,
      limit: TARGETS.idleReads,
    },
  ];
  return rows;
}

function printTable(results: SizeResult[]): boolean {
  const rows = rowsOf(results);
  const sizeNames = results.map((r) => `${r.size.leads} leads, ${r.size.posts} posts`);
  const header = ['figure', 'target', ...sizeNames, ...(results.length > 1 ? ['grew'] : []), 'ok'];
  let ok = true;
  const lines = rows.map((row) => {
    const missed =
      row.limit !== undefined && row.values.some((value) => !(value <= (row.limit ?? 0)));
    if (missed) ok = false;
    const [first, last] = [row.values[0], row.values.at(-1)];
    const grew =
      first === undefined || last === undefined || Number.isNaN(first) || Number.isNaN(last)
        ? '?'
        : last > first
          ? `yes (+${Number.isInteger(last - first) ? last - first : (last - first).toFixed(0)})`
          : 'no';
    return [
      row.figure,
      row.target,
      ...row.shown,
      ...(results.length > 1 ? [grew] : []),
      row.limit === undefined ? '' : missed ? 'MISSED' : 'ok',
    ];
  });
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  lines.forEach((line) => console.log(format(line)));
  return ok;
}

/* ------------------------------------------------------------------ run */

const origin = emulatorUrl('hosting');
let stack: Stack | undefined;
if (!values.reuse) {
  if (!(await isPortFree(Number(new URL(origin).port))))
    throw new Error('A stack is running: stop it, or pass --reuse to measure on it.');
  if (!existsSync(join(repoRoot, 'functions', 'lib', 'web', 'entry-server.js')))
    throw new Error('No build: run `VITE_FIREBASE_MODE=local npm run build` first.');
  console.log('Starting a local stack on the build...');
  stack = await startStack({
    hosting: true,
    persist: false,
    // The idle figures run each round in-process; a background round would also compete with
    // the seed's writes for the emulator.
    rounds: false,
    logFile: join(logsDir, 'emulators-scale.log'),
    log: () => undefined,
  });
}
// Stopped from outside (Ctrl-C, a time limit): the stack started here goes too, not left behind.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`Stopped by ${signal}.`);
    void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(1));
  });
let ok = true;
try {
  const app = emulatorAdminApp();
  const db = getFirestore(app);
  await getAuth(app).getUser(seedStaff[0]?.uid ?? 'seed-admin');
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  const results: SizeResult[] = [];
  try {
    for (const size of sizes) {
      console.log(`\n== ${size.leads} leads, ${size.posts} posts`);
      await seedScale(db, size);
      const opens: InboxOpen[] = [];
      for (let open = 0; open < OPENS; open++) {
        const result = await openInbox(browser, origin);
        opens.push(result);
        console.log(
          `inbox open ${open + 1}: ${result.firstCardMs === null ? '> bound' : `${result.firstCardMs} ms`}, ${result.ready.reads} reads, ${kb(result.ready.bytes)}`,
        );
        // An open that ran out of time would only do so again.
        if (result.firstCardMs === null) break;
      }
      const blog = await blogFigures(db, size);
      const idle = await idleFigures(db);
      const result = { size, opens, blog, idle };
      results.push(result);
      ok = printTable([result]) && ok;
    }
  } finally {
    await browser.close();
  }
  if (results.length > 1) {
    console.log('\n== Side by side');
    printTable(results);
  }
  console.log(
    '\nInbox reads are billed from the responses Chromium received (documents, empty queries,' +
      ' 1 per 1,000 entries counted); /blog, post and idle reads from the Admin SDK in this' +
      ' process. Targets: inbox <= 200 reads and <= 1 MB, /blog <= 60 reads, idle <= 1,000' +
      ' reads an hour.',
  );
} catch (error) {
  console.error(error);
  ok = false;
} finally {
  await stack?.stop();
}
process.exit(ok ? 0 : 1);
