/**
 * E-mails of the leads the form's bot trap marks, on the local stack with the real SendGrid
 * client sending to the mail capture server: a lead only sent too fast takes the normal path
 * with a note for the office; 'Not spam' on a held one starts that path.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATIONS_PER_MAILBOX_PER_DAY } from '@altum/domain';
import { MAIL_CAPTURE_URL, capturedMails, mailsOfLead } from '../../../scripts/mail-capture/client';
import { deliverLeadEmails } from './leadDelivery';
import { confirmationCapRef } from './leadEmailClaim';
import { sweepLeadEmails } from './leadEmailSweep';
import { sendgridMailer } from './mailer';
import { releaseHeldLead } from './releaseHeldLead';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;
beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'suspect-lead-emails-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const send = sendgridMailer({ apiKey: 'SG.local-capture-key', baseUrl: MAIL_CAPTURE_URL });
const addresses = {
  inbox: 'leads@altum-roofing.test',
  from: 'no-reply@altum-roofing.test',
  site: 'http://127.0.0.1:5000',
};
const freshAddress = () => `rosa-${Math.random().toString(36).slice(2, 10)}@example.com`;
const HOUR = 60 * 60 * 1000;

const lead = {
  name: 'Rosa Diaz',
  phone: '(713) 555-0199',
  address: '8 Elm St, Houston, TX 77002',
  service: 'leak-damage',
  timeline: 'asap',
  message: null,
};

// Long: the emulator hands events to the triggers one at a time, and after the suites before
// turned the triggers off and on, each trigger's worker loads cold, in turn, on a busy machine.
const waitFor = <T>(read: () => Promise<T | undefined>, timeoutMs = 150_000) =>
  eventually(read, { what: 'the e-mail functions', timeoutMs });

type Delivery = Record<string, unknown>;
const deliveryWhen = (id: string, done: (d: Delivery) => boolean) =>
  waitFor(async () => {
    const delivery = (await db.doc(`contacts/${id}`).get()).get('delivery') as Delivery | undefined;
    return delivery && done(delivery) ? delivery : undefined;
  });
const settled = (d: Delivery) => d['status'] !== 'sending' && d['status'] !== 'retrying';
/** Settled after the release: 'held' is where a lead waits until the function releases it. */
const released = (d: Delivery) => settled(d) && d['status'] !== 'held';

/** A later sweep, as the scheduler runs it: nothing may go out twice. */
const sweepLater = () =>
  sweepLeadEmails({ db, send, addresses, unsent: false, now: () => Date.now() + HOUR });

describe("a lead marked only 'too-fast'", () => {
  it(
    'gets the office e-mail, its subject asking to check, and the confirmation',
    { timeout: 200_000 },
    async () => {
      const ref = db.collection('contacts').doc();
      await ref.set({
        ...lead,
        email: freshAddress(),
        suspectedSpam: 'too-fast',
        fillMs: 1234,
        createdAt: FieldValue.serverTimestamp(),
      });
      expect(await deliveryWhen(ref.id, settled)).toMatchObject({
        status: 'sent',
        notification: 'sent',
        confirmation: 'sent',
      });
      await sweepLater();
      const { notifications, confirmations } = mailsOfLead(await capturedMails(), ref.id);
      expect(notifications).toHaveLength(1);
      expect(confirmations).toHaveLength(1);
      const office = notifications[0]?.body as { subject: string; content: { value: string }[] };
      expect(office.subject).toBe(
        'New inspection request: Rosa Diaz (Leak or Damage Repair), check: sent 1.2 s after opening',
      );
      expect(office.content[0]?.value).toContain('Please check: sent 1.2 s after opening');
    },
  );

  it("is held to the mailbox's daily cap like any other", { timeout: 200_000 }, async () => {
    const email = freshAddress();
    await confirmationCapRef(db, email, Date.now()).set({
      count: CONFIRMATIONS_PER_MAILBOX_PER_DAY,
    });
    const ref = db.collection('contacts').doc();
    await ref.set({
      ...lead,
      email,
      suspectedSpam: 'too-fast',
      createdAt: FieldValue.serverTimestamp(),
    });
    expect(await deliveryWhen(ref.id, settled)).toMatchObject({
      status: 'sent',
      notification: 'sent',
      confirmation: 'skipped',
      skipReason: 'mailbox-daily-cap',
    });
    const { notifications, confirmations } = mailsOfLead(await capturedMails(), ref.id);
    // From a page that did not record the time: "under 3 s".
    expect((notifications[0]?.body as { subject: string }).subject).toContain(
      'check: sent under 3 s after opening',
    );
    expect(confirmations).toHaveLength(0);
  });
});

describe("'Not spam' on a held lead", () => {
  /** A lead whose honeypot was filled, arrived `agoMs` ago, once its e-mails are held. */
  async function heldLead(agoMs: number) {
    const ref = db.collection('contacts').doc();
    await ref.set({
      ...lead,
      email: freshAddress(),
      suspectedSpam: 'honeypot',
      createdAt: Timestamp.fromMillis(Date.now() - agoMs),
    });
    await deliveryWhen(ref.id, (d) => d['status'] === 'held');
    return ref;
  }

  it(
    'sends the office e-mail and the confirmation, once, however often it runs',
    { timeout: 330_000 },
    async () => {
      const ref = await heldLead(2 * HOUR);
      await ref.update({ suspectedSpam: FieldValue.delete(), status: 'new' });
      expect(await deliveryWhen(ref.id, released)).toMatchObject({
        status: 'sent',
        notification: 'sent',
        confirmation: 'sent',
      });
      // A retried event: the release is done, the run finds nothing left to send.
      expect(await releaseHeldLead(db, ref.id, Date.now())).toBe(false);
      expect(
        await deliverLeadEmails({
          db,
          leadId: ref.id,
          eventId: 'retry',
          send,
          addresses,
          sweep: true,
        }),
      ).toBe('skipped');
      await sweepLater();
      const { notifications, confirmations } = mailsOfLead(await capturedMails(), ref.id);
      expect(notifications).toHaveLength(1);
      expect(confirmations).toHaveLength(1);
      // No note: staff said it is a person.
      expect((notifications[0]?.body as { subject: string }).subject).not.toContain('check');
      expect((await db.doc(`leadReceipts/${ref.id}`).get()).data()).toMatchObject({
        status: 'sent',
        confirmation: 'sent',
      });
    },
  );

  it(
    'sends only the office e-mail more than a day after the request',
    { timeout: 330_000 },
    async () => {
      const ref = await heldLead(25 * HOUR);
      await ref.update({ suspectedSpam: FieldValue.delete() });
      expect(await deliveryWhen(ref.id, released)).toMatchObject({
        status: 'sent',
        notification: 'sent',
        confirmation: 'skipped',
        skipReason: 'past-day',
      });
      await sweepLater();
      const { notifications, confirmations } = mailsOfLead(await capturedMails(), ref.id);
      expect(notifications).toHaveLength(1);
      expect(confirmations).toHaveLength(0);
    },
  );

  it('leaves a held lead still marked alone', { timeout: 200_000 }, async () => {
    const ref = await heldLead(HOUR);
    expect(await releaseHeldLead(db, ref.id, Date.now())).toBe(false);
    await ref.update({ note: 'looked at it' });
    await sweepLater();
    expect((await ref.get()).get('delivery.status')).toBe('held');
    expect(mailsOfLead(await capturedMails(), ref.id).all).toEqual([]);
  });
});
