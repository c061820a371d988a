/**
 * What the server does when a lead arrives and while it is worked, on the local stack through
 * the real triggers: repeat requests linked both ways and alerted once as a repeat; automatic
 * round-robin assignment with the owner's devices alerted; a lead only sent fast alerts, a
 * filled honeypot stays quiet until staff clear it; follow-ups pushed once when due. Pushes are
 * read at the push receiver.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mintSubscription,
  pushesOfLead,
  receivedPushes,
  PUSH_RECEIVER_URL,
} from '../../../scripts/push-receiver/client';
import type { MintedSubscription } from '../../../scripts/push-receiver/server';
import type { AlertDeps } from '../alerts/alertRecords';
import { nextInLine } from './autoAssign';
import { floodWindowLeads } from './leadFlood';
import { alertDueFollowUps, followUpCursorRef } from '../alerts/followUpAlerts';
import { webPusher } from '../alerts/pusher';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;
let deps: AlertDeps;

const VAPID_PRIVATE_KEY = 'bfh0zXXgn-RSmR0H67alR_hs8KkccpPROZ10JzWiu5w';
const send = webPusher({
  publicKey:
    'BHGmB73zxEZrT00s964DP67yLHgRWMI_-tPSxrJvUD021pBU4bl10p2JL-CeeS5OopxSzUv5d5jlXdQoEggg_5o',
  privateKey: VAPID_PRIVATE_KEY,
  subject: 'mailto:leads@altum-roofing.test',
});

// Sorted so round-robin order is known: arrivalA, then arrivalB.
const TAKER_A = 'arrivalA';
const TAKER_B = 'arrivalB';
const ADMIN = 'arrivalAdmin';

let counter = 0;
const uniqueLead = () => {
  const n = `${Date.now()}${++counter}`;
  return {
    name: 'Rosa Diaz',
    email: `rosa.arrival.${n}@example.com`,
    phone: `(281) 5${n.slice(-2)}-${n.slice(-6, -2)}`,
    address: '3 Elm St, Houston, TX 77002',
    service: 'leak-damage',
    timeline: 'week',
    message: 'A leak.',
  };
};

interface Device {
  uid: string;
  id: string;
  minted: MintedSubscription;
}

async function subscribe(uid: string): Promise<Device> {
  const minted = await mintSubscription(`${uid} phone`);
  const id = `Arrival${String(Date.now()).slice(-7)}${String(++counter).padStart(6, '0')}`;
  await db.doc(`profiles/${uid}/pushSubscriptions/${id}`).set({
    endpoint: minted.endpoint,
    keys: minted.keys,
    label: `${uid} phone`,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { uid, id, minted };
}

const waitFor = <T>(read: () => Promise<T | undefined>, timeoutMs = 120_000) =>
  eventually(read, { what: 'the arrival of the lead', timeoutMs });

const kindOf = (p: { payload?: unknown }) => (p.payload as { kind?: string } | undefined)?.kind;
const titleOf = (p: { payload?: unknown }) =>
  (p.payload as { title?: string } | undefined)?.title ?? '';

let phoneA: Device;
let phoneB: Device;
let adminPhone: Device;

beforeAll(async () => {
  app = initializeApp({ projectId: 'demo-altum' }, 'lead-arrival-test');
  db = getFirestore(app);
  // Files run one at a time, and one before this (sendLeadEmails writes more than 20 leads in
  // 10 minutes) can leave the stack flooded, every alert here then a digest: the window is
  // emptied first, so these tests hold whatever order the files run in.
  const recent = await floodWindowLeads(db, Date.now()).get();
  await Promise.all(recent.docs.map((doc) => doc.ref.delete()));
  deps = { db, send, topicKey: VAPID_PRIVATE_KEY, localPushReceiver: PUSH_RECEIVER_URL };
  await Promise.all([
    db.doc(`roles/${TAKER_A}`).set({ admin: false, writer: true }),
    db.doc(`roles/${TAKER_B}`).set({ admin: false, writer: true }),
    db.doc(`roles/${ADMIN}`).set({ admin: true, writer: false }),
    db
      .doc(`profiles/${TAKER_A}`)
      .set({ fullName: 'Ana Taker', email: 'a@x.test', avatarUrl: null }),
    db
      .doc(`profiles/${TAKER_B}`)
      .set({ fullName: 'Ben Taker', email: 'b@x.test', avatarUrl: null }),
  ]);
  phoneA = await subscribe(TAKER_A);
  phoneB = await subscribe(TAKER_B);
  // An admin's device: an owned lead does not reach it.
  adminPhone = await subscribe(ADMIN);
});

afterAll(async () => {
  await db.doc('leadAssignment/settings').delete();
  for (const uid of [TAKER_A, TAKER_B, ADMIN]) {
    await db.doc(`alertPreferences/${uid}`).delete();
    const devices = await db.collection(`profiles/${uid}/pushSubscriptions`).get();
    await Promise.all(devices.docs.map((d) => d.ref.delete()));
  }
  await deleteApp(app);
});

describe('one homeowner, one thread', () => {
  it('links a repeat both ways and alerts it once, as a repeat', { timeout: 200_000 }, async () => {
    const homeowner = uniqueLead();
    const first = db.collection('contacts').doc();
    await first.set({ ...homeowner, createdAt: FieldValue.serverTimestamp() });
    await waitFor(async () => ((await first.get()).get('contactKeys') ? true : undefined));
    // The same person, typed differently: another format of the number, a plus address.
    const again = db.collection('contacts').doc();
    await again.set({
      ...homeowner,
      phone: `+1 ${homeowner.phone.replace(/\D/g, '')}`,
      email: homeowner.email.replace('@', '+again@'),
      createdAt: FieldValue.serverTimestamp(),
    });
    const linked = await waitFor(async () => {
      const [a, b] = await Promise.all([first.get(), again.get()]);
      const ids = (snap: typeof a) =>
        ((snap.get('relatedLeads') as { id: string }[] | undefined) ?? []).map((l) => l.id);
      return ids(a).includes(again.id) && ids(b).includes(first.id) ? { a, b } : undefined;
    });
    expect(linked.b.get('contactKeys')).toEqual(linked.a.get('contactKeys'));
    const pushes = await waitFor(async () => {
      const found = pushesOfLead(await receivedPushes(), again.id);
      return found.length >= 3 ? found : undefined;
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const all = pushesOfLead(await receivedPushes(), again.id).filter(
      (p) => p.subscriptionId === phoneA.minted.id,
    );
    expect(all.map(kindOf)).toEqual(['repeat']);
    expect(pushes.map(titleOf)).toContain('Repeat request: Rosa');
  });
});

describe('automatic assignment', () => {
  it('takes turns among staff who take leads', () => {
    expect(nextInLine(['b', 'a', 'c'], null)).toBe('a');
    expect(nextInLine(['b', 'a', 'c'], 'a')).toBe('b');
    expect(nextInLine(['b', 'a', 'c'], 'c')).toBe('a');
    expect(nextInLine([], 'c')).toBeNull();
  });

  it(
    'gives new leads to takers in turn and alerts the owner only',
    { timeout: 200_000 },
    async () => {
      await Promise.all(
        [TAKER_A, TAKER_B].map((uid) =>
          db.doc(`alertPreferences/${uid}`).set({ quietHours: null, takesLeads: true }),
        ),
      );
      await db.doc('leadAssignment/roundRobin').set({ lastUid: TAKER_B });
      await db.doc('leadAssignment/settings').set({ auto: true });
      const first = db.collection('contacts').doc();
      const second = db.collection('contacts').doc();
      await first.set({ ...uniqueLead(), createdAt: FieldValue.serverTimestamp() });
      const firstOwner = await waitFor(async () => (await first.get()).get('ownerId') as string);
      await second.set({ ...uniqueLead(), createdAt: FieldValue.serverTimestamp() });
      const secondOwner = await waitFor(async () => (await second.get()).get('ownerId') as string);
      expect([firstOwner, secondOwner]).toEqual([TAKER_A, TAKER_B]);
      expect((await first.get()).data()).toMatchObject({
        ownerName: 'Ana Taker',
        assignedBy: 'auto',
      });
      const pushes = await waitFor(async () => {
        const found = pushesOfLead(await receivedPushes(), first.id);
        return found.length >= 1 ? found : undefined;
      });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(pushesOfLead(await receivedPushes(), first.id).map((p) => p.subscriptionId)).toEqual([
        phoneA.minted.id,
      ]);
      expect(pushes.map(kindOf)).toEqual(['new-lead']);
      await db.doc('leadAssignment/settings').set({ auto: false });
    },
  );
});

describe('suspected spam', () => {
  it(
    'alerts a lead only sent fast; a filled honeypot waits until staff clear it',
    { timeout: 200_000 },
    async () => {
      const fast = db.collection('contacts').doc();
      const quiet = db.collection('contacts').doc();
      await fast.set({
        ...uniqueLead(),
        suspectedSpam: 'too-fast',
        createdAt: FieldValue.serverTimestamp(),
      });
      await quiet.set({
        ...uniqueLead(),
        suspectedSpam: 'honeypot',
        createdAt: FieldValue.serverTimestamp(),
      });
      await waitFor(async () =>
        pushesOfLead(await receivedPushes(), fast.id).some(
          (p) => p.subscriptionId === phoneA.minted.id,
        )
          ? true
          : undefined,
      );
      await waitFor(async () => ((await quiet.get()).get('contactKeys') ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(pushesOfLead(await receivedPushes(), quiet.id)).toEqual([]);
      // 'Not spam' in the inbox.
      await quiet.update({ suspectedSpam: FieldValue.delete() });
      const alerted = await waitFor(async () => {
        const found = pushesOfLead(await receivedPushes(), quiet.id).filter(
          (p) => p.subscriptionId === phoneA.minted.id,
        );
        return found.length > 0 ? found : undefined;
      });
      expect(alerted.map(kindOf)).toEqual(['new-lead']);
      // The inbox's fields followed: a 'Not spam' that only removed the mark (a device with
      // an older inbox) still brings the lead back to the list.
      await waitFor(async () =>
        (await quiet.get()).get('quietSpam') === false ? true : undefined,
      );
    },
  );

  it(
    "gives every lead the fields the inbox filters on, and never overwrites staff's",
    { timeout: 60_000 },
    async () => {
      const plain = db.collection('contacts').doc();
      const quiet = db.collection('contacts').doc();
      const worked = db.collection('contacts').doc();
      await plain.set({ ...uniqueLead(), createdAt: FieldValue.serverTimestamp() });
      await quiet.set({
        ...uniqueLead(),
        suspectedSpam: 'honeypot',
        createdAt: FieldValue.serverTimestamp(),
      });
      // An older lead already worked: a status and an owner, but no quietSpam yet.
      await worked.set({
        ...uniqueLead(),
        status: 'won',
        ownerId: TAKER_B,
        createdAt: FieldValue.serverTimestamp(),
      });
      const filled = async (ref: typeof plain) =>
        waitFor(async () => {
          const snap = await ref.get();
          return typeof snap.get('quietSpam') === 'boolean' && snap.get('status')
            ? snap
            : undefined;
        });
      const [a, b, c] = await Promise.all([filled(plain), filled(quiet), filled(worked)]);
      expect([a.get('status'), a.get('quietSpam'), a.data()?.['ownerId'] !== undefined]).toEqual([
        'new',
        false,
        true,
      ]);
      expect([b.get('status'), b.get('quietSpam')]).toEqual(['new', true]);
      expect([c.get('status'), c.get('ownerId'), c.get('quietSpam')]).toEqual([
        'won',
        TAKER_B,
        false,
      ]);
    },
  );
});

const DAY = 86_400_000;

/**
 * A follow-up time weeks ago, on a whole minute, apart for each test: a clock no sweep of the
 * stack has (theirs reads the last day), so only the test's own rounds push these.
 */
const pastDue = (daysAgo: number) => Math.floor((Date.now() - daysAgo * DAY) / 60_000) * 60_000;

/** A lead being worked, its follow-up due at `due` (createdAt a day before). */
async function workedLead(due: number, extra: Record<string, unknown> = {}) {
  const ref = db.collection('contacts').doc();
  await ref.set({
    ...uniqueLead(),
    status: 'contacted',
    attemptCount: 1,
    createdAt: Timestamp.fromMillis(due - DAY),
    followUpAt: Timestamp.fromMillis(due),
    ...extra,
  });
  return ref;
}

const followUpPushes = async (leadId: string) =>
  pushesOfLead(await receivedPushes(), leadId).filter((p) => kindOf(p) === 'follow-up');

describe('follow-ups', () => {
  it('push the owner once per follow-up time', { timeout: 120_000 }, async () => {
    const due = pastDue(40);
    const ref = db.collection('contacts').doc();
    await ref.set({
      ...uniqueLead(),
      suspectedSpam: 'honeypot',
      createdAt: Timestamp.fromMillis(due - 86_400_000),
    });
    // Not quiet any more, and worked by its owner: 3 attempts so far.
    await ref.update({
      suspectedSpam: FieldValue.delete(),
      status: 'contacted',
      ownerId: TAKER_B,
      attemptCount: 3,
      followUpAt: Timestamp.fromMillis(due),
    });
    const early = await alertDueFollowUps({ ...deps, now: () => due - 1000 });
    expect(early.alerted).not.toContain(ref.id);
    const run = await alertDueFollowUps({ ...deps, now: () => due + 1000 });
    expect(run.alerted).toEqual([ref.id]);
    const again = await alertDueFollowUps({ ...deps, now: () => due + 61_000 });
    expect(again.alerted).toEqual([]);
    const pushes = pushesOfLead(await receivedPushes(), ref.id).filter(
      (p) => kindOf(p) === 'follow-up',
    );
    expect(pushes.map((p) => p.subscriptionId)).toEqual([phoneB.minted.id]);
    expect(pushes.map(titleOf)).toEqual(['Follow up: Rosa, attempt 4']);
    expect(((await ref.get()).get('followUpAlertedAt') as Timestamp).toMillis()).toBe(due);
    // Moved later: alerted again at the new time.
    await ref.update({ followUpAt: Timestamp.fromMillis(due + 3_600_000) });
    const moved = await alertDueFollowUps({ ...deps, now: () => due + 3_601_000 });
    expect(moved.alerted).toEqual([ref.id]);
  });

  it('reach every staff member when nobody owns the lead', { timeout: 120_000 }, async () => {
    const due = pastDue(50);
    const ref = await workedLead(due);
    const run = await alertDueFollowUps({ ...deps, now: () => due + 1000 });
    expect(run.alerted).toContain(ref.id);
    const reached = (await followUpPushes(ref.id)).map((p) => p.subscriptionId);
    expect(reached).toEqual(
      expect.arrayContaining([phoneA.minted.id, phoneB.minted.id, adminPhone.minted.id]),
    );
    // Won or lost, nobody is asked to follow it up.
    const closed = await workedLead(due + 2000, { status: 'lost' });
    const after = await alertDueFollowUps({ ...deps, now: () => due + 3000 });
    expect(after.alerted).not.toContain(closed.id);
    expect(await followUpPushes(closed.id)).toEqual([]);
  });

  it(
    'page through every due follow-up, go on after the cursor, and go back for one set behind it',
    { timeout: 180_000 },
    async () => {
      const due = pastDue(60);
      // A cursor past them all: each lead written with a follow-up already due moves it back
      // (rewindFollowUpCursor), the earliest last, so once it names that one, all have run.
      await followUpCursorRef(db).set({ followUpAt: Timestamp.fromMillis(due + 100_000), id: 'z' });
      const refs = [];
      for (let i = 4; i >= 0; i--)
        refs.unshift(
          await workedLead(due + i * 1000, { ownerId: TAKER_B, ownerName: 'Ben Taker' }),
        );
      await waitFor(async () => {
        const cursor = (await followUpCursorRef(db).get()).data();
        return (cursor?.['followUpAt'] as Timestamp | undefined)?.toMillis() === due &&
          cursor?.['id'] === null
          ? true
          : undefined;
      });
      const ids = refs.map((ref) => ref.id);
      const ours = (alerted: string[]) => alerted.filter((id) => ids.includes(id));
      // Pages of 2: three pages in one round, every follow-up pushed, in time order.
      const first = await alertDueFollowUps({ ...deps, now: () => due + 10_000 }, { pageSize: 2 });
      expect(ours(first.alerted)).toEqual(ids);
      const cursor = (await followUpCursorRef(db).get()).data();
      expect((cursor?.['followUpAt'] as Timestamp).toMillis()).toBe(due + 4000);
      expect(cursor?.['id']).toBe(ids[4]);
      // The next round starts after the cursor: a follow-up before it is not read again, even
      // one whose mark is gone.
      await refs[0]?.update({ followUpAlertedAt: FieldValue.delete() });
      const next = await alertDueFollowUps({ ...deps, now: () => due + 20_000 }, { pageSize: 2 });
      expect(ours(next.alerted)).toEqual([]);
      // A follow-up set to a time the cursor has passed moves the cursor back to it.
      await refs[1]?.update({ followUpAt: Timestamp.fromMillis(due + 500) });
      await waitFor(async () => {
        const at = (await followUpCursorRef(db).get()).get('followUpAt') as Timestamp | undefined;
        return at?.toMillis() === due + 500 ? true : undefined;
      });
      const back = await alertDueFollowUps({ ...deps, now: () => due + 30_000 }, { pageSize: 2 });
      expect(ours(back.alerted)).toEqual([ids[1]]);
      expect((await followUpPushes(ids[1] ?? '')).map((p) => p.subscriptionId)).toEqual([
        phoneB.minted.id,
        phoneB.minted.id,
      ]);
    },
  );
});
