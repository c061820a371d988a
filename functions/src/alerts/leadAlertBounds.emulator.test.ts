/**
 * Bounds on the lead alerts, on the local stack: a device that can never be sent to costs only
 * itself; floods become digests; escalation reaches every due lead however many came before it;
 * removed staff get nothing more. The real web-push request goes to the push receiver, which
 * checks and decrypts it.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  mintSubscription,
  pushAttempts,
  receivedPushes,
  PUSH_RECEIVER_URL,
} from '../../../scripts/push-receiver/client';
import type { MintedSubscription } from '../../../scripts/push-receiver/server';
import { withoutTriggers } from '../../../scripts/lib/triggers';
import { pushToRecipients } from './alertDelivery';
import { digestQueue, queueForDigest, sendDueDigest } from './alertDigest';
import { escalateWaitingLeads, escalationRef } from './alertEscalation';
import type { AlertDeps, Recipient } from './alertRecords';
import { retryDueAlerts } from './alertRetries';
import { alertLead } from './newLeadAlert';
import { webPusher } from './pusher';
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

const ADMIN = 'boundsAdmin';
const WRITER = 'boundsWriter';
const LEAVER = 'boundsLeaver';

const lead = {
  name: 'Maria Lopez',
  email: 'maria.bounds@example.com',
  phone: '(713) 555-0199',
  address: '12 Oak St, Houston, TX 77339',
  service: 'storm-damage',
  timeline: 'week',
  message: 'Shingles missing after the storm.',
};

/** 65 bytes starting 0x04, as a real key, but no point of P-256: web-push throws on it. */
const NOT_A_POINT = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');

let counter = 0;
const deviceId = () => `Bounds${String(Date.now()).slice(-8)}${String(++counter).padStart(6, '0')}`;

interface Device {
  uid: string;
  id: string;
  minted: MintedSubscription;
}

async function subscribe(uid: string, label: string, keys?: { p256dh: string }): Promise<Device> {
  const minted = await mintSubscription(label);
  const id = deviceId();
  await db.doc(`profiles/${uid}/pushSubscriptions/${id}`).set({
    endpoint: minted.endpoint,
    keys: { ...minted.keys, ...keys },
    label,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { uid, id, minted };
}

const recipient = (d: Device, p256dh = d.minted.keys.p256dh): Recipient => ({
  uid: d.uid,
  deviceId: d.id,
  ref: db.doc(`profiles/${d.uid}/pushSubscriptions/${d.id}`),
  subscription: { endpoint: d.minted.endpoint, keys: { ...d.minted.keys, p256dh } },
});

const waitFor = <T>(read: () => Promise<T | undefined>, timeoutMs = 90_000) =>
  eventually(read, { what: 'the lead alerts', timeoutMs });

const pushesTo = async (d: Device) =>
  (await receivedPushes()).filter((p) => p.subscriptionId === d.minted.id);

const kindOf = (p: { payload?: unknown }) => (p.payload as { kind?: string } | undefined)?.kind;
const titleOf = (p: { payload?: unknown }) =>
  (p.payload as { title?: string } | undefined)?.title ?? '';

let adminPhone: Device;
let writerPhone: Device;

beforeAll(async () => {
  app = initializeApp({ projectId: 'demo-altum' }, 'lead-alert-bounds-test');
  db = getFirestore(app);
  deps = { db, send, topicKey: VAPID_PRIVATE_KEY, localPushReceiver: PUSH_RECEIVER_URL };
  await Promise.all([
    db.doc(`roles/${ADMIN}`).set({ admin: true, writer: false }),
    db.doc(`roles/${WRITER}`).set({ admin: false, writer: true }),
    db.doc(`roles/${LEAVER}`).set({ admin: false, writer: true }),
  ]);
  adminPhone = await subscribe(ADMIN, 'bounds admin phone');
  writerPhone = await subscribe(WRITER, 'bounds writer phone');
});

afterAll(async () => {
  for (const uid of [ADMIN, WRITER, LEAVER]) {
    const devices = await db.collection(`profiles/${uid}/pushSubscriptions`).get();
    await Promise.all(devices.docs.map((d) => d.ref.delete()));
  }
  await deleteApp(app);
});

describe('a device that can never be sent to', () => {
  it('costs only itself: the others get the alert and every record settles', async () => {
    const poisoned = await subscribe(WRITER, 'poisoned phone');
    // An alert of no stored lead: the stack's own trigger sends nothing for it.
    const ref = { id: `BoundsPoison${Date.now()}` };
    const run = await pushToRecipients(
      deps,
      ref.id,
      'new-lead',
      JSON.stringify({ type: 'lead-alert', kind: 'new-lead', leadId: ref.id }),
      [recipient(poisoned, NOT_A_POINT), recipient(adminPhone), recipient(writerPhone)],
      `bounds-${ref.id}`,
    );
    expect(run).toMatchObject({ devices: 3, sent: 2, gone: 1 });
    const records = (await db.collection('pushDeliveries').where('leadId', '==', ref.id).get())
      .docs;
    expect(records.map((d) => d.get('status') as string).sort()).toEqual(['gone', 'sent', 'sent']);
    const gone = records.find((d) => d.get('deviceId') === poisoned.id);
    expect(gone?.get('error')).toContain('P-256');
    expect((await db.doc(`profiles/${WRITER}/pushSubscriptions/${poisoned.id}`).get()).exists).toBe(
      false,
    );
    expect((await pushesTo(adminPhone)).some((p) => p.text.includes(ref.id))).toBe(true);
  });

  // The deletion is the stack's own trigger, which in the full suite may queue behind earlier
  // files' work and restarted workers: waitFor's 90 s, not the default 30.
  it(
    'is deleted when stored, and so is one on no known push service',
    { timeout: 120_000 },
    async () => {
      const poisoned = await subscribe(WRITER, 'poisoned phone', { p256dh: NOT_A_POINT });
      const elsewhere = deviceId();
      await db.doc(`profiles/${WRITER}/pushSubscriptions/${elsewhere}`).set({
        endpoint: 'http://127.0.0.1:8025/v3/mail/send',
        keys: writerPhone.minted.keys,
        label: 'not a push service',
        createdAt: FieldValue.serverTimestamp(),
      });
      for (const id of [poisoned.id, elsewhere])
        await waitFor(async () =>
          (await db.doc(`profiles/${WRITER}/pushSubscriptions/${id}`).get()).exists
            ? undefined
            : true,
        );
      expect(
        (await db.doc(`profiles/${WRITER}/pushSubscriptions/${writerPhone.id}`).get()).exists,
      ).toBe(true);
    },
  );
});

describe('floods', () => {
  // Monday 2026-01-05 10:00 in Houston: no other suite writes leads then.
  const at = Date.parse('2026-01-05T16:00:00Z');

  it('become one digest a minute, each lead counted once', { timeout: 180_000 }, () =>
    // With the triggers off, and the queue emptied first, the digest holds only these leads:
    // in the full suite, earlier files' leads keep the stack flooded and its own triggers
    // queue them for the same digest.
    withoutTriggers(async () => {
      const queued = await digestQueue(db).get();
      await Promise.all(queued.docs.map((entry) => entry.ref.delete()));
      const since = (await receivedPushes()).length;
      const refs = Array.from({ length: 25 }, () => db.collection('contacts').doc());
      // The honeypot keeps the stack's own trigger quiet; alertLead is called as it would be.
      await Promise.all(
        refs.map((ref, i) =>
          ref.set({
            ...lead,
            suspectedSpam: 'honeypot',
            createdAt: Timestamp.fromMillis(at + i * 1000),
          }),
        ),
      );
      const clock = { now: () => at + 30_000 };
      const results = await Promise.all(
        refs.map((ref) =>
          alertLead({ ...deps, ...clock }, ref.id, lead, {
            kind: 'new-lead',
            ownerId: null,
            eventId: `flood-${ref.id}`,
          }),
        ),
      );
      expect(results.every((r) => r === 'digested')).toBe(true);
      // Queued again (a retried event): still one entry each.
      await queueForDigest(db, refs[0]?.id ?? '', at + 31_000);
      // The stack's own sweep may send it first; either way the leads are counted once.
      await sendDueDigest({ ...deps, now: () => at + 60_000 });
      await waitFor(async () => ((await digestQueue(db).get()).empty ? true : undefined));
      const digests = await waitFor(async () => {
        const found = (await receivedPushes())
          .slice(since)
          .filter((p) => p.subscriptionId === adminPhone.minted.id && kindOf(p) === 'digest');
        const counted = found.reduce((sum, p) => sum + Number(/^(\d+)/.exec(titleOf(p))?.[1]), 0);
        return counted >= 25 ? { found, counted } : undefined;
      });
      expect(digests.counted).toBe(25);
      expect(digests.found.map(titleOf).every((t) => /^\d+ new leads?$/.test(t))).toBe(true);
      expect(
        (await receivedPushes())
          .slice(since)
          .filter((p) => refs.some((r) => p.text.includes(r.id))),
      ).toEqual([]);
    }),
  );

  it('reach admins as one escalation digest when many are due', async () => {
    const due = Date.parse('2026-01-07T16:00:00Z');
    const refs = Array.from({ length: 5 }, () => db.collection('contacts').doc());
    await Promise.all(
      refs.map((ref) =>
        ref.set({ ...lead, suspectedSpam: 'too-fast', createdAt: Timestamp.fromMillis(due) }),
      ),
    );
    const since = (await receivedPushes()).length;
    const run = await escalateWaitingLeads({ ...deps, now: () => due + 6 * 60_000 });
    expect(run.escalated.sort()).toEqual(refs.map((r) => r.id).sort());
    const pushes = (await receivedPushes())
      .slice(since)
      .filter((p) => p.subscriptionId === adminPhone.minted.id && kindOf(p)?.startsWith('esc'));
    expect(pushes.map(kindOf)).toEqual(['escalation-digest']);
    expect(pushes.map(titleOf)).toEqual(['5 leads still new']);
    for (const ref of refs) expect((await escalationRef(db, ref.id).get()).exists).toBe(true);
  });

  it(
    'hide no lead from escalation: the sweep pages through them all',
    { timeout: 240_000 },
    async () => {
      // Wednesday 2026-01-14, 10:00 in Houston: 600 quiet leads, then a real one.
      const start = Date.parse('2026-01-14T16:00:00Z');
      // The sweep's fixture only: with the stack's triggers on, their some 3,000 events (each
      // lead's e-mails, alert and figures, then the updates those write) would keep the
      // functions busy for minutes, and the next tests' triggers wait behind them.
      await withoutTriggers(async () => {
        for (let b = 0; b < 2; b++) {
          const batch = db.batch();
          for (let i = 0; i < 300; i++)
            batch.set(db.collection('contacts').doc(), {
              ...lead,
              suspectedSpam: 'honeypot',
              createdAt: Timestamp.fromMillis(start + b * 300 + i),
            });
          await batch.commit();
        }
      });
      const real = db.collection('contacts').doc();
      await real.set({ ...lead, createdAt: Timestamp.fromMillis(start + 60_000) });
      const run = await escalateWaitingLeads({ ...deps, now: () => start + 6 * 60_000 + 1 });
      expect(run.escalated).toEqual([real.id]);
    },
  );
});

describe('removed staff', () => {
  it('get no retry, and their devices are deleted', { timeout: 120_000 }, async () => {
    const leaver = await subscribe(LEAVER, 'leaver phone');
    const ref = { id: `BoundsLeaver${Date.now()}` };
    await db.doc(`roles/${LEAVER}`).set({ admin: false, writer: false });
    // A delivery waiting for its retry when the role was removed.
    const record = db.collection('pushDeliveries').doc(`${ref.id}_new-lead_${LEAVER}_${leaver.id}`);
    const now = Date.now();
    await record.set({
      leadId: ref.id,
      kind: 'new-lead',
      uid: LEAVER,
      deviceId: leaver.id,
      status: 'pending',
      payload: JSON.stringify({ type: 'lead-alert', kind: 'new-lead', leadId: ref.id }),
      attempts: 1,
      eventId: 'bounds',
      leaseUntil: Timestamp.fromMillis(now),
      firstAttemptAt: Timestamp.fromMillis(now),
      nextAttemptAt: Timestamp.fromMillis(now),
      at: Timestamp.fromMillis(now),
      expireAt: Timestamp.fromMillis(now + 86_400_000),
    });
    await retryDueAlerts({ ...deps, now: () => now + 1000 });
    expect((await record.get()).get('status')).toBe('failed');
    expect((await record.get()).get('error')).toBe('no longer staff');
    expect((await pushAttempts()).filter((a) => a.subscriptionId === leaver.minted.id)).toEqual([]);
    await waitFor(async () =>
      (await db.collection(`profiles/${LEAVER}/pushSubscriptions`).get()).empty ? true : undefined,
    );
  });
});
