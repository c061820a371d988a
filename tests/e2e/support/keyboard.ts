/**
 * Keyboard-only helpers for end-to-end tests: move focus with Tab alone, and check that the
 * focused element shows a focus indicator a sighted keyboard user can see (WCAG 2.4.7, and
 * 2.4.13's measure: an outline at least 2 px thick with 3:1 contrast against what is behind it).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { openPage } from './app';
import type { GoogleAccount } from './staffAuth';

/** What the page says about its focused element. */
export interface FocusReport {
  /** A short description of the focused element, for messages. */
  element: string;
  /** The focused element is the body (or nothing): focus was lost. */
  lost: boolean;
  outlineStyle: string;
  outlineWidth: number;
  outlineColor: string;
  background: string;
  contrast: number;
}

/**
 * Reads the focused element's outline and the colour behind it: the first opaque background
 * of its ancestors (the outline is drawn outside the element, over its parent). Runs in the
 * page; kept self-contained for page.evaluate.
 */
function readFocus(): FocusReport {
  const parse = (value: string): [number, number, number, number] | null => {
    const match = /rgba?\(([^)]+)\)/.exec(value);
    if (!match?.[1]) return null;
    const parts = match[1]
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const luminance = ([r, g, b]: [number, number, number, number]) => {
    const channel = (c: number) => {
      const s = c / 255;
      return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const active = document.activeElement as HTMLElement | null;
  const lost = !active || active === document.body || active === document.documentElement;
  const describe = (el: Element | null) => {
    if (!el) return 'nothing';
    const label =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement
        ? (el.labels?.[0]?.textContent ?? el.name)
        : el.textContent);
    return `<${el.tagName.toLowerCase()}> "${(label ?? '').trim().slice(0, 60)}"`;
  };
  if (lost || !active) {
    return {
      element: describe(active),
      lost: true,
      outlineStyle: 'none',
      outlineWidth: 0,
      outlineColor: '',
      background: '',
      contrast: 0,
    };
  }
  const style = getComputedStyle(active);
  let background = 'rgb(255, 255, 255)';
  for (let el = active.parentElement; el; el = el.parentElement) {
    const rgba = parse(getComputedStyle(el).backgroundColor);
    if (rgba && rgba[3] >= 0.99) {
      background = getComputedStyle(el).backgroundColor;
      break;
    }
  }
  const outline = parse(style.outlineColor);
  const behind = parse(background);
  let contrast = 0;
  if (outline && behind) {
    const [a, b] = [luminance(outline), luminance(behind)];
    contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  }
  return {
    element: describe(active),
    lost: false,
    outlineStyle: style.outlineStyle,
    outlineWidth: parseFloat(style.outlineWidth) || 0,
    outlineColor: style.outlineColor,
    background,
    contrast: Math.round(contrast * 100) / 100,
  };
}

export function focusReport(page: Page): Promise<FocusReport> {
  return page.evaluate(readFocus);
}

/** Problems with the focus indicator, as text (empty when it is fine). */
export function focusProblems(report: FocusReport): string[] {
  if (report.lost) return ['focus is lost (the body has it)'];
  const problems: string[] = [];
  if (report.outlineStyle === 'none' || report.outlineWidth < 2) {
    problems.push(
      `${report.element}: outline ${report.outlineStyle} ${report.outlineWidth}px (needs 2 px or more)`,
    );
  } else if (report.contrast < 3) {
    problems.push(
      `${report.element}: outline ${report.outlineColor} on ${report.background} is ${report.contrast}:1 (needs 3:1)`,
    );
  }
  return problems;
}

/** The focused element shows a visible focus indicator, and focus is not on the body. */
export async function expectFocusVisible(page: Page, what = 'focused element') {
  expect(focusProblems(await focusReport(page)), `focus indicator of the ${what}`).toEqual([]);
}

/** Focus is somewhere in the page, not dropped on the body (after a dialog or row goes away). */
export async function expectFocusKept(page: Page, what: string) {
  await expect
    .poll(async () => (await focusReport(page)).lost, { message: `focus kept ${what}` })
    .toBe(false);
}

/**
 * Presses Tab (or Shift+Tab) until the target has focus, at most `max` times, checking the
 * focus indicator of every element focus passes through.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; max?: number } = {},
) {
  const key = options.backwards ? 'Shift+Tab' : 'Tab';
  const max = options.max ?? 60;
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(key);
    const report = await focusReport(page);
    expect(focusProblems(report), `after ${presses + 1} × ${key}`).toEqual([]);
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
  }
  throw new Error(`${key} did not reach ${target.toString()} in ${max} presses`);
}

/** Types text into the focused control, as a keyboard does. */
export async function typeText(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 5 });
}

/**
 * Chooses an option of the focused closed <select> with the arrow keys (as Windows and Linux
 * browsers do), checking the chosen label after each press.
 */
export async function chooseOption(page: Page, select: Locator, label: string | RegExp) {
  const matches = (text: string) =>
    typeof label === 'string' ? text.trim() === label : label.test(text);
  const count = await select.locator('option').count();
  const current = () =>
    select.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  // From the first option, down one at a time.
  if (!matches(await current())) await page.keyboard.press('Home');
  for (let i = 0; i < count && !matches(await current()); i++) {
    await page.keyboard.press('ArrowDown');
  }
  expect(await current()).toMatch(typeof label === 'string' ? label : label);
}

/** A screen's data and the stack's answers take longer than a key press: 20 s. */
const screenExpect = expect.configure({ timeout: 20_000 });

/** The element with focus is this one. */
export async function expectFocused(page: Page, locator: Locator, what: string) {
  await screenExpect
    .poll(() => locator.evaluate((el) => el === document.activeElement).catch(() => false), {
      message: `focus on ${what} (has: ${(await focusReport(page)).element})`,
    })
    .toBe(true);
}

/**
 * Signs in on the local stack by keyboard: 'Sign in with Google' opens the in-page account
 * chooser (the local stand-in for Google's), where Tab reaches the account and Enter picks it.
 */
export async function signInByKeyboard(page: Page, account: GoogleAccount) {
  await openPage(page, '/admin/login');
  const signIn = page.getByRole('button', { name: 'Sign in with Google' });
  await screenExpect(signIn).toBeEnabled();
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  const chooser = page.getByRole('dialog', { name: 'Choose an account' });
  const choice = chooser.getByRole('button', { name: new RegExp(account.email) });
  await screenExpect(choice).toBeVisible();
  await tabTo(page, choice, { max: 10 });
  await page.keyboard.press('Enter');
  await screenExpect(page).toHaveURL(/\/admin\/dashboard$/);
  await screenExpect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** Opens an admin screen by its address and waits for its heading. */
export async function openScreen(page: Page, path: string, heading: string) {
  await openPage(page, path);
  await screenExpect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}
