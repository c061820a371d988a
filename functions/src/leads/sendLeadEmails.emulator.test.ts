/**
 * The e-mail trigger on the local stack: Firestore and Functions emulators, with the real
 * SendGrid client sending to the mail capture server (SENDGRID_API_URL in .env.local).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  FieldValue,
  Timestamp,
  getFirestore,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIL_CAPTURE_URL,
  attemptsOfLead,
  capturedMails,
  mailAttempts,
  mailsOfLead,
  setMailFailure,
  setMailFaults,
} from '../../../scripts/mail-capture/client';
import { sweepLeadEmailsOnce } from '../../../scripts/lib/stack';
import { withoutTriggers } from '../../../scripts/lib/triggers';
import { CONFIRMATIONS_PER_MAILBOX_PER_DAY, FLOOD_LEAD_THRESHOLD } from '@altum/domain';
import { emulatorUrl, PROJECT_ID } from '../../../scripts/lib/ports';
import { DeliveryBusyError } from '../outbox/lease';
import { EMAIL_LEASE_MS } from '../outbox/sendEmails';
import { deliverLeadEmails } from './leadDelivery';
import { sweepLeadEmails, UNSENT_GRACE_MS, unsentScanRef } from './leadEmailSweep';
import { refreshFloodFlag } from './leadFlood';
import { RESEND_ERRORS } from './resendLeadEmails';
import { sendgridMailer } from './mailer';
import { MAX_EVENT_AGE_MS } from '../eventAge';
import { handleLeadCreated } from './sendLeadEmails';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'lead-emails-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));
afterEach(async () => {
  await setMailFailure(false);
  await setMailFaults({});
});

const send = sendgridMailer({ apiKey: 'SG.local-capture-key', baseUrl: MAIL_CAPTURE_URL });
const addresses = {
  inbox: 'leads@altum-roofing.test',
  from: 'no-reply@altum-roofing.test',
  site: 'http://127.0.0.1:5000',
};
/** An address no other test (or earlier run) used today, so the daily cap is untouched. */
const freshAddress = () => `maria-${Math.random().toString(36).slice(2, 10)}@example.com`;

const lead = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX 77339',
  service: 'storm-damage',
  timeline: 'week',
  message: 'Shingles missing after the storm.',
};

const waitFor = <T>(read: () => Promise<T | undefined>, timeoutMs = 20_000) =>
  eventually(read, { what: 'the e-mail function', timeoutMs, everyMs: 200 });

const receiptOf = (leadId: string) =>
  waitFor(async () => (await db.doc(`leadReceipts/${leadId}`).get()).data());

/** Waits until the lead's delivery record satisfies `done`. */
const deliveryWhen = (leadId: string, done: (d: Record<string, unknown>) => boolean) =>
  waitFor(async () => {
    const delivery = (await db.doc(`contacts/${leadId}`).get()).get('delivery') as
      Record<string, unknown> | undefined;
    return delivery && done(delivery) ? delivery : undefined;
  });

/**
 * A sweep as if run well after every backoff, so whatever is pending is due. It does not scan
 * for leads without a record: an hour ahead, every lead of this run would look lost.
 */
const sweepLater = () =>
  sweepLeadEmails({
    db,
    send,
    addresses,
    unsent: false,
    now: () => Date.now() + 60 * 60 * 1000,
  });

/**
 * Leads whose creation event ran nothing, for the tests that play that event (or its absence)
 * themselves. Written once, while the Functions emulator's triggers are off, and marked done
 * should an event still reach a trigger; a test takes some, which then look just arrived with
 * no delivery record. (Waiting a fixed time for the trigger to skip a marked lead was not
 * enough on a loaded machine: a trigger that ran after the mark was gone sent the e-mails
 * itself. Turning the triggers back on restarts every function worker, hence once a file.)
 */
const UNTRIGGERED_LEADS = 12;
const untriggered: DocumentReference[] = [];
beforeAll(async () => {
  const refs = Array.from({ length: UNTRIGGERED_LEADS }, () => db.collection('contacts').doc());
  await withoutTriggers(() =>
    Promise.all(
      refs.map((ref) =>
        ref.set({
          ...lead,
          email: freshAddress(),
          createdAt: FieldValue.serverTimestamp(),
          delivery: { status: 'sent' },
        }),
      ),
    ),
  );
  untriggered.push(...refs);
}, 180_000);

async function untriggeredLeads(count: number) {
  const refs = untriggered.splice(0, count);
  if (refs.length < count) throw new Error('More untriggered leads taken than UNTRIGGERED_LEADS');
  // An update fires no creation event.
  await Promise.all(
    refs.map((ref) =>
      ref.update({ delivery: FieldValue.delete(), createdAt: FieldValue.serverTimestamp() }),
    ),
  );
  return refs;
}

async function untriggeredLead() {
  const [ref] = await untriggeredLeads(1);
  if (!ref) throw new Error('no untriggered lead left');
  return ref;
}

describe('sendLeadEmails trigger', () => {
  it(
    'sends the notification and the confirmation, and records the outcome',
    { timeout: 90_000 },
    async () => {
      const ref = db.collection('contacts').doc();
      await ref.set({ ...lead, createdAt: FieldValue.serverTimestamp() });

      // The run's first lead meets a cold functions worker, which the emulator gives 30 s to
      // load (and loads again after that) on a busy machine.
      const receipt = await waitFor(
        async () => (await db.doc(`leadReceipts/${ref.id}`).get()).data(),
        80_000,
      );
      expect(receipt).toMatchObject({ status: 'sent', confirmation: 'sent' });
      const { notifications, confirmations, all } = mailsOfLead(await capturedMails(), ref.id);
      expect(all).toHaveLength(2);
      expect(notifications[0]?.headers.authorization).toBe('Bearer SG.local-capture-key');
      expect(notifications[0]?.body).toEqual({
        from: { email: 'no-reply@altum-roofing.test', name: 'Altum Roofing Website' },
        reply_to: { email: 'maria@example.com', name: 'Maria Lopez' },
        subject: 'New inspection request: Maria Lopez (Storm Damage Assessment)',
        personalizations: [{ to: [{ email: 'leads@altum-roofing.test' }] }],
        content: [
          {
            type: 'text/plain',
            value: [
              'A homeowner asked for a free estimate on the website.',
              '',
              'Name: Maria Lopez',
              'Phone: (713) 555-0123',
              'Email: maria@example.com',
              'Property address: 12 Oak St, Houston, TX 77339',
              'Service: Storm Damage Assessment',
              'Timeline: Within a week',
              'Details: Shingles missing after the storm.',
              '',
              `Lead id: ${ref.id}`,
              `Open the lead: http://127.0.0.1:5000/admin/leads?lead=${ref.id}`,
              'We promise a same-day response, typically within the hour.',
            ].join('\n'),
          },
        ],
        categories: ['lead-notification'],
        custom_args: { leadId: ref.id },
      });
      expect(confirmations[0]?.body).toMatchObject({
        personalizations: [{ to: [{ email: 'maria@example.com' }] }],
        subject: 'We received your free inspection request',
      });
      // The confirmation repeats nothing the visitor typed but the first name.
      const confirmationText = JSON.stringify(confirmations[0]?.body);
      for (const typed of ['Lopez', '555-0123', 'Oak St', 'Shingles', 'Storm Damage'])
        expect(confirmationText).not.toContain(typed);
      expect(confirmationText).toContain('Hi Maria,');
      // Booked or not, the homeowner can reach the request; the office's e-mail cannot.
      expect(confirmationText).toContain(`http://127.0.0.1:5000/request/${ref.id}`);
      expect(JSON.stringify(notifications[0]?.body)).not.toContain('/request/');

      const delivery = (await ref.get()).get('delivery');
      expect(delivery).toMatchObject({
        status: 'sent',
        notification: 'sent',
        confirmation: 'sent',
        attempts: 1,
      });
    },
  );

  it('tells the office how many photos are on their way and links to the lead', async () => {
    const ref = db.collection('contacts').doc();
    await ref.set({
      ...lead,
      email: freshAddress(),
      photoCount: 3,
      createdAt: FieldValue.serverTimestamp(),
    });
    await deliveryWhen(ref.id, (d) => d['notification'] === 'sent');
    const { notifications } = mailsOfLead(await capturedMails(), ref.id);
    const text = JSON.stringify(notifications[0]?.body);
    expect(text).toContain('Photos: 3 photos on their way, shown on the lead as they arrive');
    expect(text).toContain(`Open the lead: http://127.0.0.1:5000/admin/leads?lead=${ref.id}`);
  });

  it('counts the photos the lead records as arrived, apart from those still coming', async () => {
    const ref = db.collection('contacts').doc();
    // One photo already recorded by the photo function when the e-mail is built (the device
    // announced three).
    const recorded = { thumbPath: 't.webp', largePath: 'l.webp', width: 4, height: 3 };
    await ref.set({
      ...lead,
      email: freshAddress(),
      photoCount: 3,
      photos: { '0': recorded },
      createdAt: FieldValue.serverTimestamp(),
    });
    await deliveryWhen(ref.id, (d) => d['notification'] === 'sent');
    const text = JSON.stringify(mailsOfLead(await capturedMails(), ref.id).notifications[0]?.body);
    expect(text).toContain(
      'Photos: 1 photo arrived, 2 on their way, shown on the lead as they arrive',
    );
    expect(text).not.toMatch(/t\.webp|l\.webp|lead-photo/);
  });

  it('keeps both e-mails pending through an outage, and the capture server saw each try', async () => {
    await setMailFailure(true);
    const ref = db.collection('contacts').doc();
    await ref.set({
      ...lead,
      email: freshAddress(),
      message: null,
      createdAt: FieldValue.serverTimestamp(),
    });

    // The form shows the saved-but-no-confirmation message...
    expect(await receiptOf(ref.id)).toMatchObject({ status: 'failed', confirmation: 'pending' });
    const delivery = (await ref.get()).get('delivery');
    // ...but nothing is given up: both wait for the sweeper, with a time to try again.
    expect(delivery).toMatchObject({
      status: 'retrying',
      notification: 'pending',
      confirmation: 'pending',
      attempts: 1,
    });
    expect(delivery.nextAttemptAt.toMillis()).toBeGreaterThan(Date.now());
    expect(delivery.error).toContain('HTTP 500');
    expect(mailsOfLead(await capturedMails(), ref.id).all).toEqual([]);
    const tries = attemptsOfLead(await mailAttempts(), ref.id);
    // Three in-process tries of each e-mail, every one answered 500.
    expect(tries.failed).toHaveLength(6);
    expect(tries.failed.every((a) => a.status === 500)).toBe(true);
  });

  it('delivers a transiently failed lead on a later sweep, once', async () => {
    await setMailFailure(true);
    const ref = db.collection('contacts').doc();
    await ref.set({ ...lead, email: freshAddress(), createdAt: FieldValue.serverTimestamp() });
    await receiptOf(ref.id);
    await setMailFailure(false);

    await sweepLater();
    expect(await receiptOf(ref.id)).toMatchObject({ status: 'sent', confirmation: 'sent' });
    expect((await ref.get()).get('delivery')).toMatchObject({
      status: 'sent',
      notification: 'sent',
      confirmation: 'sent',
      attempts: 2,
    });
    expect((await ref.get()).get('delivery.nextAttemptAt')).toBeUndefined();
    await sweepLater();
    const mails = mailsOfLead(await capturedMails(), ref.id);
    expect(mails.notifications).toHaveLength(1);
    expect(mails.confirmations).toHaveLength(1);
  });

  it('sweeps on the local stack through the emulator-only HTTP function', async () => {
    expect(await sweepLeadEmailsOnce()).toMatchObject({ due: expect.any(Number) });
  });

  it('retries a failed notification beside a sent confirmation', async () => {
    await setMailFaults({ failRate: 1, onlyCategory: 'lead-notification' });
    const ref = db.collection('contacts').doc();
    await ref.set({ ...lead, email: freshAddress(), createdAt: FieldValue.serverTimestamp() });

    expect(await receiptOf(ref.id)).toMatchObject({ status: 'sent' });
    expect(await deliveryWhen(ref.id, (d) => d['status'] !== 'sending')).toMatchObject({
      status: 'retrying',
      notification: 'pending',
      confirmation: 'sent',
    });
    expect(attemptsOfLead(await mailAttempts(), ref.id).failed).toHaveLength(3);

    await setMailFaults({});
    await sweepLater();
    expect((await ref.get()).get('delivery')).toMatchObject({
      status: 'sent',
      notification: 'sent',
      confirmation: 'sent',
    });
    const mails = mailsOfLead(await capturedMails(), ref.id);
    expect(mails.notifications).toHaveLength(1);
    expect(mails.confirmations).toHaveLength(1);
  });

  it('notifies the company of a stored lead the schema refuses, and nobody else', async () => {
    const ref = db.collection('contacts').doc();
    // A privileged write (rules bypassed) with a bad service and address.
    await ref.set({
      ...lead,
      service: 'gutters',
      email: 'not an address',
      createdAt: FieldValue.serverTimestamp(),
    });

    expect(await receiptOf(ref.id)).toMatchObject({ status: 'failed', confirmation: 'failed' });
    expect((await ref.get()).get('delivery')).toMatchObject({
      status: 'failed',
      notification: 'sent',
      confirmation: 'failed',
      error: expect.stringContaining('does not pass the lead schema'),
    });
    const mails = mailsOfLead(await capturedMails(), ref.id);
    expect(mails.confirmations).toHaveLength(0);
    expect(mails.notifications).toHaveLength(1);
    expect(mails.notifications[0]?.body).toMatchObject({
      personalizations: [{ to: [{ email: 'leads@altum-roofing.test' }] }],
      subject: `New inspection request (could not be read in full): lead ${ref.id}`,
    });
    expect(JSON.stringify(mails.notifications[0]?.body)).toContain('Service: gutters');
  });

  it('caps confirmations per mailbox and day, plus and dot variants alike, and still notifies the company', async () => {
    const mailbox = `victim${Math.random().toString(36).slice(2, 10)}`;
    const dotted = `${mailbox.slice(0, 3)}.${mailbox.slice(3)}`;
    // One Gmail mailbox, written four ways.
    const variants = [
      `${mailbox}@gmail.com`,
      `${mailbox}+claim@gmail.com`,
      `${dotted}@googlemail.com`,
      `${dotted.toUpperCase()}+x@GMAIL.com`,
    ];
    const refs = [];
    for (const email of variants) {
      const ref = db.collection('contacts').doc();
      await ref.set({ ...lead, email, createdAt: FieldValue.serverTimestamp() });
      await receiptOf(ref.id);
      refs.push(ref);
    }
    const last = refs[CONFIRMATIONS_PER_MAILBOX_PER_DAY];
    if (!last) throw new Error('no leads written');
    expect(await receiptOf(last.id)).toMatchObject({ status: 'failed', confirmation: 'skipped' });
    expect((await last.get()).get('delivery')).toMatchObject({
      status: 'sent',
      notification: 'sent',
      confirmation: 'skipped',
      skipReason: 'mailbox-daily-cap',
    });
    const mails = await capturedMails();
    const perLead = refs.map((ref) => mailsOfLead(mails, ref.id));
    expect(perLead.map((m) => m.notifications.length)).toEqual([1, 1, 1, 1]);
    expect(perLead.map((m) => m.confirmations.length)).toEqual([1, 1, 1, 0]);
  });

  it('drops an event older than the maximum event age, shows it failed, and the sweeper still mails it', async () => {
    const [stale, fresh] = await untriggeredLeads(2);
    if (!stale || !fresh) throw new Error('no untriggered leads left');
    const old = new Date(Date.now() - MAX_EVENT_AGE_MS - 60_000).toISOString();
    expect(
      await handleLeadCreated(
        { id: 'old-event', time: old, params: { leadId: stale.id } },
        { db, send, addresses },
      ),
    ).toBe('expired');
    expect(mailsOfLead(await capturedMails(), stale.id).all).toEqual([]);
    expect((await stale.get()).get('delivery')).toMatchObject({
      status: 'failed',
      notification: 'pending',
      confirmation: 'pending',
      error: expect.stringContaining('over an hour'),
    });
    // Failed for a transient reason: the sweeper picks it up.
    await sweepLater();
    expect((await stale.get()).get('delivery')).toMatchObject({
      status: 'sent',
      notification: 'sent',
      confirmation: 'sent',
    });
    const staleMails = mailsOfLead(await capturedMails(), stale.id);
    expect(staleMails.notifications).toHaveLength(1);
    expect(staleMails.confirmations).toHaveLength(1);

    // Just inside the age, the event is handled as usual.
    const recent = new Date(Date.now() - MAX_EVENT_AGE_MS + 60_000).toISOString();
    expect(
      await handleLeadCreated(
        { id: 'recent-event', time: recent, params: { leadId: fresh.id } },
        { db, send, addresses },
      ),
    ).toBe('sent');
    expect(mailsOfLead(await capturedMails(), fresh.id).all).toHaveLength(2);
  });
});

describe('no lead goes unmailed', () => {
  it('sweeps up a lead whose creation event never ran, once it is 10 minutes old', async () => {
    const ref = await untriggeredLead();
    const createdAt = Timestamp.fromMillis(Date.now() - UNSENT_GRACE_MS - 60_000);
    await ref.update({ createdAt });
    // The stack's own sweeps have scanned past this back-dated lead: start just before it.
    await unsentScanRef(db).set({
      scannedUntil: Timestamp.fromMillis(createdAt.toMillis() - 1),
      lastId: '',
    });

    // This sweep, or the stack's own one running beside it, finds it.
    await sweepLeadEmails({ db, send, addresses });
    const delivery = await deliveryWhen(ref.id, (d) => d['status'] === 'sent');
    expect(delivery).toMatchObject({ notification: 'sent', confirmation: 'sent', attempts: 1 });
    const mails = mailsOfLead(await capturedMails(), ref.id);
    expect(mails.notifications).toHaveLength(1);
    expect(mails.confirmations).toHaveLength(1);
    expect(await receiptOf(ref.id)).toMatchObject({ status: 'sent' });
  });

  it('leaves a lead younger than 10 minutes without a record to its creation event', async () => {
    const ref = await untriggeredLead();
    await unsentScanRef(db).set({
      scannedUntil: Timestamp.fromMillis(Date.now() - 60_000),
      lastId: '',
    });
    await sweepLeadEmails({ db, send, addresses });
    expect((await ref.get()).get('delivery')).toBeUndefined();
    expect(mailsOfLead(await capturedMails(), ref.id).all).toEqual([]);
    await ref.delete();
  });

  it('blocks on a refused key, retries nothing on a timer, and sends once another send succeeds', async () => {
    await setMailFaults({ rejectKey: true });
    const blocked = db.collection('contacts').doc();
    await blocked.set({ ...lead, email: freshAddress(), createdAt: FieldValue.serverTimestamp() });
    expect(await receiptOf(blocked.id)).toMatchObject({
      status: 'failed',
      confirmation: 'blocked',
    });
    const record = await deliveryWhen(blocked.id, (d) => d['status'] !== 'sending');
    expect(record).toMatchObject({
      status: 'blocked',
      notification: 'blocked',
      confirmation: 'blocked',
      error: expect.stringContaining('HTTP 401'),
    });
    expect(record['nextAttemptAt']).toBeUndefined();
    // Not final, and not retried in process: one try of each e-mail.
    expect(attemptsOfLead(await mailAttempts(), blocked.id).failed).toHaveLength(2);
    await sweepLater();
    expect(attemptsOfLead(await mailAttempts(), blocked.id).all).toHaveLength(2);

    // The key is fixed: the next lead's send succeeds, and the blocked lead is handed back.
    await setMailFaults({});
    const next = db.collection('contacts').doc();
    await next.set({ ...lead, email: freshAddress(), createdAt: FieldValue.serverTimestamp() });
    expect(await receiptOf(next.id)).toMatchObject({ status: 'sent' });
    await deliveryWhen(blocked.id, (d) => d['status'] !== 'blocked');
    await sweepLater();
    expect(await deliveryWhen(blocked.id, (d) => d['status'] === 'sent')).toMatchObject({
      notification: 'sent',
      confirmation: 'sent',
    });
    expect(await receiptOf(blocked.id)).toMatchObject({ status: 'sent', confirmation: 'sent' });
    const mails = mailsOfLead(await capturedMails(), blocked.id);
    expect(mails.notifications).toHaveLength(1);
    expect(mails.confirmations).toHaveLength(1);
  });

  it('skips confirmations past the hourly budget, and still notifies the company', async () => {
    // An hour of its own, far ahead, so no other lead has spent from its budget.
    const hour = 60 * 60 * 1000;
    const at = (Math.floor(Date.now() / hour) + 1000 + Math.floor(Math.random() * 100_000)) * hour;
    const refs = await untriggeredLeads(3);
    const outcomes = [];
    for (const ref of refs) {
      outcomes.push(
        await deliverLeadEmails({
          db,
          leadId: ref.id,
          eventId: `budget-${ref.id}`,
          send,
          addresses,
          confirmationsPerHour: 2,
          now: () => at,
        }),
      );
    }
    expect(outcomes).toEqual(['sent', 'sent', 'sent']);
    const deliveries = await Promise.all(
      refs.map(async (ref) => (await ref.get()).get('delivery')),
    );
    expect(deliveries.map((d) => d.confirmation)).toEqual(['sent', 'sent', 'skipped']);
    expect(deliveries[2]).toMatchObject({ notification: 'sent', skipReason: 'hourly-budget' });
    const mails = await capturedMails();
    expect(refs.map((ref) => mailsOfLead(mails, ref.id).notifications.length)).toEqual([1, 1, 1]);
    expect(refs.map((ref) => mailsOfLead(mails, ref.id).confirmations.length)).toEqual([1, 1, 0]);
    // The form says saved-but-no-confirmation for the skipped one.
    expect(await receiptOf(refs[2]?.id ?? '')).toMatchObject({
      status: 'failed',
      confirmation: 'skipped',
    });
  });

  it('flags a possible flood at more than 20 leads in 10 minutes, and clears it after', async () => {
    // A window of its own, far ahead, so the stack's other leads do not count.
    const at = Date.now() + 400 * 24 * 60 * 60 * 1000 + Math.floor(Math.random() * 1e9);
    const refs = [];
    for (let i = 0; i < FLOOD_LEAD_THRESHOLD + 1; i++) {
      const ref = db.collection('contacts').doc();
      // A delivery record keeps the trigger from mailing these.
      await ref.set({
        ...lead,
        email: freshAddress(),
        createdAt: Timestamp.fromMillis(at - i * 1000),
        delivery: { status: 'sent' },
      });
      refs.push(ref);
    }
    try {
      await refs[0]?.delete();
      expect(await refreshFloodFlag(db, at)).toMatchObject({
        active: false,
        leadsInWindow: FLOOD_LEAD_THRESHOLD,
      });
      await refs[0]?.set({
        ...lead,
        createdAt: Timestamp.fromMillis(at),
        delivery: { status: 'sent' },
      });
      const flag = await refreshFloodFlag(db, at);
      expect(flag).toMatchObject({
        active: true,
        leadsInWindow: FLOOD_LEAD_THRESHOLD + 1,
        windowMinutes: 10,
      });
      // Since this window's first flagged moment, or a real flood's start (this file alone
      // writes more than 20 leads in 10 minutes).
      expect(flag.since?.toMillis()).toBeLessThanOrEqual(at);
      expect(await refreshFloodFlag(db, at + 11 * 60 * 1000)).toMatchObject({
        active: false,
        leadsInWindow: 0,
        since: null,
      });
    } finally {
      await Promise.all(refs.map((ref) => ref.delete()));
    }
  });
});

describe('a lead the bot trap suspects', () => {
  it('is kept and marked held, and no e-mail goes to anyone, not even from a sweep', async () => {
    const ref = db.collection('contacts').doc();
    await ref.set({
      ...lead,
      email: freshAddress(),
      suspectedSpam: 'honeypot',
      createdAt: FieldValue.serverTimestamp(),
    });
    expect(await receiptOf(ref.id)).toMatchObject({ status: 'failed', confirmation: 'held' });
    expect((await ref.get()).get('delivery')).toMatchObject({
      status: 'held',
      notification: 'held',
      confirmation: 'held',
    });
    await sweepLater();
    expect(mailsOfLead(await capturedMails(), ref.id).all).toEqual([]);
    expect(attemptsOfLead(await mailAttempts(), ref.id).all).toEqual([]);
  });
});

describe("an admin's Resend", () => {
  const callUrl = `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/resendLeadEmails`;

  /** A signed-in person, through the Auth emulator, with this role (or none). */
  async function person(role: 'admin' | 'writer' | null): Promise<string> {
    const sub = `resend-${role ?? 'none'}-${Math.random().toString(36).slice(2, 10)}`;
    const idToken = JSON.stringify({ sub, email: `${sub}@example.com`, email_verified: true });
    const response = await fetch(
      `${emulatorUrl('auth')}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
          requestUri: 'http://127.0.0.1',
          returnSecureToken: true,
        }),
      },
    );
    const session = (await response.json()) as { localId: string; idToken: string };
    if (role) {
      await db
        .doc(`roles/${session.localId}`)
        .set({ admin: role === 'admin', writer: role === 'writer' });
    }
    return session.idToken;
  }

  async function resend(leadId: string, token?: string) {
    const response = await fetch(callUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ data: { leadId } }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  /** A lead whose notification SendGrid refused for good (a 400), left failed. */
  async function failedLead() {
    const ref = await untriggeredLead();
    await ref.update({
      delivery: {
        status: 'failed',
        eventId: 'earlier-event',
        notification: 'failed',
        confirmation: 'sent',
        attempts: 1,
        confirmationCounted: true,
        firstAttemptAt: Timestamp.now(),
        leaseUntil: Timestamp.now(),
        at: Timestamp.now(),
        error: 'notification: HTTP 400: Bad Request',
      },
    });
    return ref;
  }

  it('lets an admin resend a failed lead: only what failed is sent', async () => {
    const ref = await failedLead();
    const { status, body } = await resend(ref.id, await person('admin'));
    expect(status).toBe(200);
    expect(body['result']).toEqual({ status: 'sent' });
    expect((await ref.get()).get('delivery')).toMatchObject({
      status: 'sent',
      notification: 'sent',
      confirmation: 'sent',
    });
    const mails = mailsOfLead(await capturedMails(), ref.id);
    expect(mails.notifications).toHaveLength(1);
    expect(mails.confirmations).toHaveLength(0);
  });

  it('refuses a writer, a person without a role and a visitor, and sends nothing', async () => {
    const ref = await failedLead();
    const writer = await resend(ref.id, await person('writer'));
    expect(writer.status).toBe(403);
    expect(writer.body['error']).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: RESEND_ERRORS.notAdmin,
    });
    expect((await resend(ref.id, await person(null))).status).toBe(403);
    const visitor = await resend(ref.id);
    expect(visitor.status).toBe(401);
    expect(visitor.body['error']).toMatchObject({ message: RESEND_ERRORS.signedOut });
    expect((await ref.get()).get('delivery.status')).toBe('failed');
    expect(mailsOfLead(await capturedMails(), ref.id).all).toEqual([]);
  });

  it('refuses a lead that is not failed or blocked, and a malformed request', async () => {
    const token = await person('admin');
    const ref = db.collection('contacts').doc();
    await ref.set({ ...lead, email: freshAddress(), createdAt: FieldValue.serverTimestamp() });
    await receiptOf(ref.id);
    const sent = await resend(ref.id, token);
    expect(sent.status).toBe(400);
    expect(sent.body['error']).toMatchObject({ message: RESEND_ERRORS.notResendable });
    expect((await resend('../roles/x', token)).body['error']).toMatchObject({
      message: RESEND_ERRORS.malformed,
    });
    expect(mailsOfLead(await capturedMails(), ref.id).all).toHaveLength(2);
  });
});

describe('deliverLeadEmails under retried events', () => {
  const deliver = (leadId: string, eventId: string) =>
    deliverLeadEmails({ db, leadId, eventId, send, addresses });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 2000));

  /** A lead whose delivery was claimed by `eventId`, with a live or an expired lease. */
  async function claimedLead(eventId: string, opts: { leaseMs: number; notification?: 'sent' }) {
    const ref = db.collection('contacts').doc();
    await ref.set({
      ...lead,
      createdAt: FieldValue.serverTimestamp(),
      delivery: {
        status: 'sending',
        eventId,
        leaseUntil: Timestamp.fromMillis(Date.now() + opts.leaseMs),
        notification: opts.notification ?? 'pending',
        confirmation: 'pending',
        attempts: 1,
        at: FieldValue.serverTimestamp(),
      },
    });
    return ref;
  }

  /**
   * A lead waiting for a retry, due now: the sweeper's to take (as a run with `sweep: true`
   * does), so the stack's own trigger leaves it alone.
   */
  async function sweeperOwnedLead(eventId: string) {
    const ref = db.collection('contacts').doc();
    const past = Timestamp.fromMillis(Date.now() - 1000);
    await ref.set({
      ...lead,
      createdAt: FieldValue.serverTimestamp(),
      delivery: {
        status: 'retrying',
        eventId,
        leaseUntil: past,
        notification: 'pending',
        confirmation: 'pending',
        attempts: 1,
        firstAttemptAt: past,
        nextAttemptAt: past,
        at: past,
      },
    });
    return ref;
  }

  it('skips a lead already delivered, for its own event and any other', async () => {
    const ref = db.collection('contacts').doc();
    await ref.set({ ...lead, createdAt: FieldValue.serverTimestamp() });
    await receiptOf(ref.id);
    const eventId = (await ref.get()).get('delivery.eventId') as string;

    expect(await deliver(ref.id, eventId)).toBe('skipped');
    expect(await deliver(ref.id, 'another-event')).toBe('skipped');
    const mails = mailsOfLead(await capturedMails(), ref.id);
    expect(mails.notifications).toHaveLength(1);
    expect(mails.confirmations).toHaveLength(1);
  });

  it('sends one pair when runs race to take over a dead run', async () => {
    // The live trigger races these two runs for the expired claim.
    const ref = await claimedLead('event-a', { leaseMs: -1 });
    const runs = await Promise.allSettled([deliver(ref.id, 'event-a'), deliver(ref.id, 'event-a')]);
    await receiptOf(ref.id);
    await settle();

    for (const run of runs) {
      if (run.status === 'rejected') expect(run.reason).toBeInstanceOf(DeliveryBusyError);
    }
    const mails = mailsOfLead(await capturedMails(), ref.id);
    expect(mails.notifications).toHaveLength(1);
    expect(mails.confirmations).toHaveLength(1);
  });

  it('sends only what is missing when a run died after the first e-mail', async () => {
    const ref = await claimedLead('event-b', { leaseMs: -1, notification: 'sent' });
    await Promise.allSettled([deliver(ref.id, 'event-b')]);
    expect(await receiptOf(ref.id)).toMatchObject({ status: 'sent' });
    await settle();

    const mails = mailsOfLead(await capturedMails(), ref.id);
    expect(mails.notifications).toHaveLength(0);
    expect(mails.confirmations).toHaveLength(1);
    expect((await ref.get()).get('delivery.attempts')).toBe(2);
  });

  it('ends without an error when the lead is deleted while its e-mails go out', async () => {
    const ref = await sweeperOwnedLead('event-gone');
    const deleting: typeof send = async (mail) => {
      await ref.delete();
      return send(mail);
    };
    const outcome = await deliverLeadEmails({
      db,
      leadId: ref.id,
      eventId: 'event-gone',
      send: deleting,
      addresses,
      sweep: true,
    });
    expect(outcome).toBe('sent');
    expect((await ref.get()).exists).toBe(false);
    expect((await db.collection('leadReceipts').doc(ref.id).get()).exists).toBe(false);
  });

  it('records an e-mail as sent at once while the other is still on its way', async () => {
    const ref = await sweeperOwnedLead('event-slow');
    // The confirmation leaves only once the lead says the notification was sent.
    const slowConfirmation: typeof send = async (mail) => {
      if (mail.categories.includes('lead-confirmation'))
        await deliveryWhen(ref.id, (delivery) => delivery['notification'] === 'sent');
      return send(mail);
    };
    const outcome = await deliverLeadEmails({
      db,
      leadId: ref.id,
      eventId: 'event-slow',
      send: slowConfirmation,
      addresses,
      sweep: true,
      retry: { attempts: 1, baseDelayMs: 0 },
    });
    expect(outcome).toBe('sent');
    expect((await ref.get()).get('delivery')).toMatchObject({
      status: 'sent',
      notification: 'sent',
      confirmation: 'sent',
    });
  });

  it('leaves a lead to a live run; the same event retries later', async () => {
    const ref = await claimedLead('event-c', { leaseMs: EMAIL_LEASE_MS });
    expect(await deliver(ref.id, 'event-d')).toBe('skipped');
    await expect(deliver(ref.id, 'event-c')).rejects.toBeInstanceOf(DeliveryBusyError);
    await settle();
    expect(mailsOfLead(await capturedMails(), ref.id).all).toEqual([]);
  });
});
