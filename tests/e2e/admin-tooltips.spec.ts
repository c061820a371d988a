/**
 * The admin's tooltips (web/src/ui/Tooltip.tsx), as the spec and WCAG 1.4.13 ask: an icon-only
 * button's tip opens 700 ms after the pointer arrives and at once on keyboard focus, names the
 * button, stays while the pointer moves onto it, and closes on Escape with focus kept.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  adminAuth,
  adminDb,
  newGoogleAccount,
  openAsStaff,
  SEED_ADMIN,
  signInAs,
} from './support/staffAuth';
import { openPage } from './support/app';

const TOOLTIP_DELAY_MS = 700;

test.describe.configure({ mode: 'serial', timeout: 60_000 });

const deleteHail = (page: Page) => page.getByRole('button', { name: 'Delete tag Hail' });
// By its role attribute: a closed tip is out of the accessibility tree, and so out of getByRole.
const tipOf = (page: Page, text: string) =>
  page.locator('[role="tooltip"]').filter({ hasText: new RegExp(`^${text}$`) });

/**
 * Stops the page's clock (installed before the page loaded): from here its timers fire only
 * when the test moves it, so "after 700 ms" and "nothing for 1.5 s" are exact and cost nothing.
 */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A moment ahead: the page's clock keeps running while this call travels.
  await page.clock.pauseAt(now + 1_000);
}

test('an icon-only button’s tip opens after 700 ms of hover, names it, and can be hovered', async ({
  page,
}) => {
  await page.clock.install();
  await openAsStaff(page, SEED_ADMIN, '/admin/blog/tags');
  const button = deleteHail(page);
  const tip = tipOf(page, 'Delete tag Hail');
  await expect(button).toBeVisible();
  // The tip is the button's name (it has no other): what is shown is what is announced.
  await expect(button).toHaveAttribute('aria-labelledby', (await tip.getAttribute('id')) ?? '-');
  await expect(tip).toBeHidden();

  await pauseClock(page);
  await button.hover();
  await page.clock.runFor(TOOLTIP_DELAY_MS - 1);
  await expect(tip).toBeHidden();
  await page.clock.runFor(1);
  await expect(tip).toBeVisible();
  await expect(tip).toHaveText('Delete tag Hail');

  // Hoverable: the pointer moves from the button onto the tip, and the tip stays.
  const box = await tip.boundingBox();
  if (!box) throw new Error('The tip has a box once visible');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.clock.runFor(500);
  await expect(tip).toBeVisible();

  // Away from both: it goes, once the grace to cross the gap (150 ms) is over.
  await page.mouse.move(5, 5);
  await page.clock.runFor(150);
  await expect(tip).toBeHidden();
});

test('keyboard focus opens the tip at once; Escape closes it and keeps focus', async ({ page }) => {
  await page.clock.install();
  await openAsStaff(page, SEED_ADMIN, '/admin/blog/tags');
  const button = deleteHail(page);
  const tip = tipOf(page, 'Delete tag Hail');
  // The screen is up (its access check runs on the page's timers) before the clock stops.
  await expect(button).toBeVisible();
  await pauseClock(page);
  // The chip's edit button comes just before its delete button.
  await page.getByRole('button', { name: /^Edit tag Hail/ }).focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  // At once: shown with the page's clock standing still, so no timer opened it.
  await expect(tip).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(button).toBeFocused();
  // Persistent until dismissed or left: nothing else closes it.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(tip).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(tip).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(tip).toBeHidden();
});

test('a role’s remove button on the users page has its tip too', async ({ page }) => {
  await openAsStaff(page, SEED_ADMIN, '/admin/users');
  const name = 'Remove writer role from writer@altum-roofing.test';
  await page.getByRole('button', { name }).hover();
  await expect(tipOf(page, name)).toBeVisible();
});

test('a cut-off category description shows the whole text in its tip', async ({ page }) => {
  const description =
    'Everything about storms on Houston roofs: hail, wind, flying debris, insurance claims, tarps, and what to check once the weather clears.';
  const category = adminDb().doc('categories/e2e-tooltip-category');
  await category.set({ name: 'E2E Tooltip', slug: 'e2e-tooltip-category', description });
  try {
    await openAsStaff(page, SEED_ADMIN, '/admin/blog/categories');
    // The text itself, not its tip (which sits beside it, hidden).
    const cell = page
      .getByRole('row', { name: /E2E Tooltip/ })
      .locator('span:not([role="tooltip"])', { hasText: description });
    await expect(cell).toBeVisible();
    // Cut off: narrower than its text, and reachable by keyboard to read the rest.
    expect(await cell.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    await expect(cell).toHaveAttribute('tabindex', '0');
    await cell.hover();
    const tip = page.locator('[role="tooltip"]').filter({ hasText: description });
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  } finally {
    await category.delete();
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the header’s icon-only buttons have tips that name them', async ({ page }) => {
    await openAsStaff(page, SEED_ADMIN);
    for (const name of ['Sign out', 'Menu']) {
      const button = page.getByRole('banner').getByRole('button', { name });
      const tip = tipOf(page, name);
      await button.hover();
      await expect(tip).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(tip).toBeHidden();
      await page.mouse.move(5, 400);
    }
  });

  test('a cut-off e-mail in the header shows the whole address in its tip', async ({ page }) => {
    const account = newGoogleAccount(
      `a-roofing-writer-with-a-rather-long-name-${Date.now()}@altum-roofing.test`,
    );
    // The first sign-in makes the account and is turned away; an admin then grants a role.
    await openPage(page, '/admin/login');
    await signInAs(page, account);
    await expect(page.getByRole('alert')).toBeVisible();
    const { uid } = await adminAuth().getUserByEmail(account.email);
    await adminDb().doc(`roles/${uid}`).set({ admin: false, writer: true });

    await openAsStaff(page, account);
    const email = page.getByRole('banner').getByText(account.email);
    expect(await email.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true);
    await email.focus();
    await expect(page.locator('[role="tooltip"]').filter({ hasText: account.email })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="tooltip"]').filter({ hasText: account.email })).toBeHidden();
  });
});

test('on a wide screen the sign-out button shows its word and opens no tip', async ({ page }) => {
  await page.clock.install();
  await openAsStaff(page, SEED_ADMIN);
  const button = page.getByRole('banner').getByRole('button', { name: 'Sign out' });
  await expect(button).toContainText('Sign out');
  await pauseClock(page);
  await button.hover();
  await page.clock.runFor(TOOLTIP_DELAY_MS + 300);
  await expect(tipOf(page, 'Sign out')).toBeHidden();
});
