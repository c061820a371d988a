/**
 * Abuse probe of the view counter, against a running local stack (npm start):
 *   npx tsx scripts/load/abuse/views.ts [--calls 5000] [--concurrency 8]
 * Calls countPostView the way a script would, through the real web SDK (firebase/functions
 * against the Functions emulator) from one client, on a published post of its own, and
 * reports how much the post's views rose (its shards beside it, postStats/{id}/viewShards,
 * summed). The server counts a visitor (a client address)
 * once per post per day, so however many calls, it must rise by exactly 1.
 *
 * The function asks for no App Check token (the page loader calls it without the SDK), so
 * this is what a script meets in production too: one view a day per address.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { POST_STATS, VIEW_SHARDS } from '@altum/domain';
import {
  AggregateField,
  getFirestore,
  Timestamp,
  type DocumentReference,
} from 'firebase-admin/firestore';
import { emulatorAddresses, PROJECT_ID } from '../../lib/ports';
import { emulatorAdminApp } from '../../seed/admin';

export interface ViewsAbuseResult {
  calls: number;
  /** Calls the server answered { counted: true }. */
  counted: number;
  /** Calls it answered { counted: false }: the visitor was counted today already. */
  notCounted: number;
  /** Calls that failed, by error code. */
  failed: Record<string, number>;
  /** How much the post's views rose. */
  rose: number;
  seconds: number;
}

/** A published post of the probe's own, so no earlier view of the day answers for it. */
async function probePost() {
  const db = getFirestore(emulatorAdminApp());
  const ref = db.collection('posts').doc(`abuse-views-${Date.now().toString(36)}`);
  const now = Timestamp.now();
  await ref.set({
    title: 'Abuse probe',
    slug: ref.id,
    excerpt: 'A post for the view counter abuse probe.',
    content: 'Text.',
    featuredImageUrl: null,
    categoryId: null,
    categoryName: null,
    categorySlug: null,
    tagIds: [],
    status: 'published',
    publishDate: now,
    createdAt: now,
    updatedAt: now,
    readingTime: 1,
    seoTitle: null,
    seoDescription: null,
    seoKeywords: [],
    authorId: 'abuse-probe',
    authorName: 'Abuse Probe',
    viewCount: 0,
  });
  return ref;
}

const shardsOf = (post: DocumentReference) =>
  post.firestore.collection(`${POST_STATS}/${post.id}/${VIEW_SHARDS}`);

/** The post's views counted in its shards. */
const shardViews = async (post: DocumentReference) =>
  (
    await shardsOf(post)
      .aggregate({ views: AggregateField.sum('views') })
      .get()
  ).data().views;

/** Makes `calls` countPostView calls from one client, `concurrency` at a time. */
export async function abuseViews({
  calls = 5000,
  concurrency = 8,
} = {}): Promise<ViewsAbuseResult> {
  const post = await probePost();
  const before = await shardViews(post);
  const functionsAddress = emulatorAddresses()['functions'];
  if (!functionsAddress) throw new Error('firebase.json has no functions emulator');

  // The browser SDK, configured as the local site configures it (web/src/lib/firebase/app.ts).
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: 'demo-app' },
    `abuse-views-${Date.now()}`,
  );
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, functionsAddress.host, functionsAddress.port);
  const count = httpsCallable<{ postId: string }, { counted: boolean }>(functions, 'countPostView');

  const result: ViewsAbuseResult = {
    calls,
    counted: 0,
    notCounted: 0,
    failed: {},
    rose: 0,
    seconds: 0,
  };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < calls) {
      next += 1;
      try {
        const { data } = await count({ postId: post.id });
        if (data.counted) result.counted += 1;
        else result.notCounted += 1;
      } catch (error) {
        const code = (error as { code?: string }).code ?? String(error);
        result.failed[code] = (result.failed[code] ?? 0) + 1;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, calls) }, worker));
  } finally {
    await deleteApp(app);
  }
  result.seconds = (performance.now() - started) / 1000;
  result.rose = (await shardViews(post)) - before;
  const shards = await shardsOf(post).listDocuments();
  await Promise.all([post, ...shards].map((ref) => ref.delete()));
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { calls: { type: 'string' }, concurrency: { type: 'string' } },
  });
  const result = await abuseViews({
    calls: Number(values.calls ?? 5000),
    concurrency: Number(values.concurrency ?? 8),
  });
  console.log(
    `countPostView: ${result.calls} calls from one client in ${result.seconds.toFixed(1)} s: ` +
      `${result.counted} counted, ${result.notCounted} not counted, ` +
      `${Object.values(result.failed).reduce((sum, n) => sum + n, 0)} failed ` +
      `${JSON.stringify(result.failed)}; views rose by ${result.rose}.`,
  );
  const ok = result.rose === 1 && result.counted === 1;
  console.log(ok ? 'OK: the count rose by exactly 1.' : 'FAIL: the count must rise by exactly 1.');
  process.exit(ok ? 0 : 1);
}
