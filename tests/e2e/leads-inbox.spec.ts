/**
 * The lead inbox end to end on the local stack: a homeowner's request from the public form
 * appears in the office's open inbox without a reload, with where it came from; staff set its
 * status and note in place; the status filter lives in the URL; only admins may delete.
 * The inbox's accessibility is checked with the other screens (checkedRoutes.ts).
 */
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { deleteDoc, doc } from 'firebase/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  signInWithCredential,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { FieldValue } from 'firebase-admin/firestore';
import { emulatorUrl, PROJECT_ID } from '../../scripts/lib/ports';
import { capturedMails, mailsOfLead, setMailFaults } from '../../scripts/mail-capture/client';
import { openPage, pastMinimumFillTime, startApp } from './support/app';
import { adminDb, clientAs, SEED_ADMIN, SEED_WRITER, openAsStaff } from './support/staffAuth';

// The form, the e-mail function and the inbox's listener share two cores with the browser.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const CAMPAIGN = `spring-${Date.now()}`;
const EMAIL = `inbox-${Date.now()}@example.com`;
const BLOCKED_EMAIL = `blocked-${Date.now()}@example.com`;
const NOTE = 'Called back, inspection booked for Tuesday 9 am.';

/** The card of this run's lead. */
const leadCard = (page: Page) => page.getByTestId('lead-card').filter({ hasText: EMAIL });

/** A homeowner lands on the home page from a newsletter, then books on /book-inspection. */
async function sendLeadAsHomeowner(browser: Browser) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  // Found through a search engine (the referrer) and a newsletter link (the UTM tags); an
  // in-app link then leaves the landing page's query behind.
  await page.goto(`/?utm_source=newsletter&utm_campaign=${CAMPAIGN}`, {
    referer: 'https://www.google.com/',
  });
  await startApp(page);
  await page.getByRole('link', { name: 'Get Free Inspection' }).first().click();
  await expect(page).toHaveURL(/\/book-inspection$/);
  const form = page.getByRole('form', { name: 'Free estimate request' });
  await form.getByLabel('Full Name').fill('Inbox Homeowner');
  await form.getByLabel('Phone').fill('(713) 555-0147');
  await form.getByLabel('Email').fill(EMAIL);
  await form.getByLabel('Property Address').fill('48 Pine Hollow Dr, Kingwood, TX 77339');
  await form.getByLabel('Service Needed').selectOption('leak-damage');
  await form.getByLabel('Timeline').selectOption('asap');
  await form.getByLabel('Additional Details').fill('Water stain on the bedroom ceiling.');
  await pastMinimumFillTime(page);
  await form.getByRole('button', { name: 'Get My Free Estimate' }).click();
  await expect(page.getByText(/Thank you! We'll get back to you soon\.|saved, but/)).toBeVisible({
    timeout: 30_000,
  });
  await context.close();
}

test.afterAll(async () => {
  // Leave no lead of this run behind for the other specs' counts.
  const db = adminDb();
  await setMailFaults({});
  for (const email of [EMAIL, BLOCKED_EMAIL]) {
    const left = await db.collection('contacts').where('email', '==', email).get();
    await Promise.all(left.docs.map((lead) => lead.ref.delete()));
  }
});

test('a lead sent from the form appears in the open inbox with its source, and its follow-up is saved', async ({
  page,
  browser,
}) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  await expect(page.getByRole('heading', { name: 'Leads', level: 1 })).toBeVisible();
  await expect(leadCard(page)).toHaveCount(0);

  await sendLeadAsHomeowner(browser);

  // No reload: the inbox's listener brings it in.
  const card = leadCard(page);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('lead-card').first()).toContainText(EMAIL);
  await expect(card.getByRole('heading', { name: 'Inbox Homeowner' })).toBeVisible();
  await expect(card.getByRole('link', { name: '(713) 555-0147' })).toHaveAttribute(
    'href',
    'tel:7135550147',
  );
  await expect(card.getByRole('link', { name: EMAIL })).toHaveAttribute('href', `mailto:${EMAIL}`);
  await expect(card).toContainText('48 Pine Hollow Dr, Kingwood, TX 77339');
  await expect(card).toContainText('Leak or Damage Repair');
  await expect(card).toContainText('As soon as possible');
  await expect(card).toContainText('Water stain on the bedroom ceiling.');
  await expect(card).toContainText('/book-inspection');
  await expect(card).toContainText(`newsletter / ${CAMPAIGN}`);
  await expect(card).toContainText('www.google.com');
  await expect(card.getByLabel('Status')).toHaveValue('new');
  // The e-mail function records both e-mails on the lead.
  await expect(card.getByRole('definition').filter({ hasText: /^sent$/ })).toHaveCount(2, {
    timeout: 30_000,
  });

  await card.getByLabel('Status').selectOption('contacted');
  await card.getByLabel('Note').fill(NOTE);
  await card.getByRole('button', { name: 'Save' }).click();
  // Chromium in the test's network namespace may report itself offline; the inbox then says
  // the change is kept on the device and syncs it (the emulator is reachable) at once.
  await expect(page.getByText(/^(Lead updated|Saved on this device)/)).toBeVisible();
  await expect(leadCard(page).getByText('Waiting to sync')).toHaveCount(0);

  await page.reload();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  const saved = leadCard(page);
  await expect(saved.getByLabel('Status')).toHaveValue('contacted');
  await expect(saved.getByLabel('Note')).toHaveValue(NOTE);
  await expect(saved.getByTestId('lead-status')).toHaveText('Contacted');

  const stored = (await adminDb().collection('contacts').where('email', '==', EMAIL).get()).docs;
  expect(stored).toHaveLength(1);
  expect(stored[0]?.get('status')).toBe('contacted');
  expect(stored[0]?.get('note')).toBe(NOTE);
  // Its first contact (speed to lead): recorded with that change, by the same person.
  expect(stored[0]?.get('firstContactBy')).toBe(stored[0]?.get('updatedBy'));
  expect(stored[0]?.get('firstContactAt')?.toMillis()).toBe(
    stored[0]?.get('updatedAt')?.toMillis(),
  );
  expect(stored[0]?.get('source')).toEqual({
    page: '/book-inspection',
    referrer: 'https://www.google.com/',
    utmSource: 'newsletter',
    utmCampaign: CAMPAIGN,
  });
});

test('the status filter narrows the list and lives in the URL', async ({ page }) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  const filters = page.getByRole('navigation', { name: 'Filter leads by status' });
  await expect(leadCard(page)).toBeVisible();

  await filters.getByRole('link', { name: /^Contacted/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=contacted$/);
  await expect(filters.getByRole('link', { name: /^Contacted/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(leadCard(page)).toBeVisible();

  await filters.getByRole('link', { name: /^New/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads\?status=new$/);
  await expect(leadCard(page)).toHaveCount(0);

  // The URL alone sets the filter; an unknown status shows every lead.
  await openPage(page, '/admin/leads?status=won');
  await expect(leadCard(page)).toHaveCount(0);
  await openPage(page, '/admin/leads?status=bogus');
  await expect(leadCard(page)).toBeVisible();
  await filters.getByRole('link', { name: /^All/ }).click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
});

test('a writer sees the leads but no delete button, and the rules refuse a writer’s delete', async ({
  page,
}) => {
  await openAsStaff(page, SEED_WRITER, '/admin/leads');
  await expect(leadCard(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete lead' })).toHaveCount(0);

  const [lead] = (await adminDb().collection('contacts').where('email', '==', EMAIL).get()).docs;
  if (!lead) throw new Error('The lead of this run is missing');
  const writer = await clientAs(SEED_WRITER);
  try {
    await expect(deleteDoc(doc(writer.db, 'contacts', lead.id))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  } finally {
    await writer.close();
  }
});

test('an admin deletes a lead after confirming', async ({ page }) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  const card = leadCard(page);
  await card.getByRole('button', { name: 'Delete lead' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this lead?' });
  await expect(dialog).toContainText(EMAIL);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Delete lead' }).click();
  await dialog.getByRole('button', { name: 'Delete lead' }).click();
  await expect(page.getByText(/^(Lead deleted|Saved on this device)/)).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect
    .poll(
      async () => (await adminDb().collection('contacts').where('email', '==', EMAIL).get()).size,
    )
    .toBe(0);
});

test('an admin resends a lead blocked by a refused SendGrid key, once the key is fixed', async ({
  page,
}) => {
  // SendGrid answers 401, as for a revoked key: the lead's e-mails are blocked, not failed.
  await setMailFaults({ rejectKey: true });
  const ref = adminDb().collection('contacts').doc();
  await ref.set({
    name: 'Blocked Homeowner',
    email: BLOCKED_EMAIL,
    phone: '(713) 555-0199',
    address: '9 Cedar Ln, Humble, TX 77338',
    service: 'roof-replacement',
    timeline: 'month',
    message: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  await expect
    .poll(async () => (await ref.get()).get('delivery.status'), { timeout: 30_000 })
    .toBe('blocked');

  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  const card = page.getByTestId('lead-card').filter({ hasText: BLOCKED_EMAIL });
  await expect(card.getByText('blocked: SendGrid refused the API key')).toHaveCount(2);
  await expect(card).toContainText('HTTP 401');
  const resend = card.getByRole('button', { name: 'Resend' });
  await expect(resend).toBeVisible();

  // The key is fixed (SendGrid answers 202 again); nothing retries a blocked lead on its own
  // until a send succeeds, so the admin's press is what sends it.
  await setMailFaults({});
  await resend.click();
  await expect(page.getByText('E-mails sent.')).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^sent$/ })).toHaveCount(2);
  await expect(resend).toHaveCount(0);
  const mails = mailsOfLead(await capturedMails(), ref.id);
  expect(mails.notifications).toHaveLength(1);
  expect(mails.confirmations).toHaveLength(1);
});

test('a writer sees a blocked lead but no Resend button, and the server refuses a writer', async ({
  page,
}) => {
  await setMailFaults({ rejectKey: true });
  const ref = adminDb().collection('contacts').doc();
  await ref.set({
    name: 'Blocked Again',
    email: BLOCKED_EMAIL,
    phone: '(713) 555-0198',
    address: '11 Cedar Ln, Humble, TX 77338',
    service: 'emergency',
    timeline: 'asap',
    message: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  await expect
    .poll(async () => (await ref.get()).get('delivery.status'), { timeout: 30_000 })
    .toBe('blocked');
  await setMailFaults({});

  await openAsStaff(page, SEED_WRITER, '/admin/leads');
  const card = page.getByTestId('lead-card').filter({ hasText: 'Blocked Again' });
  await expect(card.getByText('blocked: SendGrid refused the API key')).toHaveCount(2);
  await expect(card.getByRole('button', { name: 'Resend' })).toHaveCount(0);
  // The call itself, as the writer's browser would make it: the server checks the role.
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID },
    `writer-${Date.now()}`,
  );
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, emulatorUrl('auth'), { disableWarnings: true });
    await signInWithCredential(
      auth,
      GoogleAuthProvider.credential(
        JSON.stringify({ sub: SEED_WRITER.sub, email: SEED_WRITER.email, email_verified: true }),
      ),
    );
    const functions = getFunctions(app);
    const url = new URL(emulatorUrl('functions'));
    connectFunctionsEmulator(functions, url.hostname, Number(url.port));
    await expect(
      httpsCallable(functions, 'resendLeadEmails')({ leadId: ref.id }),
    ).rejects.toMatchObject({ code: 'functions/permission-denied' });
  } finally {
    await deleteApp(app);
  }
  expect((await ref.get()).get('delivery.status')).toBe('blocked');
  expect(mailsOfLead(await capturedMails(), ref.id).all).toEqual([]);
});
