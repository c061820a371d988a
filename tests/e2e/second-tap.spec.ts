/**
 * The tap after the first is answered too: the first tap starts the app, and the visitor's next
 * ones come while it loads and hydrates (390 px, touch, CPU ×4). A tap while the app's code is
 * still on its way is answered by the page; and hydration goes section by section, so a tap
 * once the app is there hydrates the tapped section first, on its own, instead of the whole
 * page in one task. No wall-clock limit: the order of things is checked; the audit
 * (`npm run audit -- --interactions`) measures how fast.
 */
import { expect, test, type Page } from '@playwright/test';
import { CPU_SLOWDOWN, deviceOf } from '../../scripts/audit/firstInputs';
import { serviceLandings } from '../../web/src/content/serviceLandings';

const faq = serviceLandings['roof-repairs']?.faq.items ?? [];
const [first, second, third] = faq;

test.use(deviceOf({ device: 'phone' }));
// A slowed CPU on a shared machine: the default 30 s is for the whole test, not a limit under test.
test.setTimeout(60_000);

/** Holds /page-loader.js (which starts the app) back until the returned function is called. */
async function holdPageLoader(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/page-loader.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const answer = (page: Page, item: { answer: string } | undefined) =>
  page.getByText(item?.answer ?? '', { exact: true });

/**
 * When the app marks itself interactive (its frame has hydrated), a click on the third
 * question, dispatched at once from that mark; the window's own listener, which runs after
 * React's, notes which parts of the page React had hydrated when it handled the click. A
 * hydrated element carries React's fiber; the server's markup, not yet hydrated, does not.
 */
const CLICK_WHEN_INTERACTIVE = (question: string) => `
  const hydrated = (element) =>
    Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  const parts = () => [...document.querySelectorAll('header:has(~ #main), #main > *, #main ~ footer')];
  new MutationObserver((changes, observer) => {
    if (!('interactive' in document.documentElement.dataset)) return;
    observer.disconnect();
    const summary = [...document.querySelectorAll('summary')].find(
      (element) => element.textContent.trim() === ${JSON.stringify(question)},
    );
    addEventListener('click', () => {
      window.__atClick = {
        tapped: hydrated(summary),
        tappedPart: hydrated(summary.closest('#main > *')),
        notYet: parts().filter((part) => !hydrated(part)).length,
        parts: parts().length,
      };
    }, { once: true });
    summary.click();
  // The document, not <html>: the script runs before <html> exists.
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
`;

test('a second tap while the app starts is answered, and a tap once it is there hydrates its own section first', async ({
  page,
}) => {
  if (!first || !second || !third) throw new Error('The page needs three questions');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const release = await holdPageLoader(page);
  await page.addInitScript({ content: CLICK_WHEN_INTERACTIVE(third.question) });
  await page.goto('/services/roof-repairs');

  // The first tap starts the app; the page answers it.
  await page.getByText(first.question, { exact: true }).tap();
  await expect(answer(page, first)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-first-input', /.+/);

  // The second, while the app's code is held: the page answers it too (one question open).
  await page.getByText(second.question, { exact: true }).tap();
  await expect(answer(page, second)).toBeVisible();
  await expect(answer(page, first)).toBeHidden();
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');

  release();
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => '__atClick' in window);
  const atClick = await page.evaluate(
    () => (window as unknown as { __atClick: Record<string, number | boolean> }).__atClick,
  );
  // React hydrated the tapped question's section to handle the click, while other parts of
  // the page were still the server's markup: hydration is split, and the tap goes first.
  expect(atClick.tapped).toBe(true);
  expect(atClick.tappedPart).toBe(true);
  expect(atClick.notYet).toBeGreaterThan(0);
  await expect(answer(page, third)).toBeVisible();
  await expect(answer(page, second)).toBeHidden();

  // The rest hydrates after, and keeps what the visitor opened.
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.querySelectorAll('header:has(~ #main), #main > *, #main ~ footer')].every(
            (part) => Object.keys(part).some((key) => key.startsWith('__reactFiber$')),
          ),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(answer(page, third)).toBeVisible();
  await cdp.detach();
});
