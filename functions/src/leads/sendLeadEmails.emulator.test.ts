/**
 * The e-mail trigger on the local stack: Firestore and Functions emulators, with the real
 * SendGrid client sending to the mail capture server (SENDGRID_API_URL in .env.local).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIL_CAPTURE_URL,
  capturedMails,
  mailsOfLead,
  setMailFailure,
} from '../../../scripts/mail-capture/client';
import { DELIVERY_LEASE_MS, DeliveryBusyError, deliverLeadEmails } from './leadDelivery';
import { sendgridMailer } from './mailer';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'lead-emails-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));
afterEach(() => setMailFailure(false));

const lead = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX 77339',
  service: 'storm-damage',
  timeline: 'week',
  message: 'Shingles missing after the storm.',
};

async function waitFor<T>(read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out waiting for the e-mail function');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const receiptOf = (leadId: string) =>
  waitFor(async () => (await db.doc(`leadReceipts/${leadId}`).get()).data());

describe('sendLeadEmails trigger', () => {
  it('sends the notification and the confirmation, and records the outcome', async () => {
    const ref = db.collection('contacts').doc();
    await ref.set({ ...lead, createdAt: FieldValue.serverTimestamp() });

    expect(await receiptOf(ref.id)).toMatchObject({ status: 'sent' });
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
            'We promise a same-day response, typically within the hour.',
          ].join('\n'),
        },
      ],
      categories: ['lead-notification'],
      custom_args: { leadId: ref.id },
    });
    expect(confirmations[0]?.body).toMatchObject({
      personalizations: [{ to: [{ email: 'maria@example.com', name: 'Maria Lopez' }] }],
      subject: 'We received your free inspection request',
    });

    const delivery = (await ref.get()).get('delivery');
    expect(delivery).toMatchObject({
      status: 'sent',
      notification: 'sent',
      confirmation: 'sent',
      attempts: 1,
    });
  });

  it('records a failed delivery when SendGrid keeps failing', async () => {
    await setMailFailure(true);
    const ref = db.collection('contacts').doc();
    await ref.set({ ...lead, message: null, createdAt: FieldValue.serverTimestamp() });

    expect(await receiptOf(ref.id)).toMatchObject({ status: 'failed' });
    const delivery = (await ref.get()).get('delivery');
    expect(delivery).toMatchObject({
      status: 'failed',
      notification: 'failed',
      confirmation: 'failed',
    });
    expect(delivery.error).toContain('HTTP 500');
    expect(mailsOfLead(await capturedMails(), ref.id).all).toEqual([]);
  });
});

describe('deliverLeadEmails under retried events', () => {
  const send = sendgridMailer({ apiKey: 'SG.local-capture-key', baseUrl: MAIL_CAPTURE_URL });
  const addresses = { inbox: 'leads@altum-roofing.test', from: 'no-reply@altum-roofing.test' };
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

  it('leaves a lead to a live run; the same event retries later', async () => {
    const ref = await claimedLead('event-c', { leaseMs: DELIVERY_LEASE_MS });
    expect(await deliver(ref.id, 'event-d')).toBe('skipped');
    await expect(deliver(ref.id, 'event-c')).rejects.toBeInstanceOf(DeliveryBusyError);
    await settle();
    expect(mailsOfLead(await capturedMails(), ref.id).all).toEqual([]);
  });
});
