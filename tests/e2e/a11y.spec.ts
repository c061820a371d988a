/**
 * Two outside checkers on every screen (tests/e2e/checkedRoutes.ts), on the DOM after
 * hydration and data: axe-core (WCAG 2.0, 2.1 and 2.2 A and AA, any impact) at phone and
 * desktop width, and the W3C Nu HTML checker (the DOM as each width left it, every page in one
 * run of the checker after the last test: html.teardown.ts). On the same pages: target sizes
 * (WCAG 2.5.8), nothing moving with reduced motion, and no sideways scroll at 320 px (1.4.10).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { zonedDay } from '@altum/domain';
import {
  CHECKED_LEAD,
  CHECKED_REQUEST_ID,
  checkedBooking,
  publicRoutes,
  staffRoutes,
  type CheckedRoute,
} from './checkedRoutes';
import { bookFirstOpen, cancelIfBooked, newRequest, requestStatusIs } from './bookingSupport';
import { collectHtml } from './htmlChecker';
import { deleteLeadPhotos, putLeadPhotos } from './leadPhotos';
import { motionFindings, targetSizeFindings } from './pageAudits';
import { adminDb, SEED_ADMIN, SEED_WRITER, signInAs, type GoogleAccount } from './staffAuth';
import { writeSentQuote } from './quoteSupport';
import { openPage } from './support';
import { attachCheckedPhotos } from './photoFixtures';

const WIDTHS = [390, 1280] as const;

// Two widths, two checkers and the page's data: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

async function hydratedHtml(page: Page): Promise<string> {
  return page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);
}

/** Opens the route's dialog with its button, and waits until the dialog shows its title. */
async function openDialog(page: Page, dialog: NonNullable<CheckedRoute['dialog']>) {
  // The first of several alike (each lead card has its 'Delete lead').
  const opener = page.getByRole('button', { name: dialog.opener, exact: true }).first();
  await expect(opener).toBeEnabled({ timeout: 15_000 });
  await opener.click();
  const open = page.getByRole('dialog', { name: dialog.title });
  // The dialog element wraps a fixed overlay: its heading is what shows.
  await expect(open.getByRole('heading', { name: dialog.title })).toBeVisible();
  if (dialog.press) await open.getByRole('button', { name: dialog.press, exact: true }).click();
  if (dialog.ready) await expect(open.getByText(dialog.ready).first()).toBeVisible();
  // Its data (accounts, folders) too, before the checkers judge it.
  await expect(open.getByText(/^Loading/)).toHaveCount(0, { timeout: 15_000 });
}

/** Shows an icon-only button's tooltip as a keyboard user does: focus moves onto the button. */
async function showTooltip(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(page.locator('[role="tooltip"]').filter({ hasText: name })).toBeVisible();
}

/** Shows the route's panel with its button, presses its chosen control, waits for its text. */
async function openPanel(page: Page, panel: NonNullable<CheckedRoute['panel']>) {
  await page.getByRole('button', { name: panel.opener, exact: true }).first().click();
  if (panel.choose) await page.getByTestId(panel.choose).first().click();
  await expect(page.getByText(panel.ready).first()).toBeVisible({ timeout: 15_000 });
}

const title = (route: CheckedRoute) =>
  `${route.path}${route.note ? ` ${route.note}` : ''}${route.photos ? ' with photos attached' : ''}${route.tooltip ? ` with the '${route.tooltip}' tooltip open` : ''}${
    route.panel
      ? ` with the '${route.panel.opener}' panel open${route.panel.choose ? ` and a '${route.panel.choose}' chosen` : ''}`
      : ''
  }${
    route.dialog
      ? ` with the '${route.dialog.title}' dialog open${route.dialog.press ? ` after '${route.dialog.press}'` : ''}`
      : ''
  }`;

/** The window at `width`, laid out again: the page reacts to the change as a browser would. */
async function resizeTo(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 768 ? 844 : 800 });
  await page.waitForFunction((expected) => window.innerWidth === expected, width);
  // Media-query listeners have run and React has rendered their change: two frames later.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

async function checkRoute(page: Page, route: CheckedRoute) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const [first, ...others] = WIDTHS;
  await resizeTo(page, first);
  await openRoute(page, route);
  await checkAt(page, first);
  // The same page widened, not loaded again: half the loads, and the state (a dialog, a
  // panel, a tooltip) is the one a visitor who turns a tablet or widens a window meets.
  for (const width of others) {
    await resizeTo(page, width);
    await checkAt(page, width);
  }
  // Reflow (WCAG 1.4.10): at 320 px, a 640 px window zoomed to 200 %, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
      message: 'page width at 320 px',
    })
    .toBeLessThanOrEqual(320);
}

/** Opens the route, waits for its content, and brings up its dialog, tooltip, panel or photos. */
async function openRoute(page: Page, route: CheckedRoute) {
  if (route.static) await page.goto(route.path);
  else await openPage(page, route.path);
  if (route.ready) {
    await expect(page.getByText(route.ready).first()).toBeVisible({ timeout: 15_000 });
  } else {
    await expect(page.locator('main h1').first()).toBeVisible({ timeout: 15_000 });
  }
  await expect(page.getByText('Verifying access...')).toHaveCount(0);
  // The head follows the data; judge the page once it is named.
  await expect(page).toHaveTitle(/\S/);
  if (route.dialog) await openDialog(page, route.dialog);
  if (route.tooltip) await showTooltip(page, route.tooltip);
  if (route.panel) await openPanel(page, route.panel);
  if (route.photos) await attachCheckedPhotos(page);
}

async function checkAt(page: Page, width: number) {
  expect(await axeFindings(page), `axe at ${width} px`).toEqual([]);
  // Judged with every other page's at the end of the run (html.teardown.ts).
  collectHtml(test.info(), `at ${width} px`, await hydratedHtml(page));
  expect(await targetSizeFindings(page), `targets under 24 px at ${width} px`).toEqual([]);
  expect(await motionFindings(page), `motion with reduced motion at ${width} px`).toEqual([]);
}

test.describe('public screens', () => {
  // The request page's checks need a booked request.
  test.beforeAll(async () => {
    // The run's first booking may start the booking functions cold, on a machine that runs
    // the stateless specs beside this one.
    test.setTimeout(120_000);
    await newRequest(CHECKED_REQUEST_ID);
    // A run stopped midway may have left it booked.
    await cancelIfBooked(CHECKED_REQUEST_ID);
    await requestStatusIs(CHECKED_REQUEST_ID, 'received');
    await bookFirstOpen(CHECKED_REQUEST_ID);
    // A quote sent for it, valid for a month: the page shows it with its options and forms.
    await writeSentQuote(CHECKED_REQUEST_ID, zonedDay(new Date(Date.now() + 30 * 86_400_000)));
  });
  test.afterAll(async () => {
    await cancelIfBooked(CHECKED_REQUEST_ID);
    await adminDb().doc(`requests/${CHECKED_REQUEST_ID}/quote/latest`).delete();
    await adminDb().doc(`contacts/${CHECKED_REQUEST_ID}/quotes/v1`).delete();
    await adminDb().doc(`contacts/${CHECKED_REQUEST_ID}`).delete();
  });
  for (const route of publicRoutes) {
    test(`${title(route)}: no axe violation, valid HTML, 24 px targets and no motion at 390 and 1280 px, no sideways scroll at 320`, async ({
      page,
    }) => {
      await checkRoute(page, route);
    });
  }
});

const staff: readonly [string, GoogleAccount][] = [
  ['admin', SEED_ADMIN],
  ['writer', SEED_WRITER],
];

const checkedLead = () => adminDb().doc(`contacts/${CHECKED_LEAD.id}`);
const checkedBookingDoc = () => adminDb().doc(`bookings/${CHECKED_LEAD.id}`);

for (const [role, account] of staff) {
  test.describe(`staff screens as ${role}`, () => {
    test.beforeAll(async () => {
      const photos = await putLeadPhotos(CHECKED_LEAD.id, CHECKED_LEAD.data.photoCount);
      const booking = checkedBooking(new Date());
      await checkedLead().set({ ...CHECKED_LEAD.data, photos, booking, createdAt: new Date() });
      // The agenda's copy: the booking itself, as the booking function writes it.
      await checkedBookingDoc().set({
        ...booking,
        leadId: CHECKED_LEAD.id,
        bookedBy: 'homeowner',
        sequence: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
    });
    test.afterAll(async () => {
      await checkedBookingDoc().delete();
      // Photos first: the lead's deletion starts deleteLeadPhotos, which would race this.
      await deleteLeadPhotos(CHECKED_LEAD.id);
      await checkedLead().delete();
    });
    // The stack's network namespace has no outside interface, so Chromium reports offline and
    // the admin disables what needs the server (uploads): tell the page the truth, online.
    test.beforeEach(async ({ context }) => {
      await context.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'onLine', {
          configurable: true,
          get: () => true,
        });
      });
    });
    for (const route of staffRoutes.filter((checked) => role === 'admin' || !checked.adminOnly)) {
      test(`${title(route)}: no axe violation, valid HTML, 24 px targets and no motion at 390 and 1280 px, no sideways scroll at 320`, async ({
        page,
      }) => {
        // The session is stored from the offline page (no app on it), and the screen is the
        // first page the app opens: a returning staff member's start, without loading the login
        // page and the dashboard first.
        await signInAs(page, account);
        await checkRoute(page, route);
      });
    }
  });
}
