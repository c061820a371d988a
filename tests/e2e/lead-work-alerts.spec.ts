/**
 * The alerts of working leads, end to end on the local stack:
 *
 * - a follow-up that falls due pushes "Follow up: <first name>, attempt N" to its owner's
 *   device, through the functions' follow-up sweep, web-push and the local push receiver;
 * - a request sent at once after the page loads (autofill plus a tap, as on a phone) goes the
 *   normal way: the office e-mail, whose subject says how fast it came, the homeowner's
 *   confirmation, the staff alert, and New Leads with its mark.
 *
 * Devices are stored with the admin SDK, in the shape the alerts panel stores them (the panel
 * itself is lead-alerts.spec's subject), with endpoints the push receiver mints.
 */
import { expect as baseExpect, test } from '@playwright/test';
import { Timestamp } from 'firebase-admin/firestore';
import { mintSubscription, pushesOfLead, receivedPushes } from '../../scripts/push-receiver/client';
import type { MintedSubscription } from '../../scripts/push-receiver/server';
import { capturedMails, mailsOfLead } from '../../scripts/mail-capture/client';
import { adminAuth, adminDb, openAsStaff, SEED_ADMIN, SEED_WRITER } from './support/staffAuth';
import { sweepLeadAlertsOnce } from '../../scripts/lib/stack';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 150_000 });

const RUN = Date.now();
const FOLLOW_UP_LEAD = `followUp${RUN}`;
const FAST_EMAIL = `fast-${RUN}@example.com`;
/** Device ids as the panel makes them: 20 letters and digits. */
const deviceId = (who: string) => `${who}${RUN}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 20);
const stored: string[] = [];

async function storeDevice(uid: string, who: string): Promise<MintedSubscription> {
  const minted = await mintSubscription(`${who} ${RUN}`);
  const path = `profiles/${uid}/pushSubscriptions/${deviceId(who)}`;
  await adminDb()
    .doc(path)
    .set({
      endpoint: minted.endpoint,
      keys: minted.keys,
      label: `${who}'s phone`,
      createdAt: Timestamp.now(),
    });
  stored.push(path);
  return minted;
}

const pushesTo = async (device: MintedSubscription, leadId: string) =>
  pushesOfLead(await receivedPushes(), leadId).filter((p) => p.subscriptionId === device.id);

const titleOf = (push: { payload?: unknown }) => (push.payload as { title?: string }).title;

test.afterAll(async () => {
  const db = adminDb();
  const fast = await db.collection('contacts').where('email', '==', FAST_EMAIL).get();
  await Promise.all([
    db.doc(`contacts/${FOLLOW_UP_LEAD}`).delete(),
    ...fast.docs.map((doc) => doc.ref.delete()),
    ...stored.map((path) => db.doc(path).delete()),
  ]);
});

test('a follow-up that falls due pushes "Follow up: <first name>, attempt 4" to its owner', async () => {
  const writer = await adminAuth().getUserByEmail(SEED_WRITER.email);
  const device = await storeDevice(writer.uid, 'writer');
  const tried = (minutesAgo: number) => ({
    kind: 'no-answer',
    at: Timestamp.fromMillis(RUN - minutesAgo * 60_000),
    byUid: writer.uid,
    byName: 'Wendy Writer',
    note: '',
  });
  // Three tries logged by its owner; the next follow-up just past, for the sweep run below.
  await adminDb()
    .doc(`contacts/${FOLLOW_UP_LEAD}`)
    .set({
      name: 'Felix Follow',
      email: `follow-${RUN}@example.com`,
      phone: '(713) 555-0177',
      address: '9 Elm St, Houston, TX',
      service: 'roof-repair',
      timeline: 'week',
      message: null,
      source: { page: '/book-inspection', referrer: null },
      createdAt: Timestamp.fromMillis(RUN - 3 * 3_600_000),
      status: 'new',
      delivery: { status: 'sent', notification: 'sent', confirmation: 'sent' },
      ownerId: writer.uid,
      ownerName: 'Wendy Writer',
      assignedAt: Timestamp.fromMillis(RUN - 3 * 3_600_000),
      assignedBy: writer.uid,
      attempts: [tried(120), tried(60), tried(30)],
      attemptCount: 3,
      followUpAt: Timestamp.fromMillis(Date.now() - 1_000),
    });

  // (Its arrival alerted the owner too, as any new lead does: only follow-ups are counted.)
  const followUps = async () =>
    (await pushesTo(device, FOLLOW_UP_LEAD))
      .filter((push) => (push.payload as { kind?: string }).kind === 'follow-up')
      .map(titleOf);
  await sweepLeadAlertsOnce();
  await expect.poll(followUps).toEqual(['Follow up: Felix, attempt 4']);
  // Once per follow-up time: later sweeps leave it alone (two, run here rather than waited for).
  await sweepLeadAlertsOnce();
  await sweepLeadAlertsOnce();
  expect(await followUps()).toHaveLength(1);
});

test('a request sent at once after the page loads is e-mailed, alerted and listed with its mark', async ({
  page,
  browser,
}) => {
  const admin = await adminAuth().getUserByEmail(SEED_ADMIN.email);
  const device = await storeDevice(admin.uid, 'admin');

  const homeowner = await browser.newContext({ serviceWorkers: 'block' });
  const visitor = await homeowner.newPage();
  // The form is in the page's HTML: filled and sent as soon as it is parsed, as autofill and
  // a quick tap do, before the app has started (the page holds the submit for it): well
  // inside 3 s of the page's load. A phone of this run's own: the alert is a new lead's.
  await visitor.goto('/book-inspection', { waitUntil: 'domcontentloaded' });
  const form = visitor.getByRole('form', { name: 'Free estimate request' });
  // Autofill fills every field at once (no input events a person makes)...
  await form.evaluate(
    (element, [email, phone]) => {
      const set = (name: string, value: string) => {
        const control = element.querySelector<HTMLInputElement | HTMLSelectElement>(
          `[name="${name}"]`,
        );
        if (!control) throw new Error(`No ${name} field`);
        control.value = value;
        control.dispatchEvent(new Event('input', { bubbles: true }));
        control.dispatchEvent(new Event('change', { bubbles: true }));
      };
      set('name', 'Fern Quick');
      set('phone', phone);
      set('email', email);
      set('address', '3 Pine St, Houston, TX 77002');
      set('service', 'storm-damage');
      set('timeline', 'asap');
    },
    [FAST_EMAIL, `(713) 555-${String(RUN).slice(-4)}`] as const,
  );
  // ...and the tap is a real one, which also starts the app.
  await form.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(visitor.getByText("Thank you! We'll get back to you soon.").first()).toBeVisible();
  await homeowner.close();

  let leadId = '';
  await expect
    .poll(async () => {
      const found = await adminDb().collection('contacts').where('email', '==', FAST_EMAIL).get();
      leadId = found.docs[0]?.id ?? '';
      return found.docs[0]?.get('suspectedSpam') as unknown;
    })
    .toBe('too-fast');
  // Sent once.
  expect((await adminDb().collection('contacts').where('email', '==', FAST_EMAIL).get()).size).toBe(
    1,
  );

  // The office e-mail says how fast it came; the homeowner is thanked by e-mail as usual.
  await expect
    .poll(async () => {
      const mails = mailsOfLead(await capturedMails(), leadId);
      return [mails.notifications.length, mails.confirmations.length];
    })
    .toEqual([1, 1]);
  const office = mailsOfLead(await capturedMails(), leadId).notifications[0];
  expect((office?.body as { subject?: string }).subject).toMatch(
    /check: sent \d+(\.\d)? s after opening/,
  );

  // The staff alert, as for any new lead.
  await expect
    .poll(async () => (await pushesTo(device, leadId)).map(titleOf))
    .toEqual(['New lead: Fern']);

  // Listed with the rest, marked.
  await openAsStaff(page, SEED_ADMIN, '/admin/leads?status=new');
  const card = page
    .getByRole('list', { name: 'New leads' })
    .getByTestId('lead-card')
    .filter({ hasText: 'Fern Quick' });
  await expect(card.getByTestId('fast-mark')).toContainText(
    /Fast request, check: sent \d+(\.\d)? s after opening/,
  );
});
