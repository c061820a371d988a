/**
 * The homeowner's quote on the request page, on the built site and the local stack: a sent
 * version (seeded as the functions write it, with the Admin SDK) read with its lines, options
 * and the Texas deductible notice; printed (print media: the quote alone, no navigation or
 * buttons); axe-clean at phone and desktop width; read again offline from the device's copy;
 * an expired one that cannot be accepted. The view recorded and the acceptance, from the page to
 * the server's record and the PDF, are quote-editor.spec's chain.
 */
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { QUOTE_ESIGN_CONSENT, TEXAS_DEDUCTIBLE_NOTICE, zonedDay } from '@altum/domain';
import { localDir } from '../../scripts/lib/paths';
import { newRequest, requestStatusIs } from './support/booking';
import { writeSentQuote } from './support/quote';
import { openPage, serviceWorkerControls } from './support/app';

// About the service worker (or needs it to work offline): it installs, as for a visitor.
test.use({ serviceWorkers: 'allow' });

const screenshots = join(localDir, 'screenshots', 'quote');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const DAY_MS = 86_400_000;

/** A new request with a sent quote valid until `validUntil`. */
async function requestWithQuote(validUntil: string): Promise<string> {
  const leadId = await newRequest();
  await requestStatusIs(leadId, 'received');
  await writeSentQuote(leadId, validUntil);
  return leadId;
}

test.describe.configure({ mode: 'serial' });

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
  const pixel = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
  await context.route('https://www.google.com/images/cleardot.gif*', (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: pixel }),
  );
});

async function setOnline(page: Page, online: boolean) {
  await page.context().setOffline(!online);
  await page.evaluate((value) => {
    (window as unknown as { __e2eOnline?: boolean }).__e2eOnline = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  }, online);
}

const day = (offsetDays: number) => zonedDay(new Date(Date.now() + offsetDays * DAY_MS));

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/**
 * A priced line's description cell: it holds the line's words and then its quantity and unit
 * price ("24.5 square × $385.00"), so its name starts with the words (an option's label, which
 * has them too, is no cell).
 */
const lineCell = (scope: Locator, description: string) =>
  scope.getByRole('cell', { name: new RegExp(`^${description}`) });

async function openQuote(page: Page, leadId: string) {
  await openPage(page, `/request/${leadId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Your quote' })).toBeVisible({
    timeout: 30_000,
  });
}

test('reads the sent version: lines, options, totals and the deductible notice; axe-clean at 390 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const leadId = await requestWithQuote(day(30));
  await openQuote(page, leadId);
  const quote = page.locator('[data-quote-print]');

  await expect(quote.getByRole('table', { name: 'Included with every option' })).toContainText(
    'Tear-off and disposal',
  );
  const group = quote.getByRole('group', { name: 'Choose an option' });
  await expect(group.getByRole('radio')).toHaveCount(3);
  await expect(group.locator('label').nth(1)).toHaveText(
    'Better: architectural shingles$12,100.00',
  );
  const notice = quote.getByText(TEXAS_DEDUCTIBLE_NOTICE.text, { exact: true });
  await expect(notice).toBeVisible();
  // The statute: at least 12-point (16 CSS px) bold type.
  const style = await notice.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { size: parseFloat(computed.fontSize), weight: Number(computed.fontWeight) };
  });
  expect(style.size).toBeGreaterThanOrEqual(16);
  expect(style.weight).toBeGreaterThanOrEqual(700);
  await expect(quote.getByText(QUOTE_ESIGN_CONSENT.text)).toBeVisible();

  // By keyboard: the options are one radio group, arrows move the choice.
  await group.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(group.getByRole('radio', { name: /Better/ })).toBeChecked();
  await expect(quote.getByRole('button', { name: 'Accept quote: $12,100.00' })).toBeVisible();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    expect(await axeFindings(page), `axe at ${width} px`).toEqual([]);
    // Nothing wider than the screen (a five-column table on a phone).
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.screenshot({ path: join(screenshots, `quote-${width}.png`), fullPage: true });
  }
});

test('prints the quote alone: no header, footer, navigation or buttons', async ({ page }) => {
  test.setTimeout(120_000);
  const leadId = await requestWithQuote(day(30));
  await openQuote(page, leadId);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  try {
    const quote = page.locator('[data-quote-print]');
    await expect(quote.getByRole('heading', { name: 'Your quote' })).toBeVisible();
    await expect(lineCell(quote, 'Architectural shingles')).toBeVisible();
    await expect(quote.getByText(TEXAS_DEDUCTIBLE_NOTICE.text)).toBeVisible();
    await expect(page.getByText('Altum Roofing · (346) 220-0989', { exact: false })).toBeVisible();
    // Each kind is on the page, and none of it prints.
    for (const hidden of [
      page.getByRole('banner', { includeHidden: true }),
      page.getByRole('contentinfo', { includeHidden: true }),
      page.getByRole('navigation', { includeHidden: true }),
      page.getByRole('button', { includeHidden: true }),
      page.getByRole('textbox', { includeHidden: true }),
      page.getByRole('checkbox', { includeHidden: true }),
      page.getByRole('radio', { includeHidden: true }),
      page.getByRole('heading', { name: 'Status', exact: true, includeHidden: true }),
    ]) {
      expect(await hidden.count()).toBeGreaterThan(0);
      for (const element of await hidden.all()) await expect(element).toBeHidden();
    }
    const size = await quote
      .getByText(TEXAS_DEDUCTIBLE_NOTICE.text)
      .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(size).toBeGreaterThanOrEqual(16);
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: join(screenshots, 'quote-print.png'), fullPage: true });
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
});

test('a quote opened once reads again with no connection', async ({ page }) => {
  test.setTimeout(120_000);
  const leadId = await requestWithQuote(day(30));
  await openQuote(page, leadId);
  await serviceWorkerControls(page);
  await setOnline(page, false);
  try {
    await page.reload();
    await setOnline(page, false);
    await expect(page.getByRole('heading', { level: 2, name: 'Your quote' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      lineCell(page.locator('[data-quote-print]'), 'Architectural shingles'),
    ).toBeVisible();
    await expect(page.getByText(TEXAS_DEDUCTIBLE_NOTICE.text)).toBeVisible();
  } finally {
    await setOnline(page, true);
  }
});

test('an expired quote says so and cannot be accepted', async ({ page }) => {
  const leadId = await requestWithQuote(day(-2));
  await openQuote(page, leadId);
  await expect(page.getByText('This quote has expired. Ask us for a new one.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept quote/ })).toHaveCount(0);
  // The quote offers no choice; the page's other radios (the booking picker) are not the quote's.
  await expect(page.locator('[data-quote-print]').getByRole('radio')).toHaveCount(0);
});
