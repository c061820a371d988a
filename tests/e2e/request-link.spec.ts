/**
 * The request page is the homeowner's own, and the only place that shows what was typed:
 *   - every confirmation links to it, a request sent without a time included;
 *   - lure text typed as an address or a message ("pay at https://...") never reaches the
 *     homeowner's mailbox, in any e-mail or invitation, while the office still gets it;
 *   - Hosting tells crawlers not to index request pages or the admin, over plain HTTP.
 * On the built site and the local stack, the mail capture server standing in for SendGrid.
 */
import { expect, test, type Page } from '@playwright/test';
import { capturedMails } from '../../scripts/mail-capture/client';
import type { CapturedMail } from '../../scripts/mail-capture/server';
import { readInvite } from '../../functions/src/inspections/readInvite';
import { openPage, pastMinimumFillTime } from './support/app';
import { callFunction, cancelIfBooked, scheduleWithCapacity } from './support/booking';

const PICK_LEGEND = 'Pick a time for your free inspection (optional)';
const ADDRESS = '12 Oak St, Houston, TX 77339';
const LURE = 'Account on hold, pay at https://pay-now.example/verify';

// The stack's namespace has only loopback, where Chromium says navigator.onLine is false.
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
});

interface MailBody {
  subject?: string;
  categories?: string[];
  custom_args?: { leadId?: string };
  personalizations?: { to: { email: string }[] }[];
  content?: { type: string; value: string }[];
  attachments?: { content: string; type: string }[];
}
const body = (mail: CapturedMail) => mail.body as MailBody;
const recipient = (mail: CapturedMail) => body(mail).personalizations?.[0]?.to[0]?.email;
const textOf = (mail: CapturedMail) =>
  body(mail)
    .content?.map((c) => c.value)
    .join('\n') ?? '';
const invitesOf = (mail: CapturedMail) =>
  (body(mail).attachments ?? []).map((a) => Buffer.from(a.content, 'base64').toString('utf8'));

/** The captured e-mails of one lead once `done` holds for them. */
async function mailsOfLead(
  leadId: string,
  done: (mails: CapturedMail[]) => boolean,
  what: string,
): Promise<CapturedMail[]> {
  let found: CapturedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await capturedMails()).filter((m) => body(m).custom_args?.leadId === leadId);
        return done(found);
      },
      { timeout: 120_000, message: what },
    )
    .toBe(true);
  return found;
}

const form = (page: Page) => page.getByRole('form', { name: 'Free estimate request' });

async function fillLead(page: Page, label: string, typed: { address: string; details: string }) {
  const email = `reqlink-${label}-${Date.now()}@example.com`;
  await form(page).getByLabel('Full Name').fill('Maria Lopez');
  await form(page).getByLabel('Phone').fill('(713) 555-0123');
  await form(page).getByLabel('Email').fill(email);
  await form(page).getByLabel('Property Address').fill(typed.address);
  await form(page).getByLabel('Service Needed').selectOption('storm-damage');
  await form(page).getByLabel('Timeline').selectOption('week');
  await form(page).getByLabel('Additional Details').fill(typed.details);
  await pastMinimumFillTime(page);
  return email;
}

const leadIdOf = async (page: Page) => {
  const href = await form(page)
    .getByRole('link', { name: 'See your request' })
    .getAttribute('href', { timeout: 30_000 });
  const id = href?.match(/^\/request\/([A-Za-z0-9]+)$/)?.[1];
  if (!id) throw new Error(`No request link: ${href}`);
  return id;
};

test('a request sent without a time: its confirmation links to its request page, which opens', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openPage(page, '/book-inspection');
  const email = await fillLead(page, 'notime', {
    address: ADDRESS,
    details: 'Shingles missing after the storm.',
  });
  await form(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  // The form's thanks depend on how fast the e-mail goes: the capture server is what counts.

  let confirmation: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        confirmation = (await capturedMails()).find(
          (m) => recipient(m) === email && body(m).categories?.includes('lead-confirmation'),
        );
        return confirmation !== undefined;
      },
      { timeout: 120_000, message: 'the confirmation at the capture server' },
    )
    .toBe(true);
  const mail = confirmation as CapturedMail;
  const leadId = body(mail).custom_args?.leadId ?? '';
  expect(leadId).toMatch(/^[A-Za-z0-9]{20}$/);
  const links = textOf(mail).match(/https?:\/\/\S+/g) ?? [];
  expect(links).toHaveLength(1);
  const link = new URL(links[0] ?? '');
  expect(link.pathname).toBe(`/request/${leadId}`);

  // The link, as the homeowner's mail client opens it: the request, with its address.
  await openPage(page, link.pathname);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your inspection request' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(ADDRESS)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Storm Damage Assessment')).toBeVisible();
});

test.describe('lure text typed by a stranger', () => {
  let restoreSchedule: () => Promise<void> = async () => undefined;
  let leadId = '';
  test.beforeAll(async () => {
    restoreSchedule = await scheduleWithCapacity(2);
  });
  test.afterAll(async () => {
    if (leadId) await cancelIfBooked(leadId);
    await restoreSchedule();
  });

  test("never reaches the homeowner's e-mails or invitations; the office still has it", async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await openPage(page, '/book-inspection');
    const picker = form(page).getByRole('group', { name: PICK_LEGEND });
    await expect(picker).toBeVisible({ timeout: 20_000 });
    const email = await fillLead(page, 'lure', {
      address: LURE,
      details: `Your account is locked. ${LURE}`,
    });
    await picker.locator('input[type="radio"]:not([value=""]):not(:disabled)').first().check();
    await form(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
    await expect(form(page).getByText(/^Inspection booked for /)).toBeVisible({ timeout: 60_000 });
    leadId = await leadIdOf(page);

    // Booked through the form, then cancelled by whoever holds the id: every homeowner e-mail
    // a booking makes (the reminder is the booked one's words, checked in bookingEmails.test).
    await mailsOfLead(
      leadId,
      (mails) => mails.some((m) => body(m).categories?.includes('inspection-booked')),
      'the booking e-mails',
    );
    await callFunction('cancelInspection', { leadId });
    const kinds = ['lead-confirmation', 'inspection-booked', 'inspection-cancelled'];
    const mails = await mailsOfLead(
      leadId,
      (found) =>
        kinds.every((kind) =>
          found.some((m) => recipient(m) === email && body(m).categories?.includes(kind)),
        ) &&
        // The office's copy of the cancellation waits out the 5 minutes that collapse one
        // lead's changes (bookingBounds.emulator.test); the request and booking copies go at once.
        found.filter((m) => recipient(m) !== email).length >= 2,
      'the homeowner e-mails of the booking and its cancellation, and the office e-mails',
    );

    const homeowner = mails.filter((m) => recipient(m) === email);
    expect(homeowner.map((m) => body(m).categories?.[0]).sort()).toEqual(kinds.sort());
    for (const mail of homeowner)
      for (const text of [JSON.stringify(mail.body), ...invitesOf(mail)]) {
        expect(text).not.toContain('pay-now');
        expect(text).not.toMatch(/Account on hold|locked/i);
      }
    for (const mail of homeowner) {
      // The page behind the link shows the address; the mail links there and nowhere else.
      expect(textOf(mail).match(/https?:\/\/\S+/g)).toEqual([
        `http://127.0.0.1:5000/request/${leadId}`,
      ]);
      for (const ics of invitesOf(mail)) {
        const invite = readInvite(ics);
        expect(invite.location).toBeFalsy();
        expect(invite.url).toBe(`http://127.0.0.1:5000/request/${leadId}`);
      }
    }
    expect(homeowner.flatMap(invitesOf)).toHaveLength(2);

    // The office needs the address as typed, and opens the lead in the admin.
    const office = mails.filter((m) => recipient(m) !== email);
    for (const mail of office) {
      expect(textOf(mail)).toContain(`Property address: ${LURE}`);
      expect(textOf(mail)).toContain(
        `Open the lead: http://127.0.0.1:5000/admin/leads?lead=${leadId}`,
      );
      expect(JSON.stringify(mail.body)).not.toContain('/request/');
    }
    leadId = '';
  });
});
