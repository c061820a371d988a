/**
 * Motion and touch: with `prefers-reduced-motion: reduce` nothing animates, on the pages with
 * the most movement (the home page's reveals and testimonial strip, the blog) and in the admin
 * with a dialog and a toast open; and on a phone the main calls to action are at least 44 px
 * tall. The central route list (a11y.spec.ts) checks 24 px targets and motion on every screen
 * as it loads; this spec adds the states reached by scrolling and acting.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { motionFindings, targetSizeFindings } from './support/pageAudits';
import { openPage } from './support/app';
import { SEED_ADMIN, signInAs } from './support/staffAuth';

test.describe.configure({ timeout: 90_000 });

/** Scrolls to the foot of the page a screen at a time, so every reveal has been seen. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
}

test('without the reduced-motion preference the home page does move (the check can see motion)', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openPage(page, '/');
  await scrollThrough(page);
  expect(await motionFindings(page)).not.toEqual([]);
});

for (const path of ['/', '/blog', '/blog/houston-hail-season-roof-guide']) {
  test(`${path} with reduced motion: nothing animates, before or after scrolling through`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, path);
    expect(await motionFindings(page), 'as loaded').toEqual([]);
    await scrollThrough(page);
    expect(await motionFindings(page), 'after scrolling through').toEqual([]);
  });
}

test('the admin with reduced motion: a toast and a dialog open, nothing animates', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openPage(page, '/admin/login');
  await signInAs(page, SEED_ADMIN);
  await openPage(page, '/admin/blog/tags');
  await expect(page.getByRole('heading', { name: 'Tags', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tag' });
  // An invalid submit: the dialog stays, with its error; the sidebar menu group turns too.
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(dialog.getByText(/required/i).first()).toBeVisible();
  expect(await motionFindings(page), 'dialog open').toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'New Tag' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(`Motion ${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: 'Create tag' }).click();
  await expect(page.getByText('Tag created successfully')).toBeVisible();
  expect(await motionFindings(page), 'toast showing').toEqual([]);
});

test('the target-size audit finds small crowded targets, and lets spaced ones and links in a sentence be', async ({
  page,
}) => {
  await page.setContent(`
    <style>button { width: 16px; height: 16px; padding: 0; border: 0; margin: 0; }</style>
    <div style="display: flex"><button>a</button><button>b</button></div>
    <div style="display: flex; gap: 24px; margin-top: 40px"><button>c</button><button>d</button></div>
    <p style="margin-top: 40px">Read <a href="#x">the guide</a> first.</p>`);
  const findings = await targetSizeFindings(page);
  expect(findings).toHaveLength(2);
  expect(findings.join(' ')).toMatch(/"a".*"b"/);
  expect(findings.join(' ')).not.toMatch(/"c"|"d"|guide/);
});

/** The rendered height of a control, in CSS px. */
const heightOf = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

test('@mobile the main calls to action are at least 44 px tall on a 390 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPage(page, '/');
  const hero = page.locator('main');
  for (const name of ['Get Free Inspection', 'Call Now']) {
    const cta = hero.getByRole('link', { name }).first();
    await expect(cta).toBeVisible();
    expect(await heightOf(cta), `home hero '${name}'`).toBeGreaterThanOrEqual(44);
  }
  // The header's calls to action live in the menu on a phone.
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  expect(await heightOf(toggle), 'menu button').toBeGreaterThanOrEqual(44);
  await toggle.click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  for (const name of [/Get Free Inspection/, /\(346\) 220-0989/]) {
    const cta = menu.getByRole('link', { name }).first();
    await expect(cta).toBeVisible();
    expect(await heightOf(cta), `menu '${String(name)}'`).toBeGreaterThanOrEqual(44);
  }

  await openPage(page, '/book-inspection');
  const submit = page.getByRole('button', { name: 'Get My Free Estimate' });
  await expect(submit).toBeVisible();
  expect(await heightOf(submit), 'lead form submit').toBeGreaterThanOrEqual(44);
  // Phone links drawn as buttons (a number inside a sentence is an inline link, exempt).
  const phoneButtons = await page.locator('main a[href^="tel:"]').evaluateAll((links) =>
    links
      .filter((link) => getComputedStyle(link).display !== 'inline' && link.getClientRects().length)
      .map((link) => ({
        text: link.textContent?.trim(),
        height: link.getBoundingClientRect().height,
      })),
  );
  expect(phoneButtons.length, 'phone calls to action on the booking page').toBeGreaterThan(0);
  for (const button of phoneButtons) {
    expect(button.height, `phone call to action '${button.text}'`).toBeGreaterThanOrEqual(44);
  }
});
