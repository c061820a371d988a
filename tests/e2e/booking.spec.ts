/**
 * Booking from the homeowner's side, on the built site and the local stack: the window picker
 * on /book-inspection, the booking callables, the request page, the confirmation e-mail's
 * invitation at the capture server, a window filled meanwhile, and a request sent offline whose
 * window is booked once the connection returns.
 */
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  DEFAULT_INSPECTION_SCHEDULE,
  formatInspectionWindow,
  windowById,
  type InspectionWindow,
} from '@altum/domain';
import { localDir } from '../../scripts/lib/paths';
import { capturedMails } from '../../scripts/mail-capture/client';
import type { CapturedMail } from '../../scripts/mail-capture/server';
import { readInvite } from '../../functions/src/inspections/readInvite';
import { openPage, pastMinimumFillTime, startApp } from './support/app';
import { adminDb } from './support/staffAuth';
import {
  asOwnVisitor,
  cancelIfBooked,
  refreshAvailabilityNow,
  scheduleWithCapacity,
  staysOpen,
} from './support/booking';
import { formShiftsSince, watchFormShifts } from './support/formShifts';

const screenshots = join(localDir, 'screenshots', 'booking');
const PICK_LEGEND = 'Pick a time for your free inspection (optional)';
const FILLED = 'That time has just filled. These are the next open ones:';

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
});

// After a dropped connection Firestore checks the network with Google's pixel: stand in for it.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
test.beforeEach(async ({ context }) => {
  await context.route('https://www.google.com/images/cleardot.gif*', (route) =>
    route.fulfill({ status: 200, contentType: 'image/gif', body: PIXEL }),
  );
  // Each test's homeowner a visitor of its own (the per-visitor bound on new bookings).
  await asOwnVisitor(context);
});

async function setOnline(page: Page, online: boolean) {
  await page.context().setOffline(!online);
  await page.evaluate((value) => {
    (window as unknown as { __e2eOnline?: boolean }).__e2eOnline = value;
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  }, online);
}

// Two places in every window, so a booking takes one and leaves the window on the page.
const CAPACITY = 2;
const SCHEDULE = {
  ...DEFAULT_INSPECTION_SCHEDULE,
  windows: DEFAULT_INSPECTION_SCHEDULE.windows.map((w) => ({ ...w, capacity: CAPACITY })),
};
let restoreSchedule: () => Promise<void> = async () => undefined;
const booked: string[] = [];
test.beforeAll(async () => {
  restoreSchedule = await scheduleWithCapacity(CAPACITY);
});
test.afterAll(async () => {
  for (const leadId of booked) await cancelIfBooked(leadId);
  await restoreSchedule();
});

const form = (page: Page) => page.getByRole('form', { name: 'Free estimate request' });
const picker = (page: Page) => form(page).getByRole('group', { name: PICK_LEGEND });
/** A window's tile in a picker: its times and places left. */
const tile = (page: Page, id: string) =>
  page.locator('label').filter({ has: page.locator(`input[type="radio"][value="${id}"]`) });
const openRadios = (scope: ReturnType<Page['locator']>) =>
  scope.locator('input[type="radio"]:not([value=""]):not(:disabled)');

const windowOf = (id: string): InspectionWindow => {
  const found = windowById(SCHEDULE, id);
  if (!found) throw new Error(`no window ${id}`);
  return found;
};

/** The first open window in a picker that stays bookable for the rest of a test. */
async function lastingRadio(scope: ReturnType<Page['locator']>) {
  const ids = await openRadios(scope).evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  const id = ids.find((candidate) => staysOpen(candidate, SCHEDULE));
  if (!id) throw new Error('No window on the page stays open for the test');
  return scope.locator(`input[type="radio"][value="${id}"]`);
}

async function fillLead(page: Page, label: string) {
  const email = `booking-${label}-${Date.now()}@example.com`;
  await form(page).getByLabel('Full Name').fill('Maria Lopez');
  // A phone of its own: one active booking per phone.
  const line = String(Math.floor(Math.random() * 10_000)).padStart(4, '0');
  await form(page).getByLabel('Phone').fill(`(713) 555-${line}`);
  await form(page).getByLabel('Email').fill(email);
  await form(page).getByLabel('Property Address').fill('12 Oak St, Houston, TX 77339');
  await form(page).getByLabel('Service Needed').selectOption('storm-damage');
  await form(page).getByLabel('Timeline').selectOption('week');
  await pastMinimumFillTime(page);
  return email;
}

/** The picker once the app has started, and its first open window's id. */
async function openPicker(page: Page) {
  await openPage(page, '/book-inspection');
  await expect(picker(page)).toBeVisible({ timeout: 20_000 });
  const first = await lastingRadio(picker(page));
  const id = await first.getAttribute('value');
  if (!id) throw new Error('No open window on the page');
  return id;
}

/** The places left the picker shows for a window, read on a fresh /book-inspection. */
async function placesOnPage(page: Page, id: string) {
  await openPage(page, '/book-inspection');
  await expect(picker(page)).toBeVisible({ timeout: 20_000 });
  // The tile's second line ('2 places left', 'Full'), named by the window's id.
  return page.locator(`[id$="-${id}-places"]`).first().textContent();
}

const leadIdOf = async (page: Page) => {
  const href = await page.getByRole('link', { name: 'See your request' }).getAttribute('href');
  const id = href?.match(/^\/request\/([^/]+)$/)?.[1];
  if (!id) throw new Error(`No request link: ${href}`);
  return id;
};

interface MailBody {
  categories?: string[];
  custom_args?: { leadId?: string };
  attachments?: { content: string }[];
}
const body = (mail: CapturedMail) => mail.body as MailBody;

async function confirmationOf(leadId: string): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await capturedMails()).find(
          (m) =>
            body(m).custom_args?.leadId === leadId &&
            body(m).categories?.includes('inspection-booked') &&
            !body(m).categories?.includes('inspection-office-copy'),
        );
        return found !== undefined;
      },
      { timeout: 90_000, message: 'the booking confirmation at the capture server' },
    )
    .toBe(true);
  return found as CapturedMail;
}

test('a homeowner books the first open window, sees it on the request page, reschedules and cancels it; the places left go down and back up', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const first = await openPicker(page);
  await expect(tile(page, first)).toContainText('2 places left');
  await fillLead(page, 'book');
  await (await lastingRadio(picker(page))).check();
  await form(page).screenshot({ path: join(screenshots, 'form-picked-1280.png') });
  await form(page).getByRole('button', { name: 'Get My Free Estimate' }).click();

  const bookedFirst = `Inspection booked for ${formatInspectionWindow(windowOf(first))}.`;
  await expect(form(page).getByText(bookedFirst)).toBeVisible({ timeout: 30_000 });
  // Booked: the form is clear for another request.
  await expect(form(page).getByLabel('Full Name')).toHaveValue('');
  const leadId = await leadIdOf(page);
  booked.push(leadId);
  await form(page).screenshot({ path: join(screenshots, 'thank-you-booked-1280.png') });
  expect(await placesOnPage(page, first)).toBe('1 place left');

  // The request page: its steps, the address, the window.
  await openPage(page, `/request/${leadId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your inspection request' }),
  ).toBeVisible();
  const steps = page.getByRole('list', { name: 'Where your request stands' });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(`${bookedFirst} (now)`, {
    timeout: 20_000,
  });
  await expect(page.getByText('12 Oak St, Houston, TX 77339')).toBeVisible();
  await expect(page.getByText('Storm Damage Assessment')).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Call (346) 220-0989' }),
  ).toHaveAttribute('href', 'tel:+13462200989');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.screenshot({
      path: join(screenshots, `request-booked-${width}.png`),
      fullPage: true,
    });
  }

  // The confirmation's invitation reads on Houston's clock, at the booked window.
  const invite = readInvite(
    Buffer.from(
      body(await confirmationOf(leadId)).attachments?.[0]?.content ?? '',
      'base64',
    ).toString('utf8'),
  );
  expect(invite).toMatchObject({ tzid: 'America/Chicago', localStart: first, method: 'PUBLISH' });
  expect(invite.start.toISOString()).toBe(windowOf(first).start.toISOString());
  expect(invite.end.toISOString()).toBe(windowOf(first).end.toISOString());
  expect(invite.url).toContain(`/request/${leadId}`);

  // Reschedule: the picker again, then the new time.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const again = page.getByRole('group', { name: 'Pick a new time' });
  await expect(again).toBeVisible();
  await page.screenshot({ path: join(screenshots, 'request-reschedule-1280.png'), fullPage: true });
  const second = await (await lastingRadio(again)).getAttribute('value');
  if (!second) throw new Error('No window to move to');
  expect(second).not.toBe(first);
  await (await lastingRadio(again)).check();
  await page.getByRole('button', { name: 'Book this time' }).click();
  const movedTo = formatInspectionWindow(windowOf(second));
  await expect(page.getByText(`Your inspection is now booked for ${movedTo}.`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(steps.locator('[aria-current="step"]')).toHaveText(
    `Inspection booked for ${movedTo}. (now)`,
  );
  expect(await placesOnPage(page, first)).toBe('2 places left');
  expect(await placesOnPage(page, second)).toBe('1 place left');

  // Cancel: asked first, then the place goes back.
  await openPage(page, `/request/${leadId}`);
  await page.getByRole('button', { name: 'Cancel inspection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this inspection?' });
  await expect(dialog).toContainText(movedTo);
  await dialog.getByRole('button', { name: 'Cancel inspection' }).click();
  await expect(
    page.getByText('Your inspection is cancelled. You can book another time below.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(steps.locator('[aria-current="step"]')).toHaveText('Received. (now)');
  expect(await placesOnPage(page, second)).toBe('2 places left');

  // The device remembers the request: the home page's card and the app's shortcut open it.
  await openPage(page, '/');
  const card = page.getByRole('link', { name: /^Your inspection/ });
  await expect(card).toBeVisible();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await page.screenshot({ path: join(screenshots, `home-card-${width}.png`) });
  }
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/request/${leadId}$`));
  await openPage(page, '/request/mine');
  await expect(page.getByText('12 Oak St, Houston, TX 77339')).toBeVisible({ timeout: 20_000 });
});

test('a window filled meanwhile: the next open ones are offered and the typed fields kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const chosen = await openPicker(page);
  const email = await fillLead(page, 'filled');
  await (await lastingRadio(picker(page))).check();
  // Someone else takes the window's last places while the homeowner types.
  const slot = adminDb().doc(`inspectionSlots/${chosen}`);
  const before = await slot.get();
  const window = windowOf(chosen);
  await slot.set({ start: window.start, end: window.end, capacity: CAPACITY, booked: CAPACITY });
  try {
    await form(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
    await expect(form(page).getByRole('alert').filter({ hasText: FILLED })).toBeVisible({
      timeout: 30_000,
    });
    // Everything typed is still there; the request is not sent twice.
    await expect(form(page).getByLabel('Email')).toHaveValue(email);
    await expect(form(page).getByLabel('Full Name')).toHaveValue('Maria Lopez');
    await expect(form(page).getByRole('button', { name: 'Get My Free Estimate' })).toHaveCount(0);
    const offered = form(page).getByRole('group', { name: 'Pick a time for your inspection' });
    const next = openRadios(offered);
    await expect(next.first()).toBeVisible();
    const values = await next.evaluateAll((radios) =>
      radios.map((radio) => (radio as HTMLInputElement).value),
    );
    expect(values).not.toContain(chosen);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
      await offered.scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshots, `thank-you-filled-${width}.png`) });
    }
    await next.first().check();
    await form(page).getByRole('button', { name: 'Book this time' }).click();
    const nextText = `Inspection booked for ${formatInspectionWindow(windowOf(values[0] ?? ''))}.`;
    await expect(form(page).getByText(nextText)).toBeVisible({ timeout: 30_000 });
    booked.push(await leadIdOf(page));
    // Settled: the form clears and can send another request.
    await expect(form(page).getByLabel('Email')).toHaveValue('');
    await expect(form(page).getByRole('button', { name: 'Get My Free Estimate' })).toBeVisible();
  } finally {
    if (before.exists) await slot.set(before.data() ?? {});
    else await slot.delete();
    // Put back behind the functions' backs: refreshed now, as a cancellation would.
    await refreshAvailabilityNow();
  }
});

test('offline: the request is kept, the page says the time waits, and it is booked when the connection returns', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const chosen = await openPicker(page);
  await fillLead(page, 'offline');
  await (await lastingRadio(picker(page))).check();
  await page.waitForLoadState('networkidle');
  await setOnline(page, false);
  await form(page).getByRole('button', { name: 'Get My Free Estimate' }).click();
  const when = formatInspectionWindow(windowOf(chosen));
  await expect(
    form(page).getByText(
      `You’re offline. Your request is saved on this device and will be sent when you’re back online. We’ll book ${when} for you then, if it is still open; if not, we’ll call you to arrange a time.`,
    ),
  ).toBeVisible({ timeout: 30_000 });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await form(page).getByRole('link', { name: 'See your request' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, `thank-you-offline-${width}.png`) });
  }
  const leadId = await leadIdOf(page);
  booked.push(leadId);

  await setOnline(page, true);
  await expect(
    form(page).getByText(`Your request has arrived and your inspection is booked for ${when}.`),
  ).toBeVisible({ timeout: 90_000 });
  const booking = await adminDb().doc(`bookings/${leadId}`).get();
  expect(booking.get('windowId')).toBe(chosen);
  expect(booking.get('status')).toBe('booked');
  // Once: the device no longer holds the window, so no later page books it again.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('altum.myRequest') ?? '{}')),
  ).not.toHaveProperty('waitingWindow');
});

test('an unknown request says so with a link home; /request/mine without one links to booking; no request page is in the sitemap', async ({
  page,
}) => {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/book-inspection');
  expect(sitemap).not.toContain('/request');
  await openPage(page, '/request/noSuchRequest000000001');
  await expect(page.getByRole('heading', { level: 1, name: 'Request not found' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await openPage(page, '/request/mine');
  await expect(page.getByText('This device has not sent a request yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a free inspection' })).toHaveAttribute(
    'href',
    '/book-inspection',
  );
});

for (const width of [390, 1280]) {
  test(`/book-inspection at ${width} px: the picker arrives in the space the form kept for it, nothing moves`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
    await watchFormShifts(page);
    await page.goto('/book-inspection');
    await page.evaluate(() => document.fonts.ready);
    const button = form(page).getByRole('button', { name: 'Get My Free Estimate' });
    await button.scrollIntoViewIfNeeded();
    const top = () => button.evaluate((element) => element.getBoundingClientRect().top + scrollY);
    const before = await top();
    const startedAt = await page.evaluate(() => performance.now());
    await startApp(page);
    await expect(picker(page)).toBeVisible({ timeout: 20_000 });
    await expect(openRadios(picker(page)).first()).toBeVisible();
    // A layout shift has no event to wait for when none comes: a short window for one.
    await page.waitForTimeout(500);
    expect(await top()).toBe(before);
    expect(await formShiftsSince(page, startedAt)).toEqual([]);
    await picker(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshots, `form-picker-${width}.png`) });
  });
}

test('the home card arrives over the hero: nothing on the page moves', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    localStorage.setItem(
      'altum.myRequest',
      JSON.stringify({
        id: 'cardCheckRequest00000001',
        sentAt: 1,
        service: 'storm-damage',
        address: 'x',
        photoCount: 0,
      }),
    );
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready);
  const heading = page.getByRole('heading', { level: 1 });
  const top = () => heading.evaluate((element) => element.getBoundingClientRect().top + scrollY);
  const before = await top();
  const shiftsBefore = await page.evaluate(
    () => (window as unknown as { __shifts: number[] }).__shifts.length,
  );
  await startApp(page);
  await expect(page.getByRole('link', { name: 'Your inspection: see your request' })).toBeVisible();
  // A layout shift has no event to wait for when none comes: a short window for one.
  await page.waitForTimeout(500);
  expect(await top()).toBe(before);
  expect(
    await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.length),
  ).toBe(shiftsBefore);
});
