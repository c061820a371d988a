/**
 * The staff side of booking: an admin changes a window's capacity on the Inspections screen and
 * the public availability follows; staff book a homeowner's window from the lead card by
 * keyboard (a full window's refusal offering the next open ones), the agenda lists it with
 * address and phone; the card reschedules and cancels it. Each lead is this run's own, opened
 * with `?lead=`, so whatever else the stack holds does not matter.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  DEFAULT_INSPECTION_SCHEDULE,
  formatClock,
  inspectionAvailabilitySchema,
  type InspectionAvailability,
} from '@altum/domain';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { refreshAvailabilityNow } from './support/booking';
import { tabTo } from './support/keyboard';
import { adminAuth, adminDb, openAsStaff, SEED_ADMIN, SEED_WRITER } from './support/staffAuth';

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/**
 * The stack's network namespace has no outside interface, so Chromium reports offline and the
 * card would (rightly) refuse to call the booking functions: tell the page the truth, online.
 */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true });
  });
});

const RUN = Date.now();
// Lead ids are 20-character SDK-style ids; these stay unique per run.
const LEAD_ID = `inspStaff${String(RUN).slice(-11)}`;
const NAME = `Bea Booking ${RUN}`;
const ADDRESS = `${RUN % 1000} Cypress Ln, Katy, TX`;
const PHONE = '(832) 555-0147';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const db = () => adminDb();
const scheduleDoc = () => db().doc('inspectionSchedule/current');
let savedSchedule: DocumentData | undefined;
let scheduleWrittenAt = 0;

/**
 * The availability as the functions wrote it: the public document, or the staff's, which the
 * card's picker reads and which also holds the windows inside the earliest notice (so at some
 * hours of the day its first window is in no public document).
 */
async function availability(of: 'public' | 'staff'): Promise<InspectionAvailability> {
  const doc = of === 'public' ? 'current' : 'staff';
  const data = (await db().doc(`inspectionAvailability/${doc}`).get()).data();
  const withDates = JSON.parse(JSON.stringify(data ?? {}), (_key, value: unknown) =>
    value && typeof value === 'object' && '_seconds' in value
      ? new Date((value as { _seconds: number })._seconds * 1000)
      : value,
  ) as unknown;
  return v.parse(inspectionAvailabilitySchema, withDates);
}

const leftIn = async (windowId: string, of: 'public' | 'staff') =>
  (await availability(of)).windows.find((w) => w.id === windowId)?.left;

const card = (page: Page) =>
  page
    .getByTestId('lead-card')
    .filter({ has: page.getByRole('heading', { name: NAME, exact: true }) });

test.beforeAll(async () => {
  // The default schedule for this spec; whatever was stored comes back after it.
  savedSchedule = (await scheduleDoc().get()).data();
  scheduleWrittenAt = Date.now() - 1000;
  await scheduleDoc().set({ ...DEFAULT_INSPECTION_SCHEDULE, updatedAt: Timestamp.now() });
  await db()
    .doc(`contacts/${LEAD_ID}`)
    .set({
      name: NAME,
      email: `bea-${RUN}@example.com`,
      phone: PHONE,
      address: ADDRESS,
      service: 'storm-damage',
      timeline: 'week',
      message: null,
      createdAt: new Date(),
      delivery: { status: 'sent', notification: 'sent', confirmation: 'sent' },
    });
});

test.afterAll(async () => {
  // The lead's deletion gives its window's place back (a function's).
  await db().doc(`contacts/${LEAD_ID}`).delete();
  if (savedSchedule) await scheduleDoc().set(savedSchedule);
  else await scheduleDoc().delete();
});

test('an admin changes a window’s capacity, and the public availability follows', async ({
  page,
}) => {
  // The availability follows the default schedule this spec wrote: rewritten after it, unless
  // the stored schedule was the default already (the refresh then finds nothing to change).
  const { updatedAt: _at, updatedBy: _by, ...stored } = savedSchedule ?? {};
  if (!isDeepStrictEqual(stored, DEFAULT_INSPECTION_SCHEDULE)) {
    await expect
      .poll(async () => (await availability('public')).updatedAt.getTime(), { timeout: 120_000 })
      .toBeGreaterThanOrEqual(scheduleWrittenAt);
  }
  // The last window of the horizon: nobody else books that far ahead.
  const target = (await availability('public')).windows.at(-1);
  if (!target) throw new Error('no window open');
  const [day = '', start = ''] = target.id.split('T');
  const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()] ?? '';
  const rule = DEFAULT_INSPECTION_SCHEDULE.windows.find(
    (w) => w.weekday === WEEKDAYS.indexOf(weekday) && w.start === start,
  );
  const booked = (rule?.capacity ?? 1) - target.left;

  await openAsStaff(page, SEED_ADMIN, '/admin/inspections');
  await expect(page.getByRole('heading', { name: 'Inspections', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Agenda' })).toBeVisible();
  const window = page.getByRole('group', { name: `${weekday} ${formatClock(start)} window` });
  const places = window.getByLabel('Places');
  await expect(places).toHaveValue('1');
  await places.fill('3');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Schedule saved')).toBeVisible();
  await expect
    .poll(async () => (await scheduleDoc().get()).get('windows') as unknown)
    .toContainEqual({
      weekday: WEEKDAYS.indexOf(weekday),
      start,
      end: rule?.end,
      capacity: 3,
    });
  // The public document, counts only, follows the schedule (a function rewrites it).
  await expect.poll(() => leftIn(target.id, 'public'), { timeout: 60_000 }).toBe(3 - booked);

  // A capacity the schema refuses is said next to the field, and nothing is saved.
  await places.fill('21');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(places).toHaveAttribute('aria-invalid', 'true');
  await expect(places).toBeFocused();
  await expect(page.getByText('Places: a whole number from 0 to 20.')).toBeVisible();
});

test('a writer books a window for the homeowner from the lead card by keyboard; the agenda lists it', async ({
  page,
}) => {
  const writer = await adminAuth().getUserByEmail(SEED_WRITER.email);
  await openAsStaff(page, SEED_WRITER, `/admin/leads?lead=${LEAD_ID}`);
  const lead = card(page);
  await expect(lead).toBeFocused();
  await expect(lead.getByTestId('lead-booking')).toContainText('Not booked');
  await tabTo(page, lead.getByRole('button', { name: `Book a window: ${NAME}` }), { max: 40 });
  await page.keyboard.press('Enter');
  const panel = lead.getByTestId('booking-panel');
  const first = panel.getByRole('radio').first();
  await expect(first).toBeFocused();
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  const chosenId = await first.inputValue();
  const book = panel.getByRole('button', { name: /^Book / });
  const short = ((await book.textContent()) ?? '').replace(/^Book /, '');

  // The window fills meanwhile (its counter at capacity): the refusal offers the next ones.
  const slot = db().doc(`inspectionSlots/${chosenId}`);
  const before = await slot.get();
  const window = (await availability('staff')).windows.find((w) => w.id === chosenId);
  if (!window) throw new Error("the chosen window is not in the staff's availability");
  await slot.set({ start: window.start, end: window.end, capacity: 1, booked: 1 });
  await page.keyboard.press('Tab');
  await expect(book).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('alert')).toContainText(
    'This time was just taken. Please pick another. Open now:',
  );
  if (before.exists) await slot.set(before.data() ?? {});
  else await slot.delete();
  // Put back behind the functions' backs: refreshed now, as a cancellation would.
  await refreshAvailabilityNow();

  // Once it has a place again, it is booked.
  await expect.poll(() => leftIn(chosenId, 'staff'), { timeout: 60_000 }).toBeGreaterThan(0);
  // Closed, focus is back on the button that opened it; opened again, the windows are re-read.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const opener = lead.getByRole('button', { name: `Book a window: ${NAME}` });
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');
  const again = lead.getByTestId('booking-panel').locator(`input[value="${chosenId}"]`);
  await expect(again).toBeVisible();
  await again.focus();
  await page.keyboard.press('Space');
  await tabTo(page, lead.getByRole('button', { name: `Book ${short}` }), { max: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Booked ${short} for ${NAME}`)).toBeVisible();
  // The card and its list line follow the lead's copy, which the function writes.
  await expect(lead.getByTestId('lead-booking-line')).toContainText(`Booked ${short}`);
  const stored = (await db().doc(`bookings/${LEAD_ID}`).get()).data();
  expect(stored?.status).toBe('booked');
  expect(stored?.windowId).toBe(chosenId);
  expect(stored?.bookedBy).toBe(writer.uid);

  // The agenda (a writer sees it, never the schedule) lists it with address and phone.
  await page.goto('/admin/inspections');
  const agenda = page.getByTestId('agenda');
  const item = agenda.getByTestId('agenda-booking').filter({ hasText: NAME });
  await expect(item).toContainText(short);
  await expect(item).toContainText(ADDRESS);
  await expect(item.getByRole('link', { name: new RegExp(`Call ${NAME}`) })).toHaveAttribute(
    'href',
    'tel:8325550147',
  );
  await expect(item.getByRole('link', { name: NAME, exact: true })).toHaveAttribute(
    'href',
    `/admin/leads?lead=${LEAD_ID}`,
  );
  await expect(page.getByRole('heading', { name: 'Schedule' })).toHaveCount(0);
});

test('an admin reschedules and cancels the booking from the card by keyboard', async ({ page }) => {
  const first = (await db().doc(`bookings/${LEAD_ID}`).get()).get('windowId') as string;
  const firstLeft = await leftIn(first, 'staff');
  await openAsStaff(page, SEED_ADMIN, `/admin/leads?lead=${LEAD_ID}`);
  const lead = card(page);
  await expect(lead).toBeFocused();
  await tabTo(page, lead.getByRole('button', { name: `Reschedule: ${NAME}` }), { max: 40 });
  await page.keyboard.press('Enter');
  const panel = lead.getByTestId('booking-panel');
  await expect(panel).toContainText('Booked now:');
  const radio = panel.getByRole('radio').first();
  await expect(radio).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const chosen = panel.getByRole('radio', { checked: true });
  const movedTo = await chosen.inputValue();
  expect(movedTo).not.toBe(first);
  const move = panel.getByRole('button', { name: /^Move to / });
  const short = ((await move.textContent()) ?? '').replace(/^Move to /, '');
  await page.keyboard.press('Tab');
  await expect(move).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lead.getByTestId('lead-booking-line')).toContainText(`Booked ${short}`);
  await expect
    .poll(async () => (await db().doc(`bookings/${LEAD_ID}`).get()).get('windowId'))
    .toBe(movedTo);
  // The first window has its place back.
  await expect.poll(() => leftIn(first, 'staff'), { timeout: 60_000 }).toBe((firstLeft ?? 0) + 1);

  const cancel = lead.getByRole('button', { name: `Cancel booking: ${NAME}` });
  await expect(lead.getByRole('button', { name: `Reschedule: ${NAME}` })).toBeFocused();
  await tabTo(page, cancel, { max: 3 });
  await page.keyboard.press('Enter');
  const yes = lead.getByRole('button', { name: 'Yes, cancel it' });
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(lead.getByTestId('lead-booking-line')).toContainText(`Cancelled: ${short}`);
  await expect(lead.getByRole('button', { name: `Book a window: ${NAME}` })).toBeVisible();
  await expect
    .poll(async () => (await db().doc(`bookings/${LEAD_ID}`).get()).get('status'))
    .toBe('cancelled');
});
