/**
 * Working leads in the inbox: an owner (taken, assigned), tries logged with the next follow-up
 * proposed, the Mine / Unassigned / All filter, a linked request, the CSV export (made by the
 * server for a range of days) with a formula-injection case, and a fast request listed with its
 * mark. The repeat request is linked
 * by the server, as a real one is (leadLinks.ts).
 */
import { readFileSync } from 'node:fs';
import { alsoAskedOn, zonedDay } from '@altum/domain';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import Papa from 'papaparse';
import { chooseOption, expectFocusKept, expectFocusVisible, tabTo } from './support/keyboard';
import { adminAuth, adminDb, openAsStaff, SEED_ADMIN, SEED_WRITER } from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const RUN = Date.now();
const ids = {
  take: `workTake${RUN}`,
  assign: `workAssign${RUN}`,
  repeat: `workRepeat${RUN}`,
  fast: `workFast${RUN}`,
};
const INJECTION = '=HYPERLINK("http://evil.example","Click")';
// The first request, a month before this run: inside the server's lookback for related leads
// (90 days) and long past its repeat alert's hour, whatever today's date.
const FIRST_ASKED = new Date(RUN - 30 * 24 * 3_600_000);
const ALSO_ASKED = alsoAskedOn(FIRST_ASKED);

const lead = (name: string, email: string, extra: Record<string, unknown> = {}) => ({
  name,
  email,
  phone: '(713) 555-0190',
  address: '7 Birch Ln, Houston, TX',
  service: 'leak-damage',
  timeline: 'week',
  message: null,
  source: { page: '/book-inspection', referrer: null, utmSource: 'flyer', utmCampaign: 'fall' },
  createdAt: new Date(),
  delivery: { status: 'sent', notification: 'sent', confirmation: 'sent' },
  ...extra,
});

const card = (page: Page, name: string) =>
  page.getByTestId('lead-card').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.beforeAll(async () => {
  // The lane's spec before this one (leads-pages) writes and deletes 120 leads: the Functions
  // emulator starts a worker per event it cannot hand to an idle one, and on a slow machine
  // this lead's trigger waits behind them for over a minute.
  test.setTimeout(300_000);
  const db = adminDb();
  // A homeowner who asked a month ago, and asks again today from the same mailbox: once the
  // first request carries its contact keys, the server links the second to it, both ways.
  await db
    .doc(`contacts/${ids.take}`)
    .set(lead('Tara Take', `take-${RUN}@example.com`, { createdAt: FIRST_ASKED }));
  await expect
    .poll(async () => (await db.doc(`contacts/${ids.take}`).get()).get('contactKeys'), {
      timeout: 240_000,
    })
    .toBeTruthy();
  await db.doc(`contacts/${ids.repeat}`).set(lead('Rita Repeat', `take-${RUN}@example.com`));
  await db.doc(`contacts/${ids.assign}`).set(lead(INJECTION, `assign-${RUN}@example.com`));
  await db
    .doc(`contacts/${ids.fast}`)
    .set(
      lead('Fiona Fast', `fast-${RUN}@example.com`, { suspectedSpam: 'too-fast', fillMs: 1234 }),
    );
});

test.afterAll(async () => {
  const db = adminDb();
  await Promise.all(Object.values(ids).map((id) => db.doc(`contacts/${id}`).delete()));
  await db.doc('leadAssignment/settings').delete();
});

test('a writer takes an unassigned lead by keyboard; Mine, Unassigned and All filter by owner', async ({
  page,
}) => {
  const writer = await adminAuth().getUserByEmail(SEED_WRITER.email);
  // Opened at the lead, as its alert opens it: Tab starts in its card, however many other
  // leads the stack holds (the full suite leaves dozens of unassigned ones ahead of it).
  await openAsStaff(page, SEED_WRITER, `/admin/leads?owner=unassigned&lead=${ids.take}`);
  const owners = page.getByRole('navigation', { name: 'Filter leads by owner' });
  await expect(owners.getByRole('link', { name: 'Unassigned' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const take = card(page, 'Tara Take');
  await expect(take).toBeVisible();
  // A writer is offered "Take it", never the admins' "Assign to".
  await expect(take.getByLabel('Assign to')).toHaveCount(0);
  await expect(take).toBeFocused();
  await tabTo(page, take.getByRole('button', { name: 'Take it: Tara Take' }), { max: 20 });
  await page.keyboard.press('Enter');
  // Taken, it leaves the unassigned list.
  await expect(take).toHaveCount(0);
  // The list answers from the device's copy; the server has the write a moment later.
  const storedOwner = async () =>
    (await adminDb().doc(`contacts/${ids.take}`).get()).get('ownerId') as unknown;
  await expect.poll(storedOwner).toBe(writer.uid);
  const stored = (await adminDb().doc(`contacts/${ids.take}`).get()).data();
  expect(stored?.ownerName).toBe('Wendy Writer');
  expect(stored?.assignedBy).toBe(writer.uid);

  // Focus stays in the list (the card now in its place, or the filter), never the body.
  await expectFocusKept(page, 'after the taken lead left the list');
  await expectFocusVisible(page);
  // The owner filter comes before the list: from the top of a fresh inbox, not back through
  // every card above (their number depends on what else the stack holds).
  await page.goto('/admin/leads');
  await expect(owners.getByRole('link', { name: 'Mine' })).toBeVisible();
  await tabTo(page, owners.getByRole('link', { name: 'Mine' }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/owner=mine/);
  await expect(card(page, 'Tara Take').getByTestId('lead-owner')).toContainText(
    'Wendy Writer (you)',
  );
  await expect(card(page, 'Rita Repeat')).toHaveCount(0);

  await owners.getByRole('link', { name: 'All' }).click();
  await expect(page).not.toHaveURL(/owner=/);
  // Everyone's, newest first a page at a time: today's repeat is on the first page; the
  // month-old first request may be pages down, and the homeowner's mailbox finds both.
  await expect(card(page, 'Rita Repeat')).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Find by phone or e-mail' });
  await search.fill(`take-${RUN}@example.com`);
  await search.press('Enter');
  await expect(card(page, 'Tara Take')).toBeVisible();
  await expect(card(page, 'Rita Repeat')).toBeVisible();
});

test('an admin assigns a lead to a writer, and logs three tries with the follow-up proposed', async ({
  page,
}) => {
  const writer = await adminAuth().getUserByEmail(SEED_WRITER.email);
  await openAsStaff(page, SEED_ADMIN, `/admin/leads?lead=${ids.assign}`);
  const target = card(page, INJECTION);
  await expect(target).toBeFocused();

  const assignTo = target.getByLabel('Assign to');
  await tabTo(page, assignTo, { max: 30 });
  await chooseOption(page, assignTo, 'Wendy Writer');
  await tabTo(page, target.getByRole('button', { name: 'Assign', exact: true }));
  await page.keyboard.press('Enter');
  await expect(target.getByTestId('lead-owner-name')).toHaveText('Wendy Writer');
  await expect
    .poll(async () => (await adminDb().doc(`contacts/${ids.assign}`).get()).get('ownerId'))
    .toBe(writer.uid);

  for (const [index, kind] of ['Called, no answer', 'Left a voicemail', 'Spoke'].entries()) {
    const logTry = target.getByRole('button', { name: 'Log a try' });
    // After a saved try, focus is back on the button that opened the form.
    if (index === 0) await tabTo(page, logTry, { max: 30 });
    else await expect(logTry).toBeFocused();
    await page.keyboard.press('Enter');
    // The form opens with focus on what happened.
    const what = target.getByLabel('What happened');
    await expect(what).toBeFocused();
    await chooseOption(page, what, kind);
    const followUp = target.getByLabel('Next follow-up (Houston time)');
    await expect(followUp).not.toHaveValue('');
    await expect(target.getByText(`Proposed for attempt ${index + 2}.`)).toBeVisible();
    await tabTo(page, target.getByRole('button', { name: 'Save try' }));
    await page.keyboard.press('Enter');
    await expect(target.getByTestId('attempt-count')).toHaveText(
      `${index + 1} attempt${index === 0 ? '' : 's'}`,
    );
  }
  await expect(target.getByTestId('attempt-count')).toHaveText('3 attempts');
  await expect(target.getByTestId('lead-attempts').getByRole('listitem')).toHaveCount(3);
  await expect(target.getByTestId('lead-follow-up')).toContainText('Next follow-up');

  await expect
    .poll(async () => (await adminDb().doc(`contacts/${ids.assign}`).get()).get('attemptCount'))
    .toBe(3);
  const stored = (await adminDb().doc(`contacts/${ids.assign}`).get()).data();
  expect(stored?.attempts.map((a: { kind: string }) => a.kind)).toEqual([
    'no-answer',
    'voicemail',
    'spoke',
  ]);
  // 'Spoke' on a new lead: contacted, with its first contact, in the same write.
  expect(stored?.status).toBe('contacted');
  expect(stored?.firstContactAt).toBeTruthy();
  // After the third try: two days on.
  const followUpAt = stored?.followUpAt.toMillis() as number;
  const lastAt = stored?.attempts[2].at.toMillis() as number;
  expect(Math.abs(followUpAt - lastAt - 48 * 3_600_000)).toBeLessThan(60_000);
});

test('a repeat request shows "Also asked on" the first one’s day and opens it', async ({
  page,
}) => {
  // Opened at the lead (as its alert opens it), so Tab starts in its card.
  await openAsStaff(page, SEED_ADMIN, `/admin/leads?lead=${ids.repeat}`);
  const repeat = card(page, 'Rita Repeat');
  await expect(repeat).toBeFocused();
  const link = repeat.getByRole('link', { name: ALSO_ASKED });
  await tabTo(page, link, { max: 20 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`lead=${ids.take}`));
  const opened = card(page, 'Tara Take');
  await expect(opened).toHaveAttribute('data-opened', 'true');
  await expect(opened).toBeFocused();
});

test('a fast request is listed with the rest, marked; not among suspected spam', async ({
  page,
}) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  const fast = page
    .getByRole('list', { name: 'All leads' })
    .getByTestId('lead-card')
    .filter({ hasText: 'Fiona Fast' });
  await expect(fast.getByTestId('fast-mark')).toHaveText(
    'Fast request, check: sent 1.2 s after opening',
  );
  // Not in the suspected-spam list (which other suites' honeypot leads may fill).
  await expect(
    page.getByRole('list', { name: 'Suspected spam' }).getByTestId('lead-card').filter({
      hasText: 'Fiona Fast',
    }),
  ).toHaveCount(0);
});

test('an admin asks the server for a range and downloads the CSV: BOM, fields, a formula neutralized', async ({
  page,
}) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/leads');
  // Tab once the inbox is drawn (the staff gate checks the session first, with nothing to focus).
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeVisible();
  await tabTo(page, exportButton, { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('form', { name: 'Export leads as CSV' })).toBeVisible();
  // Yesterday and today on Houston's clock: this run's leads, not the request of a month ago.
  const today = zonedDay(new Date());
  const yesterday = zonedDay(new Date(Date.now() - 24 * 3_600_000));
  await expect(page.getByLabel('To (Houston day)')).toHaveValue(today);
  await page.getByLabel('From (Houston day)').fill(yesterday);
  const exporting = page.waitForResponse((response) => response.url().includes('/exportLeads'));
  const downloading = page.waitForEvent('download');
  await tabTo(page, page.getByRole('button', { name: 'Download CSV' }));
  await page.keyboard.press('Enter');
  expect((await exporting).ok()).toBe(true);
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`altum-leads-${yesterday}-to-${today}.csv`);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const rows = Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data;
  // Rows are told apart by e-mail: the file carries no lead id (the homeowner's key).
  expect(Object.keys(rows[0] ?? {})).not.toContain('Lead id');
  expect(text).not.toContain(ids.assign);
  // Every cell quoted, as the server writes it.
  for (const line of text.slice(1).split('\r\n'))
    expect(line.startsWith('"') && line.endsWith('"')).toBe(true);
  // Outside the range asked for: the first request, a month before this run.
  expect(
    rows.find((row) => row['Email'] === `take-${RUN}@example.com` && row['Name'] === 'Tara Take'),
  ).toBeUndefined();
  const assigned = rows.find((row) => row['Email'] === `assign-${RUN}@example.com`);
  expect(assigned).toMatchObject({
    Name: `'${INJECTION}`,
    Status: 'Contacted',
    Owner: 'Wendy Writer',
    Attempts: '3',
    'Last attempt': 'Spoke',
    'UTM source': 'flyer',
    'UTM campaign': 'fall',
    Page: '/book-inspection',
  });
  expect(assigned?.['First contact (Houston)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
  expect(rows.find((row) => row['Email'] === `fast-${RUN}@example.com`)?.['Suspected spam']).toBe(
    'too-fast',
  );
});
