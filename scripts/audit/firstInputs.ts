/**
 * The controls a visitor's first input must be answered by, on a fresh load of a public page,
 * before the app has started and without losing the input: one table for the end-to-end test
 * (tests/e2e/first-input.spec.ts) and the audit's interaction figures
 * (`npm run audit -- --interactions`). A row is a page, how to perform the input, and what
 * answered means. A new control is one more row.
 */
import { LEAD_MESSAGES } from '@altum/domain';
import type { Page } from '@playwright/test';
import { bookingFaqs } from '../../web/src/content/bookInspection';
import { serviceLandings } from '../../web/src/content/serviceLandings';
import type { Faq } from '../../web/src/content/types';

export interface FirstInput {
  /** Names the row in the test and in the audit's table. */
  name: string;
  path: string;
  /** A phone (390 px, touch) unless 'desktop' (1280 px, mouse): the control's own layout. */
  device?: 'phone' | 'desktop';
  /** What comes before the measured input, if anything (e.g. Tab to the control). */
  prepare?: (page: Page) => Promise<void>;
  /** The input whose answer counts: a tap, a key. */
  perform: (page: Page) => Promise<void>;
  /**
   * True once the control has answered: what the visitor sees changed. Judged by what shows,
   * not by how the control is built, so a control put back on the app alone fails it.
   */
  answered: (page: Page) => Promise<boolean>;
}

/** An FAQ's first question: a tap on it shows its answer. */
function firstQuestion(faqs: readonly Faq[] | undefined) {
  const faq = faqs?.[0];
  if (!faq) throw new Error('The page has no FAQ');
  return {
    perform: (page: Page) => page.getByText(faq.question, { exact: true }).tap(),
    answered: (page: Page) => page.getByText(faq.answer, { exact: true }).isVisible(),
  };
}

export const firstInputs: readonly FirstInput[] = [
  {
    name: 'FAQ question, service page',
    path: '/services/roof-repairs',
    ...firstQuestion(serviceLandings['roof-repairs']?.faq.items),
  },
  {
    name: 'FAQ question, booking page',
    path: '/book-inspection',
    ...firstQuestion(bookingFaqs),
  },
  {
    name: 'review dot 3, home',
    path: '/',
    perform: (page) => page.getByLabel('Go to testimonial 3').tap(),
    // The third review fills the carousel, and its dot is drawn as the current one.
    answered: (page) =>
      page.evaluate(() => {
        const slide = document.querySelector('[aria-roledescription="slide"][aria-label^="3 "]');
        const carousel = slide?.closest('[aria-roledescription="carousel"]');
        const dot = document.querySelector('[aria-label="Go to testimonial 3"]');
        if (!slide || !carousel || !dot) return false;
        const inView =
          Math.abs(slide.getBoundingClientRect().left - carousel.getBoundingClientRect().left) < 2;
        return inView && parseFloat(getComputedStyle(dot, '::before').width) > 27;
      }),
  },
  {
    name: 'lead form field, booking page',
    path: '/book-inspection',
    perform: (page) => page.getByLabel('Full Name').tap(),
    // The field takes the focus (typing then is native: first-input-form.spec.ts types on).
    answered: (page) =>
      page.getByLabel('Full Name').evaluate((field) => field === document.activeElement),
  },
  {
    name: 'lead form submit, empty, booking page',
    path: '/book-inspection',
    perform: (page) => page.getByRole('button', { name: 'Get My Free Estimate' }).tap(),
    // Held until the app is there, which then says what is missing: the spec's message.
    answered: (page) => page.getByText(LEAD_MESSAGES.nameRequired, { exact: true }).isVisible(),
  },
  {
    name: 'services menu, Tab then Enter',
    path: '/',
    device: 'desktop',
    prepare: async (page) => {
      // Tab until the Services button has the focus (skip link, logo, Home come first).
      for (let presses = 0; presses < 10; presses++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
        if (focused === 'Services') return;
      }
      throw new Error('Tab never reached the Services button');
    },
    perform: (page) => page.keyboard.press('Enter'),
    answered: (page) =>
      page.getByRole('list', { name: 'Services' }).getByRole('link').first().isVisible(),
  },
];

/**
 * A second tap while the app starts, which must be answered too, not only the first: the first
 * tap starts the app, and a visitor's next one, SECOND_TAP_AFTER_MS later, lands while it loads
 * and hydrates. On a phone (390 px, touch); `second` is where to tap, found once the first has
 * been answered (its answer moves what is below it).
 */
export interface SecondTap {
  name: string;
  path: string;
  /** The first tap, which starts the app, and its answer. */
  first: Pick<FirstInput, 'perform' | 'answered'>;
  /** The second control, as a locator's target, and what shows once it has answered. */
  second: (page: Page) => ReturnType<Page['getByText']>;
  answered: (page: Page) => Promise<boolean>;
}

/** The second tap comes this long after the first: a visitor reading down a list of questions. */
export const SECOND_TAP_AFTER_MS = 300;

/** Two questions of one FAQ: the first, then the second. */
function twoQuestions(name: string, path: string, faqs: readonly Faq[] | undefined): SecondTap {
  const second = faqs?.[1];
  if (!second) throw new Error(`${path} has fewer than two questions`);
  return {
    name,
    path,
    first: firstQuestion(faqs),
    second: (page) => page.getByText(second.question, { exact: true }),
    answered: (page) => page.getByText(second.answer, { exact: true }).isVisible(),
  };
}

export const secondTaps: readonly SecondTap[] = [
  twoQuestions(
    'second FAQ question, service page',
    '/services/roof-repairs',
    serviceLandings['roof-repairs']?.faq.items,
  ),
  twoQuestions('second FAQ question, booking page', '/book-inspection', bookingFaqs),
];

/** The viewport and input of a row's device. */
export function deviceOf(input: Pick<FirstInput, 'device'>) {
  return input.device === 'desktop'
    ? { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false }
    : { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
}

/** Lighthouse's mobile profile slows the CPU 4x; so do the test and the audit. */
export const CPU_SLOWDOWN = 4;
