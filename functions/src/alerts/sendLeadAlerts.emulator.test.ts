/**
 * Lead alerts on the local stack: the Firestore and Functions emulators, the real web-push
 * request (VAPID-signed, aes128gcm) sent to the push receiver, which checks and decrypts it.
 * Staff devices are subscriptions minted by the receiver and stored as the browser would.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteLeadsInFloodWindow, waitForAlertCalm } from '../../../scripts/lib/alertCalm';
import { zonedClock } from '@altum/domain';
import {
  mintSubscription,
  pushAttempts,
  pushesOfLead,
  receivedPushes,
  setPushFault,
  PUSH_RECEIVER_URL,
} from '../../../scripts/push-receiver/client';
import type { MintedSubscription } from '../../../scripts/push-receiver/server';
import { sweepLeadAlertsOnce } from '../../../scripts/lib/stack';
import { escalateWaitingLeads, escalationRef } from './alertEscalation';
import { retryDueAlerts } from './alertRetries';
import { pushTopic, webPusher } from './pusher';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;

// The local stack's VAPID pair (functions/.env.local and .secret.local.example).
const VAPID_PRIVATE_KEY = 'bfh0zXXgn-RSmR0H67alR_hs8KkccpPROZ10JzWiu5w';
const send = webPusher({
  publicKey:
    'BHGmB73zxEZrT00s964DP67yLHgRWMI_-tPSxrJvUD021pBU4bl10p2JL-CeeS5OopxSzUv5d5jlXdQoEggg_5o',
  privateKey: VAPID_PRIVATE_KEY,
  subject: 'mailto:leads@altum-roofing.test',
});

// The push receiver is a push service only when named, as the functions name it on the local
// stack (alertDeps.ts); without it every device here would be refused as on no known host.
const local = { send, topicKey: VAPID_PRIVATE_KEY, localPushReceiver: PUSH_RECEIVER_URL };

const ADMIN = 'alertAdmin';
const WRITER = 'alertWriter';
const QUIET = 'alertQuiet';
const FORMER = 'alertFormer';

const lead = {
  name: 'Maria Lopez',
  // Not the e-mail suite's mailbox: these leads' confirmations would use up its daily cap.
  email: 'maria.alerts@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX 77339',
  service: 'storm-damage',
  timeline: 'week',
  message: 'Shingles missing after the storm.',
};

let homeowners = 0;
/**
 * The lead of another homeowner each time: the same phone or mailbox again within the hour
 * alerts as a repeat ("Repeat request: Maria"), not as a new lead.
 */
const newLead = () => {
  const n = String(++homeowners).padStart(2, '0');
  return {
    ...lead,
    email: `maria.alerts.${Date.now()}${n}@example.com`,
    phone: `(832) 555-01${n}`,
  };
};

let deviceCounter = 0;
/** A 20-character device id, as the panel makes them. */
const deviceId = () =>
  `Device${String(Date.now()).slice(-8)}${String(++deviceCounter).padStart(6, '0')}`;

interface Device {
  uid: string;
  id: string;
  minted: MintedSubscription;
}

async function subscribe(uid: string, label: string): Promise<Device> {
  const minted = await mintSubscription(label);
  const id = deviceId();
  await db.doc(`profiles/${uid}/pushSubscriptions/${id}`).set({
    endpoint: minted.endpoint,
    keys: minted.keys,
    label,
    createdAt: FieldValue.serverTimestamp(),
  });
  return { uid, id, minted };
}

const waitFor = <T>(read: () => Promise<T | undefined>, timeoutMs = 90_000) =>
  eventually(read, { what: 'the lead alerts', timeoutMs });

const newLeadPushes = async (leadId: string) =>
  pushesOfLead(await receivedPushes(), leadId).filter(
    (p) => (p.payload as { kind?: string }).kind === 'new-lead',
  );

const deliveriesOf = async (leadId: string) =>
  (await db.collection('pushDeliveries').where('leadId', '==', leadId).get()).docs.map((d) =>
    d.data(),
  );

let adminPhone: Device;
let writerPhone: Device;
let writerLaptop: Device;
let quietPhone: Device;
let formerPhone: Device;

beforeAll(async () => {
  app = initializeApp({ projectId: 'demo-altum' }, 'lead-alerts-test');
  db = getFirestore(app);
  // Other files' leads (in the full suite, dozens within minutes) would turn this file's
  // one-by-one alerts into a digest: they go, and any written meanwhile are waited out.
  await deleteLeadsInFloodWindow(db);
  await waitForAlertCalm(db);
  await Promise.all([
    db.doc(`roles/${ADMIN}`).set({ admin: true, writer: false }),
    db.doc(`roles/${WRITER}`).set({ admin: false, writer: true }),
    db.doc(`roles/${QUIET}`).set({ admin: false, writer: true }),
    db.doc(`roles/${FORMER}`).set({ admin: false, writer: false }),
  ]);
  // Quiet hours around now, on the company's clock: this person gets nothing.
  const { minutes } = zonedClock(Date.now(), 'America/Chicago');
  await db.doc(`alertPreferences/${QUIET}`).set({
    quietHours: { start: (minutes + 1440 - 60) % 1440, end: (minutes + 120) % 1440 },
    updatedAt: FieldValue.serverTimestamp(),
  });
  adminPhone = await subscribe(ADMIN, 'admin phone');
  writerPhone = await subscribe(WRITER, 'writer phone');
  writerLaptop = await subscribe(WRITER, 'writer laptop');
  quietPhone = await subscribe(QUIET, 'quiet phone');
  formerPhone = await subscribe(FORMER, 'former phone');
  // An earlier flood leaves the window within 10 minutes.
}, 720_000);

afterAll(async () => {
  // Later suites' leads must not push to these devices.
  await Promise.all(
    [adminPhone, writerPhone, writerLaptop, quietPhone, formerPhone].map((d) =>
      db.doc(`profiles/${d.uid}/pushSubscriptions/${d.id}`).delete(),
    ),
  );
  await deleteApp(app);
});

describe('sendLeadAlerts trigger', () => {
  it(
    'sends exactly one alert to each staff device, none in quiet hours or to former staff',
    { timeout: 200_000 },
    async () => {
      const ref = db.collection('contacts').doc();
      await ref.set({ ...newLead(), createdAt: FieldValue.serverTimestamp() });

      // A cold functions worker can take a while on a busy machine.
      const pushes = await waitFor(async () => {
        const found = await newLeadPushes(ref.id);
        return found.length >= 3 ? found : undefined;
      }, 180_000);
      // Time for a duplicate to show up, were one sent.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const all = await newLeadPushes(ref.id);
      expect(all).toHaveLength(3);
      expect(all.map((p) => p.subscriptionId).sort()).toEqual(
        [adminPhone, writerPhone, writerLaptop].map((d) => d.minted.id).sort(),
      );
      expect(pushes[0]?.payload).toEqual({
        type: 'lead-alert',
        kind: 'new-lead',
        title: 'New lead: Maria',
        body: 'Storm Damage Assessment · Within a week',
        leadId: ref.id,
        tag: `lead-${ref.id}`,
        firstName: 'Maria',
        service: 'Storm Damage Assessment',
        timeline: 'Within a week',
        url: `/admin/leads?lead=${ref.id}`,
      });
      // The push service reads the Topic in clear: a keyed hash, never the lead's id.
      for (const push of all) {
        expect(push.topic).toBe(pushTopic(VAPID_PRIVATE_KEY, `lead-${ref.id}`));
        expect(push.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
        expect(push.topic).not.toContain(ref.id);
      }
      expect(pushes[0]?.urgency).toBe('high');
      for (const push of all) expect(push.text).not.toMatch(/555|Oak|maria@|Lopez/);

      const deliveries = await deliveriesOf(ref.id);
      expect(deliveries.map((d) => d['status'])).toEqual(['sent', 'sent', 'sent']);
      expect(deliveries.every((d) => d['nextAttemptAt'] === undefined)).toBe(true);
      // A rerun of the same lead (a retried event) sends nothing more.
      const again = await retryDueAlerts({ db, ...local, now: () => Date.now() + 120_000 });
      expect(again.sent).toBe(0);
      expect(await newLeadPushes(ref.id)).toHaveLength(3);
    },
  );

  it(
    'deletes a subscription the push service answers 410 for, and updates who has alerts on',
    { timeout: 120_000 },
    async () => {
      const gone = await subscribe(WRITER, 'unsubscribed phone');
      await waitFor(async () => {
        const status = await db.doc(`alertStatus/${WRITER}`).get();
        return status.get('devices') === 3 ? true : undefined;
      });
      await setPushFault(gone.minted.id, 410);
      const ref = db.collection('contacts').doc();
      await ref.set({ ...newLead(), createdAt: FieldValue.serverTimestamp() });

      await waitFor(async () =>
        (await db.doc(`profiles/${WRITER}/pushSubscriptions/${gone.id}`).get()).exists
          ? undefined
          : true,
      );
      const record = await waitFor(async () => {
        const found = (await deliveriesOf(ref.id)).find((d) => d['deviceId'] === gone.id);
        return found?.['status'] === 'gone' ? found : undefined;
      });
      expect(record).toMatchObject({ status: 'gone', attempts: 1 });
      expect(
        (await pushAttempts())
          .filter((a) => a.subscriptionId === gone.minted.id)
          .map((a) => a.status),
      ).toEqual([410]);
      await waitFor(async () =>
        (await db.doc(`alertStatus/${WRITER}`).get()).get('devices') === 2 ? true : undefined,
      );
      // Nothing is retried for it.
      await retryDueAlerts({ db, ...local, now: () => Date.now() + 3_600_000 });
      expect(
        (await pushAttempts()).filter((a) => a.subscriptionId === gone.minted.id),
      ).toHaveLength(1);
    },
  );

  it('retries a 500 with backoff and delivers it once', { timeout: 120_000 }, async () => {
    await setPushFault(writerLaptop.minted.id, 500, 1);
    const ref = db.collection('contacts').doc();
    await ref.set({ ...newLead(), createdAt: FieldValue.serverTimestamp() });

    const pending = await waitFor(async () => {
      const found = (await deliveriesOf(ref.id)).find((d) => d['deviceId'] === writerLaptop.id);
      return found?.['status'] === 'pending' ? found : undefined;
    });
    expect(pending['error']).toContain('HTTP 500');
    const due = (pending['nextAttemptAt'] as Timestamp).toMillis() - Date.now();
    // The e-mails' backoff: 20 s +-20% after the first attempt.
    expect(due).toBeGreaterThan(5_000);
    expect(due).toBeLessThan(25_000);
    expect((await newLeadPushes(ref.id)).map((p) => p.subscriptionId)).not.toContain(
      writerLaptop.minted.id,
    );

    // Not due yet: a sweep now leaves it.
    expect((await retryDueAlerts({ db, ...local })).sent).toBe(0);
    const later = await retryDueAlerts({ db, ...local, now: () => Date.now() + 60_000 });
    expect(later.sent).toBeGreaterThanOrEqual(1);
    const laptop = (await newLeadPushes(ref.id)).filter(
      (p) => p.subscriptionId === writerLaptop.minted.id,
    );
    expect(laptop).toHaveLength(1);
    const record = (await deliveriesOf(ref.id)).find((d) => d['deviceId'] === writerLaptop.id);
    expect(record).toMatchObject({ status: 'sent', attempts: 2 });
    await retryDueAlerts({ db, ...local, now: () => Date.now() + 3_600_000 });
    expect(
      (await newLeadPushes(ref.id)).filter((p) => p.subscriptionId === writerLaptop.minted.id),
    ).toHaveLength(1);
  });

  it(
    'says how many photos arrived or are on their way, and nothing of where they are',
    {
      timeout: 120_000,
    },
    async () => {
      const ref = db.collection('contacts').doc();
      await ref.set({ ...newLead(), photoCount: 3, createdAt: FieldValue.serverTimestamp() });
      // Two recorded already of the two announced (the photo function was quicker).
      const recorded = {
        thumbPath: `lead-photo-copies/x/0/thumb.webp`,
        largePath: `lead-photo-copies/x/0/large.webp`,
        width: 4,
        height: 3,
      };
      const arrived = db.collection('contacts').doc();
      await arrived.set({
        ...newLead(),
        photoCount: 2,
        photos: { '0': recorded, '1': recorded },
        createdAt: FieldValue.serverTimestamp(),
      });
      for (const [lead, body] of [
        [ref, 'Storm Damage Assessment · Within a week · 3 photos on their way'],
        [arrived, 'Storm Damage Assessment · Within a week · with 2 photos'],
      ] as const) {
        const pushes = await waitFor(async () => {
          const found = await newLeadPushes(lead.id);
          return found.length >= 3 ? found : undefined;
        });
        for (const push of pushes) {
          expect((push.payload as { body?: string }).body).toBe(body);
          expect(push.text).not.toMatch(/555|Oak|maria\.alerts|Lopez|lead-photo|9199|\.webp/);
        }
      }
    },
  );

  it('alerts nobody about suspected spam', { timeout: 120_000 }, async () => {
    const ref = db.collection('contacts').doc();
    await ref.set({
      ...newLead(),
      suspectedSpam: 'honeypot',
      createdAt: FieldValue.serverTimestamp(),
    });
    // The e-mail function holds it; the alert function ran by then too (both on creation).
    await waitFor(async () =>
      (await ref.get()).get('delivery.status') === 'held' ? true : undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(pushesOfLead(await receivedPushes(), ref.id)).toEqual([]);
    expect(await deliveriesOf(ref.id)).toEqual([]);
  });

  it(
    'sweeps on the local stack through the emulator-only HTTP function',
    { timeout: 90_000 },
    async () => {
      expect(await sweepLeadAlertsOnce()).toMatchObject({ retries: expect.any(Object) });
    },
  );
});

describe('escalation', () => {
  // Tuesday 2026-11-17, 10:00 in Houston; long past, so the stack's own sweeps never see it.
  const tuesdayMorning = Date.parse('2026-11-17T16:00:00Z');
  // Sunday 2026-11-15, 10:00 in Houston: the office is closed.
  const sunday = Date.parse('2026-11-15T16:00:00Z');

  async function waitingLead(createdAt: number, change: Record<string, unknown> = {}) {
    const ref = db.collection('contacts').doc();
    await ref.set({ ...newLead(), createdAt: Timestamp.fromMillis(createdAt), ...change });
    return ref;
  }

  it('alerts every admin once when a lead is still new 5 minutes on in business hours', async () => {
    const ref = await waitingLead(tuesdayMorning);
    const answered = await waitingLead(tuesdayMorning, { status: 'contacted' });
    const now = () => tuesdayMorning + 6 * 60_000;

    const first = await escalateWaitingLeads({ db, ...local, now });
    expect(first.escalated).toContain(ref.id);
    expect(first.escalated).not.toContain(answered.id);
    expect((await escalationRef(db, ref.id).get()).exists).toBe(true);
    const escalations = pushesOfLead(await receivedPushes(), ref.id).filter(
      (p) => (p.payload as { kind?: string }).kind === 'escalation',
    );
    // Admins only: the writer's devices get no escalation.
    expect(escalations.map((p) => p.subscriptionId)).toEqual([adminPhone.minted.id]);
    expect(escalations[0]?.payload).toMatchObject({ kind: 'escalation', firstName: 'Maria' });

    const second = await escalateWaitingLeads({ db, ...local, now: () => now() + 60_000 });
    expect(second.escalated).not.toContain(ref.id);
    expect(
      pushesOfLead(await receivedPushes(), ref.id).filter(
        (p) => (p.payload as { kind?: string }).kind === 'escalation',
      ),
    ).toHaveLength(1);
  });

  it('does not escalate before 5 minutes, outside business hours, or a filled honeypot', async () => {
    const early = await waitingLead(tuesdayMorning);
    const closed = await waitingLead(sunday);
    const spam = await waitingLead(tuesdayMorning, { suspectedSpam: 'honeypot' });
    const soon = await escalateWaitingLeads({
      db,
      ...local,
      now: () => tuesdayMorning + 4 * 60_000,
    });
    expect(soon.escalated).not.toContain(early.id);
    const onSunday = await escalateWaitingLeads({ db, ...local, now: () => sunday + 6 * 60_000 });
    expect(onSunday.escalated).not.toContain(closed.id);
    const later = await escalateWaitingLeads({
      db,
      send,
      topicKey: VAPID_PRIVATE_KEY,
      now: () => tuesdayMorning + 7 * 60_000,
    });
    expect(later.escalated).not.toContain(spam.id);
    for (const ref of [closed, spam])
      expect((await escalationRef(db, ref.id).get()).exists).toBe(false);
  });
});
