/**
 * Layout shifts of anything in or below the lead form, for the tests that check a control
 * arrives in the space the form's HTML kept for it (the rest of the page is not the form's).
 */
import type { Page } from '@playwright/test';

const FORM = 'form[aria-label="Free estimate request"]';

type Shifts = { __formShifts: { at: number; value: number }[] };

/** Before the page loads: records each layout shift with a source in or below the form. */
export async function watchFormShifts(page: Page): Promise<void> {
  await page.addInitScript((selector) => {
    const shifts: Shifts['__formShifts'] = [];
    (window as unknown as Shifts).__formShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null }[];
      })[]) {
        const form = document.querySelector(selector);
        const moved = entry.sources.some(
          (source) =>
            form &&
            source.node &&
            (form.contains(source.node) ||
              form.compareDocumentPosition(source.node) & Node.DOCUMENT_POSITION_FOLLOWING),
        );
        if (moved) shifts.push({ at: entry.startTime, value: entry.value });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, FORM);
}

/** The values of the shifts recorded since `since` (the page's performance.now()). */
export function formShiftsSince(page: Page, since: number): Promise<number[]> {
  return page.evaluate(
    (from) =>
      (window as unknown as Shifts).__formShifts
        .filter((shift) => shift.at >= from)
        .map((shift) => shift.value),
    since,
  );
}
