/**
 * Two outside checkers on a screen (tests/e2e/support/checkedRoutes.ts), on the DOM after hydration
 * and data: axe-core (WCAG 2.0, 2.1 and 2.2 A and AA, any impact) at phone and desktop width,
 * and the W3C Nu HTML checker (the DOM as each width left it, every page in one run of the
 * checker after the last test: html.teardown.ts). On the same pages: target sizes (WCAG
 * 2.5.8), nothing moving with reduced motion, and no sideways scroll at 320 px (1.4.10).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { CheckedRoute } from './checkedRoutes';
import { collectHtml } from './htmlChecker';
import { motionFindings, targetSizeFindings } from './pageAudits';
import { attachCheckedPhotos } from './photoFixtures';
import { SEED_ADMIN, SEED_WRITER, signInAs, type GoogleAccount } from './staffAuth';
import { openPage } from './app';

const WIDTHS = [390, 1280] as const;

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

/** A test's title: the route and the state it is checked in. */
/** What every check's title says it checks. */
export const CHECKS =
  'no axe violation, valid HTML, 24 px targets and no motion at 390 and 1280 px, no sideways scroll at 320';

export const title = (route: CheckedRoute) =>
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

/** Every check on one route, at each width, then reflow at 320 px. */
export async function checkRoute(page: Page, route: CheckedRoute) {
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
    // A request page waits on a callable, which a busy stack may answer late.
    await expect(page.getByText(route.ready).first()).toBeVisible({ timeout: 30_000 });
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

/** A screen as it first shows, which a writer has too. */
const writersScreen = (route: CheckedRoute) =>
  !route.adminOnly && !route.dialog && !route.panel && !route.tooltip;

const staff: readonly [string, GoogleAccount][] = [
  ['admin', SEED_ADMIN],
  ['writer', SEED_WRITER],
];

/**
 * One page for a group's tests, in one browser context opened before the first (with the
 * project's address, size and service-worker setting) and closed after the last: the
 * context's HTTP cache keeps the app's scripts and axe between pages, and a staff member
 * signs in once. Each test starts from `freshOrigin`, so none meets what another left. A
 * failed test ends its worker; the group's next test opens a new page in the next one.
 */
export function sharedPage(setup?: (context: BrowserContext, page: Page) => Promise<void>) {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  test.beforeAll(async ({ browser }, testInfo) => {
    const { baseURL, viewport, isMobile, hasTouch, serviceWorkers } = testInfo.project.use;
    context = await browser.newContext({
      baseURL,
      viewport,
      isMobile,
      hasTouch,
      serviceWorkers,
    });
    page = await context.newPage();
    // A page left with unsaved changes may ask before the next test's navigation: leave.
    page.on('dialog', (dialog) =>
      dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss(),
    );
    if (setup) await setup(context, page);
  });
  test.afterAll(async () => {
    await context?.close();
  });
  return () => {
    if (!page) throw new Error('The shared page is opened in beforeAll');
    return page;
  };
}

/**
 * Forgets what earlier tests left on the site's origin (local and session storage, IndexedDB
 * but the databases named in `keep`, Cache Storage), as a new context would start, from a
 * page that runs no app code and so holds no database open.
 */
export async function freshOrigin(page: Page, keep: readonly string[] = []) {
  await page.goto('/offline');
  await page.evaluate(async (kept) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const name of await caches.keys()) await caches.delete(name);
    for (const { name } of await indexedDB.databases()) {
      if (!name || kept.includes(name)) continue;
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name);
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      });
    }
  }, keep);
}

/** Where the Auth SDK keeps a signed-in session (what signInAs writes). */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/**
 * The checks of `routes` signed in as an admin and as a writer, each role's in a describe of
 * its own, with `hooks` run around it. An admin has every screen and state checked; a writer
 * each screen they have as it first shows (their navigation and controls are a writer's),
 * not again each dialog, panel and tooltip, which are the same components for both roles.
 * Each role signs in once, on a page its tests share (sharedPage).
 */
export function checkStaffScreens(
  routes: readonly CheckedRoute[],
  hooks: { beforeAll?: () => Promise<void>; afterAll?: () => Promise<void> } = {},
) {
  for (const [role, account] of staff) {
    test.describe(`staff screens as ${role}`, () => {
      // One worker runs the role's screens in order, on the page signed in once.
      test.describe.configure({ mode: 'default' });
      if (hooks.beforeAll) test.beforeAll(hooks.beforeAll);
      if (hooks.afterAll) test.afterAll(hooks.afterAll);
      const shared = sharedPage(async (context, page) => {
        // The stack's network namespace has no outside interface, so Chromium reports offline
        // and the admin disables what needs the server (uploads): tell the page the truth.
        await context.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'onLine', {
            configurable: true,
            get: () => true,
          });
        });
        // The session is stored from the offline page (no app on it); each screen is then
        // the first page the app opens: a returning staff member's start, without loading
        // the login page and the dashboard first.
        await signInAs(page, account);
      });
      for (const route of routes.filter((checked) => role === 'admin' || writersScreen(checked))) {
        test(`${title(route)}: ${CHECKS}`, async () => {
          const page = shared();
          await freshOrigin(page, [AUTH_DATABASE]);
          await checkRoute(page, route);
        });
      }
    });
  }
}
