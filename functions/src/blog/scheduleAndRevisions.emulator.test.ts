/**
 * The scheduled publisher and the revision history on the local stack: due posts are
 * published dated by their scheduled time, others left alone; the revision trigger records
 * a save, skips a view count, and trims an old history to 50 plus one a day.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishDuePosts, publishIfStillDue } from './publishScheduledPosts';
import { MAX_EVENT_AGE_MS } from '../eventAge';
import { handlePostWritten, trimRevisions } from './recordPostRevision';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'schedule-revisions-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

/** Ids no other test or earlier run used. */
const runId = Math.random().toString(36).slice(2, 8);

const post = (status: string, scheduledAt: Date | null, extra: Record<string, unknown> = {}) => ({
  title: 'Tuesday post',
  slug: `tuesday-${runId}`,
  excerpt: 'Short.',
  content: 'Body.',
  status,
  scheduledAt: scheduledAt ? Timestamp.fromDate(scheduledAt) : null,
  publishDate: null,
  createdAt: Timestamp.fromDate(new Date('2026-01-05T12:00:00Z')),
  updatedAt: Timestamp.now(),
  updatedBy: 'pen',
  authorName: 'Wendy Writer',
  categoryId: null,
  categoryName: null,
  viewCount: 0,
  ...extra,
});

/**
 * A trigger's first run can wait a while in the full suite: the rules files turn the stack's
 * triggers off and on (each time restarting every function worker), and earlier suites leave
 * events queued; after one such turn the Firestore emulator held every event back for 3
 * minutes, then sent them at once. Room enough for that, with no wall-clock claim about the
 * function itself.
 */
const waitFor = <T>(check: () => Promise<T | undefined>, timeoutMs = 290_000) =>
  eventually(check, { what: 'the functions', timeoutMs });

describe('publishDuePosts', () => {
  it('publishes a due post dated by its scheduled time, and leaves a future one', async () => {
    // Ahead of the real clock, so the stack's own publishing round (every few seconds)
    // leaves these posts to this round, run as if at `now`.
    const now = Date.now() + 2 * 3600_000;
    const dueAt = new Date(now - 60_000);
    const laterAt = new Date(now + 3600_000);
    await db.doc(`posts/due-${runId}`).set(post('scheduled', dueAt));
    await db.doc(`posts/later-${runId}`).set(post('scheduled', laterAt));

    const result = await publishDuePosts(db, now);
    expect(result.published).toContain(`due-${runId}`);
    expect(result.published).not.toContain(`later-${runId}`);

    const due = (await db.doc(`posts/due-${runId}`).get()).data();
    expect(due?.['status']).toBe('published');
    expect((due?.['publishDate'] as Timestamp).toMillis()).toBe(dueAt.getTime());
    expect(due?.['scheduledAt']).toBeNull();
    expect(due?.['updatedBy']).toBe('scheduled-publisher');
    // The admin list's summary follows the publish, in the same transaction.
    const summary = (await db.doc(`postSummaries/due-${runId}`).get()).data();
    expect(summary?.['status']).toBe('published');
    expect((summary?.['publishDate'] as Timestamp).toMillis()).toBe(dueAt.getTime());
    expect(summary?.['scheduledAt']).toBeNull();
    expect((summary?.['updatedAt'] as Timestamp).isEqual(due?.['updatedAt'] as Timestamp)).toBe(
      true,
    );
    expect(summary?.['title']).toBe('Tuesday post');
    expect(summary).not.toHaveProperty('content');
    const later = (await db.doc(`posts/later-${runId}`).get()).data();
    expect(later?.['status']).toBe('scheduled');
    expect(later?.['publishDate']).toBeNull();
  });

  it('keeps the first publish date of a post published before, scheduled again', async () => {
    const now = Date.now() + 2 * 3600_000;
    const first = Timestamp.fromDate(new Date('2026-03-01T12:00:00Z'));
    await db
      .doc(`posts/again-${runId}`)
      .set(post('scheduled', new Date(now - 60_000), { publishDate: first }));
    expect((await publishDuePosts(db, now)).published).toContain(`again-${runId}`);
    const again = (await db.doc(`posts/again-${runId}`).get()).data();
    expect(again?.['status']).toBe('published');
    expect((again?.['publishDate'] as Timestamp).isEqual(first)).toBe(true);
  });

  it('leaves a post unscheduled, moved or deleted since it was found due', async () => {
    const dueAt = Timestamp.fromMillis(Date.now() + 3600_000);
    for (const name of ['moved', 'unscheduled', 'deleted'])
      await db.doc(`posts/${name}-${runId}`).set(post('scheduled', dueAt.toDate()));
    // The writer's changes, made after a round found the posts due and before it publishes
    // (times ahead of the real clock: the stack's own rounds leave them alone).
    await db
      .doc(`posts/moved-${runId}`)
      .update({ scheduledAt: Timestamp.fromMillis(Date.now() + 7200_000) });
    await db.doc(`posts/unscheduled-${runId}`).update({ status: 'draft', scheduledAt: null });
    await db.doc(`posts/deleted-${runId}`).delete();

    expect(await publishIfStillDue(db, `moved-${runId}`, dueAt)).toBe(false);
    expect(await publishIfStillDue(db, `unscheduled-${runId}`, dueAt)).toBe(false);
    expect(await publishIfStillDue(db, `deleted-${runId}`, dueAt)).toBe(false);
    expect((await db.doc(`posts/moved-${runId}`).get()).get('status')).toBe('scheduled');
    expect((await db.doc(`posts/unscheduled-${runId}`).get()).get('status')).toBe('draft');
    expect((await db.doc(`posts/deleted-${runId}`).get()).exists).toBe(false);
  });
});

const revisionsOf = async (postId: string) =>
  (await db.collection(`posts/${postId}/revisions`).orderBy('at', 'desc').get()).docs.map((d) =>
    d.data(),
  );

// The trigger queues behind the seed's own writes on a freshly started stack: room to wait.
describe('recordPostRevision trigger', { timeout: 620_000 }, () => {
  it('records a save with who (by their account), when, the text and the size of the change', async () => {
    const id = `rev-${runId}`;
    await getAuth(app).createUser({
      uid: `pen-${runId}`,
      displayName: 'Wendy Writer',
      email: `w-${runId}@x.test`,
    });
    // A profile's name is its owner's to write: a forged one does not sign the history.
    await db.doc(`profiles/pen-${runId}`).set({ fullName: 'Ada Admin', email: 'w@x.test' });
    const first = Timestamp.fromDate(new Date('2026-11-20T15:00:00Z'));
    await db.doc(`posts/${id}`).set(post('draft', null, { updatedAt: first }));
    await waitFor(async () => ((await revisionsOf(id)).length === 1 ? true : undefined));

    const second = Timestamp.fromDate(new Date('2026-11-20T16:00:00Z'));
    await db.doc(`posts/${id}`).update({
      content: 'Body, longer.',
      updatedAt: second,
      updatedBy: `pen-${runId}`,
    });
    const revisions = await waitFor(async () => {
      const found = await revisionsOf(id);
      return found.length === 2 ? found : undefined;
    });
    expect(revisions[0]).toMatchObject({
      by: `pen-${runId}`,
      byName: 'Wendy Writer',
      title: 'Tuesday post',
      excerpt: 'Short.',
      content: 'Body, longer.',
      status: 'draft',
      added: ', longer'.length,
      removed: 0,
    });
    expect((revisions[0]?.['at'] as Timestamp).isEqual(second)).toBe(true);
  });

  it("names a saver without a display name by the account's e-mail", async () => {
    const id = `rev-mail-${runId}`;
    await getAuth(app).createUser({ uid: `mail-${runId}`, email: `m-${runId}@x.test` });
    await db.doc(`profiles/mail-${runId}`).set({ fullName: 'Ada Admin', email: 'm@x.test' });
    await db.doc(`posts/${id}`).set(post('draft', null, { updatedBy: `mail-${runId}` }));
    const revisions = await waitFor(async () => {
      const found = await revisionsOf(id);
      return found.length === 1 ? found : undefined;
    });
    expect(revisions[0]?.['byName']).toBe(`m-${runId}@x.test`);
  });

  it('records nothing for a view count', async () => {
    const id = `views-${runId}`;
    await db.doc(`posts/${id}`).set(post('published', null));
    await waitFor(async () => ((await revisionsOf(id)).length === 1 ? true : undefined));
    await db.doc(`posts/${id}`).update({ viewCount: 1 });
    // A marker write after it: once its revision is there, the view count's would be too.
    await db.doc(`posts/${id}`).update({ viewCount: 2, title: 'Marker' });
    const revisions = await waitFor(async () => {
      const found = await revisionsOf(id);
      return found.some((r) => r['title'] === 'Marker') ? found : undefined;
    });
    expect(revisions).toHaveLength(2);
  });
});

describe('handlePostWritten', () => {
  it('drops an event retried for over an hour, and records one younger', async () => {
    const id = `aged-${runId}`;
    const now = Date.now();
    const event = (age: number) => ({
      id: `event-${age}`,
      time: new Date(now - age).toISOString(),
      postId: id,
      after: post('draft', null),
    });
    const names = async () => 'Wendy Writer';
    expect(await handlePostWritten(db, event(MAX_EVENT_AGE_MS + 60_000), now, names)).toBe(
      'expired',
    );
    expect(await revisionsOf(id)).toEqual([]);
    expect(await handlePostWritten(db, event(MAX_EVENT_AGE_MS - 60_000), now, names)).toBe(
      'recorded',
    );
    expect(await revisionsOf(id)).toHaveLength(1);
  });
});

describe('trimRevisions', () => {
  it('keeps the newest 50 and, beyond them, the newest of each Chicago day', async () => {
    const id = `trim-${runId}`;
    const batch = db.batch();
    const seed = (revisionId: string, at: string) =>
      batch.set(db.doc(`posts/${id}/revisions/${revisionId}`), {
        at: Timestamp.fromDate(new Date(at)),
        title: revisionId,
      });
    for (let n = 0; n < 50; n++)
      seed(`recent-${n}`, new Date(Date.UTC(2026, 10, 20, 12, 0, n)).toISOString());
    seed('nov10-late', '2026-11-10T20:00:00Z');
    seed('nov10-early', '2026-11-10T15:00:00Z');
    seed('nov9', '2026-11-10T03:00:00Z');
    await batch.commit();

    expect(await trimRevisions(db, id)).toBe(1);
    const left = (await db.collection(`posts/${id}/revisions`).get()).docs.map((d) => d.id);
    expect(left).toHaveLength(52);
    expect(left).toEqual(expect.arrayContaining(['nov10-late', 'nov9']));
    expect(left).not.toContain('nov10-early');
  });
});
