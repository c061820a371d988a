/**
 * A quote from the office to the homeowner's signature, through the whole stack. Staff write
 * it on the lead card, by keyboard alone: offline, a writer writes a quote with good, better
 * and best options and saves the draft (kept on the device, "Waiting to sync"), reconnects,
 * sends it, and the server holds a sent, frozen version that the card shows read-only; Revise
 * makes v2. The editor passes axe at 1280 and 390 px. Then the homeowner, on another device,
 * opens the request page the send published, accepts the middle option by keyboard with a
 * typed name, and sees it accepted (the first view recorded, the acceptance read again from the
 * server); the PDF mailed to them parses and carries the option, the
 * total and the content's hash; a second acceptance is refused.
 */
import AxeBuilder from '@axe-core/playwright';
import { QUOTE_ESIGN_CONSENT } from '@altum/domain';
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { QUOTE_CALL_MESSAGES } from '../../functions/src/quotes/quoteCaller';
import { capturedMails } from '../../scripts/mail-capture/client';
import type { CapturedMail } from '../../scripts/mail-capture/server';
import { requestStatusIs } from './support/booking';
import { expectFocusVisible, tabTo, typeText } from './support/keyboard';
import { adminAuth, adminDb, openAsStaff, SEED_WRITER } from './support/staffAuth';
import { openPage } from './support/app';

// The inbox's listeners, Firestore's reconnect and the browser share two cores here.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ mode: 'serial', timeout: 240_000 });

const RUN = Date.now().toString(36);
// A lead's id is 20 letters and digits, as Firestore makes them: the callables check it.
const LEAD = `quoteEditor${RUN}`.padEnd(20, '0');
const NAME = 'Quinn Quote';
const quoteDoc = (id: string) => adminDb().doc(`contacts/${LEAD}/quotes/${id}`);
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The stack's network namespace has only a loopback interface, where Chromium reports
 * navigator.onLine false although every emulator answers: the page is told the truth, and a
 * test plays a lost connection through window.__e2eOnline with context.setOffline.
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get: () => (window as unknown as { __e2eOnline?: boolean }).__e2eOnline ?? true,
    });
  });
  // After a dropped connection Firestore checks the network with Google's pixel: stand in.
  await context.route('https://www.google.com/images/cleardot.gif*', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/gif',
      body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    }),
  );
});

async function setOnline(page: Page, online: boolean) {
  await page.context().setOffline(!online);
  await page.evaluate((value) => {
    (window as unknown as { __e2eOnline?: boolean }).__e2eOnline = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  }, online);
}

test.beforeAll(async () => {
  await adminDb()
    .doc(`contacts/${LEAD}`)
    .set({
      name: NAME,
      email: `quinn-${RUN}@example.com`,
      phone: '(713) 555-0142',
      address: '9 Cedar Ct, Houston, TX',
      service: 'roof-replacement',
      timeline: 'month',
      message: null,
      createdAt: new Date(),
      delivery: { status: 'sent', notification: 'sent', confirmation: 'sent' },
    });
});

test.afterAll(async () => {
  await adminDb().recursiveDelete(adminDb().doc(`contacts/${LEAD}`));
});

const card = (page: Page) => page.locator(`#lead-${LEAD}`);
const quoteSection = (page: Page) => card(page).getByRole('region', { name: 'Quote' });

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .include(`#lead-${LEAD} [data-testid="lead-quote"]`)
    .withTags(WCAG_TAGS)
    .analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

/** Tab to a field, type into it (replacing what it held), all by keyboard. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field, { max: 12 });
  await page.keyboard.press('ControlOrMeta+A');
  await typeText(page, text);
}

/** One option by keyboard: Add option, its name, and its line. */
async function writeOption(page: Page, tier: string, label: string, price: string) {
  const section = quoteSection(page);
  await tabTo(page, section.getByRole('button', { name: 'Add option (good, better, best)' }), {
    max: 30,
  });
  await page.keyboard.press('Enter');
  const option = section.getByRole('region', { name: `${tier} option` });
  await expect(option.getByLabel('Option name')).toBeFocused();
  await typeText(page, label);
  const line = option.getByRole('listitem', { name: `${tier} option, line 1` });
  await typeInto(page, line.getByLabel('Description'), `${label}, installed`);
  await typeInto(page, line.getByLabel('Quantity'), '24.5');
  await typeInto(page, line.getByLabel('Unit', { exact: true }), 'square');
  await typeInto(page, line.getByLabel('Unit price ($)'), price);
}

test('offline, a writer writes a three-option quote by keyboard; back online, sends it, and the sent version is frozen', async ({
  page,
}) => {
  const writer = await adminAuth().getUserByEmail(SEED_WRITER.email);
  await openAsStaff(page, SEED_WRITER, `/admin/leads?lead=${LEAD}`);
  const section = quoteSection(page);
  await expect(section).toContainText('No quote yet.');
  await expect(card(page)).toBeFocused();

  await setOnline(page, false);
  await tabTo(page, section.getByRole('button', { name: 'Write a quote' }), { max: 60 });
  await page.keyboard.press('Enter');
  const editor = section.getByRole('form', { name: `Quote v1 for ${NAME}, draft` });
  const common = editor.getByRole('listitem', { name: 'Line 1', exact: true });
  await expect(common.getByLabel('Description')).toBeFocused();
  await typeText(page, 'Tear-off and disposal');
  await typeInto(page, common.getByLabel('Unit', { exact: true }), 'job');
  await typeInto(page, common.getByLabel('Unit price ($)'), '1,250');

  await writeOption(page, 'Good', '3-tab shingles', '300');
  await writeOption(page, 'Better', 'Architectural shingles', '385.50');
  await writeOption(page, 'Best', 'Standing seam metal', '900');
  await expect(
    editor.getByRole('button', { name: 'Add option (good, better, best)' }),
  ).toHaveAttribute('aria-disabled', 'true');
  // Totals from the domain: $1,250 common, each option's 24.5 squares on top.
  const totals = editor.getByTestId('quote-totals');
  await expect(totals).toContainText('Good: 3-tab shingles$8,600.00');
  await expect(totals).toContainText('Better: Architectural shingles$10,694.75');
  await expect(totals).toContainText('Best: Standing seam metal$23,300.00');
  // Offline, Send waits for the connection and says so.
  await expect(
    editor.getByRole('button', { name: 'Send', exact: true }),
  ).toHaveAccessibleDescription('Sending needs a connection. Save draft works offline.');

  // Past the options, the day (Chromium stops on each part of a date), the switch and notes.
  await tabTo(page, editor.getByRole('button', { name: 'Save draft' }), { max: 20 });
  await page.keyboard.press('Enter');
  const v1 = section.getByTestId('quote-version').filter({ hasText: 'v1' });
  await expect(v1).toContainText('Waiting to sync');
  await expect(v1.getByTestId('quote-status')).toHaveText('Draft');
  expect((await quoteDoc('v1').get()).exists).toBe(false);

  await setOnline(page, true);
  await expect(v1).not.toContainText('Waiting to sync', { timeout: 75_000 });
  const draft = (await quoteDoc('v1').get()).data();
  expect(draft?.status).toBe('draft');
  expect(draft?.createdBy).toBe(writer.uid);

  // The editor with three options, at desktop and phone widths.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await expect(editor).toBeVisible();
    expect(await axeFindings(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  const send = editor.getByRole('button', { name: 'Send', exact: true });
  await expect(send).not.toHaveAttribute('aria-disabled');
  await tabTo(page, send, { max: 6 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: `Send quote v1 to ${NAME}?` });
  await expect(confirm.getByRole('heading')).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Send quote' }), { max: 4 });
  await page.keyboard.press('Enter');

  // Read-only at once, focused, with nothing to type into.
  const view = section.getByRole('region', { name: 'Quote v1, read-only' });
  await expect(view).toBeFocused();
  await expectFocusVisible(page, 'the sent version');
  await expect(view.getByRole('textbox')).toHaveCount(0);
  await expect(section.getByRole('form')).toHaveCount(0);
  await expect(v1.getByTestId('quote-status')).toHaveText('Sent');
  await expect(view).toContainText('Standing seam metal');

  await expect.poll(async () => (await quoteDoc('v1').get()).get('status') as unknown).toBe('sent');
  const sent = (await quoteDoc('v1').get()).data();
  expect(sent?.sentBy).toBe(writer.uid);
  expect(sent?.items).toEqual([
    { description: 'Tear-off and disposal', quantity: 1, unit: 'job', unitPriceCents: 125000 },
  ]);
  expect(
    (
      sent?.options as { tier: string; items: { unitPriceCents: number; quantity: number }[] }[]
    ).map((option) => [option.tier, option.items[0]?.quantity, option.items[0]?.unitPriceCents]),
  ).toEqual([
    ['good', 24.5, 30000],
    ['better', 24.5, 38550],
    ['best', 24.5, 90000],
  ]);

  // A revision is a new draft, v2, copied from it; v1 stays as it was sent.
  // The version list comes before the version shown: back up to it.
  await tabTo(page, section.getByRole('button', { name: 'Revise as v2' }), {
    backwards: true,
    max: 5,
  });
  await page.keyboard.press('Enter');
  const revision = section.getByRole('form', { name: `Quote v2 for ${NAME}, draft` });
  await expect(
    revision.getByRole('listitem', { name: 'Line 1', exact: true }).getByLabel('Description'),
  ).toBeFocused();
  await expect(revision.getByTestId('quote-option')).toHaveCount(3);
  await expect
    .poll(async () => (await quoteDoc('v2').get()).get('status') as unknown)
    .toBe('draft');
  expect((await quoteDoc('v1').get()).get('status')).toBe('sent');
});

const FUNCTIONS = 'http://127.0.0.1:5001/demo-altum/us-central1';

/** The PDF attached to the homeowner's acceptance e-mail (not the office's copy), once sent. */
async function acceptedPdf(): Promise<Buffer | undefined> {
  const mail = (await capturedMails()).find((captured: CapturedMail) => {
    const body = captured.body as { categories?: string[]; custom_args?: { leadId?: string } };
    return (
      body.custom_args?.leadId === LEAD &&
      body.categories?.includes('quote-accepted') &&
      !body.categories.includes('quote-office-copy')
    );
  });
  const attachment = (mail?.body as { attachments?: { content: string; type: string }[] })
    ?.attachments?.[0];
  return attachment?.type === 'application/pdf'
    ? Buffer.from(attachment.content, 'base64')
    : undefined;
}

async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

test('the homeowner accepts the middle option by keyboard on the request page; the PDF mailed parses with the option, total and hash; a second acceptance is refused', async ({
  browser,
}) => {
  // The send published v1 (v2 is a draft, which the homeowner never sees).
  await requestStatusIs(LEAD, 'received', 60_000);
  const projection = adminDb().doc(`requests/${LEAD}/quote/latest`);
  await expect
    .poll(async () => (await projection.get()).get('quoteId') as unknown, { timeout: 60_000 })
    .toBe('v1');
  const hash = (await projection.get()).get('contentSha256') as string;
  expect(hash).toMatch(/^[0-9a-f]{64}$/);

  // Another device: the homeowner's phone, no staff session on it.
  const context = await browser.newContext({ serviceWorkers: 'block' });
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
  const page = await context.newPage();
  try {
    await openPage(page, `/request/${LEAD}`);
    const quote = page.locator('[data-quote-print]');
    await expect(quote.getByRole('heading', { level: 2, name: 'Your quote' })).toBeVisible({
      timeout: 30_000,
    });
    // The first view is recorded: staff see "Viewed" on the card.
    await expect
      .poll(async () => (await projection.get()).get('status') as unknown, { timeout: 30_000 })
      .toBe('viewed');
    const group = quote.getByRole('group', { name: 'Choose an option' });
    await tabTo(page, group.getByRole('radio').first(), { max: 40 });
    await page.keyboard.press('ArrowDown');
    // A radio is named by the option's label, the words the homeowner reads.
    await expect(group.getByRole('radio', { name: /^Architectural shingles/ })).toBeChecked();
    await tabTo(
      page,
      quote.getByRole('checkbox', { name: 'I agree to do business electronically' }),
      {
        max: 10,
      },
    );
    await page.keyboard.press('Space');
    await typeInto(page, quote.getByRole('textbox', { name: /Your full name/ }), NAME);
    await tabTo(page, quote.getByRole('button', { name: 'Accept quote: $10,694.75' }), { max: 4 });
    await page.keyboard.press('Enter');

    const accepted = quote.getByRole('heading', { name: 'Accepted' });
    await expect(accepted).toBeFocused({ timeout: 30_000 });
    await expect(accepted.locator('..')).toContainText(`Accepted by ${NAME} on`);
    await expect(accepted.locator('..')).toContainText('Architectural shingles');
    await expect(quote.getByRole('button', { name: /^Accept quote/ })).toHaveCount(0);

    // Read again: the server's record, and no way to accept twice.
    await page.reload();
    await expect(quote.getByText(new RegExp(`^Accepted by ${NAME} on `))).toBeVisible({
      timeout: 30_000,
    });
    await expect(quote.getByRole('button', { name: /^Accept quote/ })).toHaveCount(0);
  } finally {
    await context.close();
  }
  const version = (await quoteDoc('v1').get()).data();
  expect(version?.acceptance).toMatchObject({
    optionTier: 'better',
    typedName: NAME,
    contentSha256: hash,
  });

  // The record both sides keep: the PDF, from the mail the capture server received.
  let pdf: Buffer | undefined;
  await expect
    .poll(async () => (pdf = await acceptedPdf()) !== undefined, { timeout: 150_000 })
    .toBe(true);
  const text = await textOf(pdf as Buffer);
  for (const expected of ['Architectural shingles', '$10,694.75', hash, NAME])
    expect(text).toContain(expected);

  // Accepting again (a second phone still showing the offer) is refused, in the homeowner's words.
  const again = await fetch(`${FUNCTIONS}/acceptQuote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: {
        leadId: LEAD,
        quoteId: 'v1',
        optionTier: 'best',
        typedName: NAME,
        consentVersion: QUOTE_ESIGN_CONSENT.version,
      },
    }),
  });
  expect(again.ok).toBe(false);
  expect(((await again.json()) as { error?: unknown }).error).toMatchObject({
    status: 'ALREADY_EXISTS',
    message: QUOTE_CALL_MESSAGES.alreadyAccepted,
  });
  expect((await quoteDoc('v1').get()).get('acceptance.optionTier')).toBe('better');
});
