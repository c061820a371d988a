/**
 * A sent quote by the clock, on the local stack: the stack's followQuoteVersions publishes a
 * version and stores its next check; the quote sweep's round (checkDueQuotes, run here as the
 * sweep runs it) proposes a follow-up on the lead and pushes its owner once when the quote sat
 * unopened for 2 days, and queues one reminder e-mail before it expires, which the stack's
 * sendQuoteEmails sends through the real SendGrid client to the mail capture server. A view, an
 * acceptance, a newer version or an expired quote prevent them.
 */
import { QUOTE_UNOPENED_AFTER_MS, quoteReminderAt } from '@altum/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedMails } from '../../../scripts/mail-capture/client';
import type { CapturedMail } from '../../../scripts/mail-capture/server';
import {
  mintSubscription,
  pushesOfLead,
  receivedPushes,
  PUSH_RECEIVER_URL,
} from '../../../scripts/push-receiver/client';
import { newLead, waitFor } from '../inspections/bookingFixtures';
import type { AlertDeps } from '../alerts/alertRecords';
import { webPusher } from '../alerts/pusher';
import { draftQuote, houstonDay, quoteSteps } from './quoteFixtures';
import { checkDueQuotes, checkQuoteVersion } from './quoteChecks';
import { queueQuoteMail } from './quoteMail';
import { viewQuoteFor } from './viewQuote';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

const DAY_MS = 24 * 3_600_000;
let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'quote-checks-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const STAFF = 'quote-checks-staff';
const { send, published, accept } = quoteSteps(() => db, STAFF, {
  salt: 'quote-checks-salt',
  userAgent: 'QuoteChecksTest/1.0',
});

const version = async (leadId: string, quoteId = 'v1') =>
  (await db.doc(`contacts/${leadId}/quotes/${quoteId}`).get()).data() ?? {};

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

interface MailBody {
  categories?: string[];
  custom_args?: { leadId?: string };
  subject?: string;
  content?: { value: string }[];
}
const body = (mail: CapturedMail) => mail.body as MailBody;

async function remindersOf(leadId: string) {
  return (await capturedMails()).filter(
    (m) => body(m).custom_args?.leadId === leadId && body(m).categories?.includes('quote-reminder'),
  );
}

const OWNER = 'quote-checks-owner';
// The local stack's VAPID pair (functions/.env.local, functions/.secret.local.example).
const VAPID_PRIVATE_KEY = 'bfh0zXXgn-RSmR0H67alR_hs8KkccpPROZ10JzWiu5w';
const alerts = (): AlertDeps => ({
  db,
  send: webPusher({
    publicKey:
      'BHGmB73zxEZrT00s964DP67yLHgRWMI_-tPSxrJvUD021pBU4bl10p2JL-CeeS5OopxSzUv5d5jlXdQoEggg_5o',
    privateKey: VAPID_PRIVATE_KEY,
    subject: 'mailto:leads@altum-roofing.test',
  }),
  topicKey: VAPID_PRIVATE_KEY,
  localPushReceiver: PUSH_RECEIVER_URL,
});

const unopenedPushes = async (leadId: string) =>
  pushesOfLead(await receivedPushes(), leadId).filter(
    (p) => (p.payload as { title?: string } | undefined)?.title === 'Quote not opened: follow up',
  );

describe('a quote unopened for 2 days', { timeout: 240_000 }, () => {
  it('proposes a follow-up on the lead and pushes its owner, once: the version, no price or name', async () => {
    await db.doc(`roles/${OWNER}`).set({ admin: false, writer: true });
    const minted = await mintSubscription('quote checks owner phone');
    const device = db.doc(`profiles/${OWNER}/pushSubscriptions/QuoteChecksDevice0001`);
    await device.set({
      endpoint: minted.endpoint,
      keys: minted.keys,
      label: 'quote checks owner phone',
      createdAt: new Date(),
    });
    try {
      const leadId = await newLead(db, { ownerId: OWNER, status: 'contacted' });
      await send(leadId, draftQuote(1, houstonDay(20)), QUOTE_UNOPENED_AFTER_MS + 3_600_000);
      await published(leadId, 'v1');
      // Two rounds at once (and the stack's own sweep, should its minute come): one follow-up.
      const rounds = await Promise.all([1, 2].map(() => checkDueQuotes({ db, alerts })));
      const mine = rounds.flatMap((round) => round.unopened).filter((id) => id === `${leadId}/v1`);
      expect(mine.length).toBeLessThanOrEqual(1);
      const stored = await version(leadId);
      const at = millis(stored['unopenedFollowUpAt']);
      expect(at).not.toBeNull();
      // Next: the reminder, 9:00 three days before the valid-until day.
      expect(millis(stored['nextCheckAt'])).toBe(quoteReminderAt(houstonDay(20))?.getTime());
      const lead = (await db.doc(`contacts/${leadId}`).get()).data() ?? {};
      expect(millis(lead['followUpAt'])).toBe(at);
      // The quote's push is the follow-up's alert: the follow-up sweep does not push it again.
      expect(millis(lead['followUpAlertedAt'])).toBe(at);
      const pushes = await waitFor(
        async () => {
          const found = await unopenedPushes(leadId);
          return found.length > 0 ? found : undefined;
        },
        60_000,
        'the unopened push',
      );
      expect(pushes[0]?.payload).toMatchObject({ kind: 'quote', body: 'Version 1' });
      const phone = String(lead['phone']);
      const text = JSON.stringify(pushes.map((p) => p.payload));
      for (const secret of ['$', 'Maria', 'Lopez', 'Oak St', phone])
        expect(text).not.toContain(secret);
      // Rounds later: nothing more.
      await checkDueQuotes({ db, alerts });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(await unopenedPushes(leadId)).toHaveLength(1);
      expect(millis((await version(leadId))['unopenedFollowUpAt'])).toBe(at);
    } finally {
      await device.delete();
      await db.doc(`roles/${OWNER}`).delete();
    }
  });

  it('does nothing once the homeowner has opened it', async () => {
    const leadId = await newLead(db, { status: 'contacted' });
    // 47 hours ago: not due yet when it is viewed.
    await send(leadId, draftQuote(1, houstonDay(20)), QUOTE_UNOPENED_AFTER_MS - 3_600_000);
    await published(leadId, 'v1');
    await viewQuoteFor({ db }, undefined, { leadId, quoteId: 'v1' });
    const ref = db.doc(`contacts/${leadId}/quotes/v1`);
    // The check comes two hours on, past the 48 hours.
    const outcome = await checkQuoteVersion(db, ref, Date.now() + 2 * 3_600_000);
    expect(outcome).toMatchObject({ unopened: false, reminder: false });
    const stored = await version(leadId);
    expect(stored['unopenedFollowUpAt']).toBeUndefined();
    expect(millis(stored['nextCheckAt'])).toBe(quoteReminderAt(houstonDay(20))?.getTime());
    expect((await db.doc(`contacts/${leadId}`).get()).get('followUpAt')).toBeUndefined();
  });
});

describe('the reminder before expiry', { timeout: 180_000 }, () => {
  it('e-mails the homeowner once: the day and the link, no price, no office copy', async () => {
    const leadId = await newLead(db, { status: 'contacted' });
    const validUntil = houstonDay(1);
    // Sent 10 days ago, valid until tomorrow: the reminder (9:00, 3 days before) is due.
    await send(leadId, draftQuote(1, validUntil), 10 * DAY_MS);
    await published(leadId, 'v1');
    await Promise.all([1, 2].map(() => checkDueQuotes({ db, alerts })));
    const stored = await version(leadId);
    expect(stored['expiryReminderAt']).toBeInstanceOf(Timestamp);
    // Both checks done: none left to look for.
    expect(stored['nextCheckAt']).toBeUndefined();
    const mails = await waitFor(
      async () => {
        const found = await remindersOf(leadId);
        return found.length > 0 ? found : undefined;
      },
      90_000,
      'the reminder e-mail',
    );
    const mail = body(mails[0] as CapturedMail);
    expect(mail.subject).toMatch(/^Your roof quote from Altum Roofing is valid until /);
    const text = mail.content?.[0]?.value ?? '';
    expect(text).toMatch(/^Hi Maria,/);
    expect(text).toContain(`/request/${leadId}`);
    expect(JSON.stringify(mail)).not.toMatch(/\$|Oak St|Lopez/);
    await checkDueQuotes({ db, alerts });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await remindersOf(leadId)).toHaveLength(1);
    expect((await db.doc(`quoteMail/${leadId}_v1_reminder`).get()).get('office')).toBe('skipped');
  });

  it('is never sent for an expired quote', async () => {
    const leadId = await newLead(db, { status: 'contacted' });
    await send(leadId, draftQuote(1, houstonDay(-1)), 10 * DAY_MS);
    await published(leadId, 'v1');
    await checkQuoteVersion(db, db.doc(`contacts/${leadId}/quotes/v1`), Date.now());
    const stored = await version(leadId);
    expect(stored['expiryReminderAt']).toBeUndefined();
    expect(stored['nextCheckAt']).toBeUndefined();
    expect((await db.doc(`quoteMail/${leadId}_v1_reminder`).get()).exists).toBe(false);
  });

  it('is never sent for a version a newer one replaced', async () => {
    const leadId = await newLead(db, { status: 'contacted' });
    const validUntil = houstonDay(5);
    await send(leadId, draftQuote(1, validUntil), 3_600_000);
    await published(leadId, 'v1');
    await send(leadId, draftQuote(2, validUntil), 0);
    await published(leadId, 'v2');
    const due = (quoteReminderAt(validUntil) as Date).getTime() + 60_000;
    const outcome = await checkQuoteVersion(db, db.doc(`contacts/${leadId}/quotes/v1`), due);
    expect(outcome.reminder).toBe(false);
    const stored = await version(leadId);
    expect(stored['expiryReminderAt']).toBeUndefined();
    expect(stored['nextCheckAt']).toBeUndefined();
    expect((await db.doc(`quoteMail/${leadId}_v1_reminder`).get()).exists).toBe(false);
    // The latest version keeps its own.
    expect(millis((await version(leadId, 'v2'))['nextCheckAt'])).not.toBeNull();
  });

  it('is never sent for an accepted quote, even when one was queued before', async () => {
    const leadId = await newLead(db, { status: 'contacted' });
    const validUntil = houstonDay(5);
    await send(leadId, draftQuote(1, validUntil), 3_600_000);
    await published(leadId, 'v1');
    await accept(leadId, '2001:db8:77:1::7');
    const due = (quoteReminderAt(validUntil) as Date).getTime() + 60_000;
    const ref = db.doc(`contacts/${leadId}/quotes/v1`);
    expect((await checkQuoteVersion(db, ref, due)).reminder).toBe(false);
    expect((await version(leadId))['nextCheckAt']).toBeUndefined();
    expect((await db.doc(`quoteMail/${leadId}_v1_reminder`).get()).exists).toBe(false);
    // A reminder queued before the acceptance is not sent when its turn comes.
    await db.runTransaction(async (tx) => {
      queueQuoteMail(tx, db, { leadId, quoteId: 'v1', kind: 'reminder' }, Date.now());
    });
    const record = await waitFor(
      async () => {
        const data = (await db.doc(`quoteMail/${leadId}_v1_reminder`).get()).data();
        return data?.['homeowner'] === 'pending' ? undefined : data;
      },
      60_000,
      'the queued reminder to be looked at',
    );
    expect(record).toMatchObject({ homeowner: 'skipped', skipReason: 'quote-closed' });
    expect(await remindersOf(leadId)).toHaveLength(0);
  });
});
