/**
 * `npm run audit -- --interactions [--loads=N] [--against=<other web/dist>]`: for each control
 * of firstInputs.ts, N fresh loads (default 5) of its page in Chromium with the CPU slowed 4x,
 * the control's input as the page's first, and the time from that input to the next paint as
 * the browser's Event Timing API reports it (the measure behind Interaction to Next Paint).
 * Prints the median and the worst per control and build; `--against` measures a second build
 * (e.g. the main branch's) in the same run, load by load.
 *
 * Then, for each row of secondTaps, N fresh loads with two taps: the first starts the app, the
 * second comes SECOND_TAP_AFTER_MS later while the app starts. Printed for the same loads: the
 * second tap's input to next paint, and the longest task (Long Tasks API) from the first tap
 * until the app has started and done its deferred work.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium';
import {
  CPU_SLOWDOWN,
  deviceOf,
  firstInputs,
  SECOND_TAP_AFTER_MS,
  secondTaps,
  type FirstInput,
  type SecondTap,
} from './firstInputs';
import { serveBuild, type ServedBuild } from './serve';

/** Targets for a visitor's first input: the median of every control at most, and its worst. */
export const MEDIAN_TARGET_MS = 200;
export const WORST_TARGET_MS = 300;
/** Target while the app starts, so a second tap is answered: no task longer than this. */
export const TASK_TARGET_MS = 200;
/** The Long Tasks API reports only tasks longer than this. */
const LONG_TASK_MS = 50;
/**
 * The start ends this long after the app marks itself interactive: its deferred work (toasts,
 * queued leads, the service worker's prompts) runs once the browser is idle, within 1.5 s.
 */
const START_SETTLES_MS = 3000;
/** The Event Timing API reports only events at least this long (its lowest setting). */
const DURATION_THRESHOLD_MS = 16;
/** An input not answered within this is counted as lost (the audit's limit, not the test's). */
const ANSWER_LIMIT_MS = 10_000;
/** How long the second tap's timing entry is awaited (none comes for one under 16 ms). */
const SECOND_ENTRY_LIMIT_MS = 3_000;

interface Measured {
  /** Input to next paint in ms; DURATION_THRESHOLD_MS when under the API's threshold. */
  latency: number;
  answered: boolean;
}

declare global {
  interface Window {
    __eventTimings?: Array<{ name: string; start: number; duration: number; id: number }>;
    __longTasks?: Array<{ start: number; duration: number }>;
  }
}

/**
 * Collects every event-timing and first-input entry from the page's start. Plain JavaScript
 * text: a function compiled by tsx would carry helper calls (__name) the page does not have.
 */
const OBSERVE_EVENT_TIMING = `
  window.__eventTimings = [];
  const record = (list) => {
    for (const entry of list.getEntries()) {
      window.__eventTimings.push({
        name: entry.entryType + ':' + entry.name,
        start: entry.startTime,
        duration: entry.duration,
        id: entry.interactionId,
      });
    }
  };
  new PerformanceObserver(record).observe({ type: 'event', durationThreshold: ${DURATION_THRESHOLD_MS}, buffered: true });
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
`;

/** A fresh visitor's page, on the device given, with the CPU slowed and the timings observed. */
async function freshPage(browser: Browser, device: Pick<FirstInput, 'device'>, cpu: number) {
  const context = await browser.newContext(deviceOf(device));
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript({ content: OBSERVE_EVENT_TIMING });
    return { context, page };
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function measureOnce(browser: Browser, origin: string, input: FirstInput, cpu: number) {
  const { context, page } = await freshPage(browser, input, cpu);
  try {
    await page.goto(`${origin}${input.path}`);
    await input.prepare?.(page);
    const before = await page.evaluate(() => performance.now());
    try {
      page.setDefaultTimeout(ANSWER_LIMIT_MS);
      await input.perform(page);
    } catch {
      // The control is not there to take the input (a build whose form shows only once the
      // app has rendered it): the input is lost, like one that is never answered.
      return { latency: 0, answered: false } satisfies Measured;
    }
    const answered = await waitUntil(() => input.answered(page));
    const latency = await latencySince(page, before);
    return { latency, answered } satisfies Measured;
  } finally {
    await context.close();
  }
}

/** The longest event of the interactions that began at or after `since` (how INP counts one). */
async function latencySince(page: Page, since: number) {
  // Entries arrive after the paint that ends them; a paint or two more lets them land.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.waitForTimeout(300);
  const entries = (await page.evaluate(() => window.__eventTimings ?? [])).filter(
    (entry) => entry.start >= since - 1 && (entry.id > 0 || entry.name.startsWith('first-')),
  );
  return Math.max(DURATION_THRESHOLD_MS, ...entries.map((entry) => entry.duration));
}

async function waitUntil(check: () => Promise<boolean>) {
  const deadline = Date.now() + ANSWER_LIMIT_MS;
  let done = await check();
  while (!done && Date.now() < deadline) {
    await new Promise((wait) => setTimeout(wait, 50));
    done = await check();
  }
  return done;
}

interface SecondMeasured extends Measured {
  /** The longest task from the first tap to the start's end, ms; 0 when none passed 50 ms. */
  longestTask: number;
}

async function measureSecondTap(browser: Browser, origin: string, row: SecondTap, cpu: number) {
  const { context, page } = await freshPage(browser, { device: 'phone' }, cpu);
  try {
    await page.goto(`${origin}${row.path}`);
    page.setDefaultTimeout(ANSWER_LIMIT_MS);
    const firstAt = await page.evaluate(() => performance.now());
    const tappedAt = Date.now();
    await row.first.perform(page);
    // Where the second control is once the first has answered (the answer pushes it down).
    if (!(await waitUntil(() => row.first.answered(page)))) {
      return { latency: 0, answered: false, longestTask: 0 } satisfies SecondMeasured;
    }
    const box = await row.second(page).boundingBox();
    if (!box) return { latency: 0, answered: false, longestTask: 0 } satisfies SecondMeasured;
    await page.waitForTimeout(Math.max(0, SECOND_TAP_AFTER_MS - (Date.now() - tappedAt)));
    // A bare touch at that point, sent whatever the page is doing (a locator's tap would first
    // wait for the main thread to check the target, and so come after a long task, not in it).
    const secondSentAt = Date.now();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const since = firstAt + (secondSentAt - tappedAt);
    // The tap's own timing entry first, by a check that reads no DOM: the answer's check is a
    // locator, which scans the page's text on its main thread (tens of ms at CPU x4), and a
    // scan run between the tap and its paint would be counted in the tap's time.
    await page
      .waitForFunction(
        (from) =>
          (window.__eventTimings ?? []).some((entry) => entry.start >= from - 1 && entry.id > 0),
        since,
        { polling: 100, timeout: SECOND_ENTRY_LIMIT_MS },
      )
      .catch(() => undefined);
    const answered = await waitUntil(() => row.answered(page));
    const latency = await latencySince(page, since);
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    await page.waitForTimeout(START_SETTLES_MS);
    const tasks = (await page.evaluate(() => window.__longTasks ?? [])).filter(
      (task) => task.start >= firstAt - 1,
    );
    const longestTask = Math.max(0, ...tasks.map((task) => task.duration));
    return { latency, answered, longestTask } satisfies SecondMeasured;
  } finally {
    await context.close();
  }
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const shown = (value: number, floor: number) =>
  value <= floor ? `<${floor}` : String(Math.round(value));

/** "median / worst" of the answered loads, and how many were lost. */
function figures<T extends Measured>(runs: readonly T[], value: (run: T) => number, floor: number) {
  // A lost input has no time to answer: the figures are those of the answered loads.
  const values = runs.filter((run) => run.answered).map(value);
  const lost = runs.length - values.length;
  const text =
    (values.length > 0
      ? `${shown(median(values), floor)} / ${shown(Math.max(...values), floor)}`
      : 'never answered') + (lost > 0 ? `  (${lost} of ${runs.length} lost)` : '');
  return { values, lost, text };
}

export async function auditInteractions(options: {
  builds: Array<{ name: string; dist: string }>;
  loads: number;
  /**
   * The CPU slowdown; CPU_SLOWDOWN unless given. Another rate is for comparison only (a slower
   * phone, or a faster machine than the one the targets were first measured on).
   */
  cpu?: number;
  /** Only the rows whose name contains this, if given. */
  only?: string;
  print: (header: string[], rows: string[][]) => void;
}): Promise<string[]> {
  const chosen = <T extends { name: string }>(rows: readonly T[]) =>
    rows.filter((row) => !options.only || row.name.includes(options.only));
  const inputs = chosen(firstInputs);
  const twoTaps = chosen(secondTaps);
  const cpu = options.cpu ?? CPU_SLOWDOWN;
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  const servers: ServedBuild[] = [];
  const results = new Map<string, Measured[]>();
  const secondResults = new Map<string, SecondMeasured[]>();
  try {
    const sites = [];
    for (const build of options.builds) {
      const site = await serveBuild(build.dist);
      servers.push(site);
      sites.push({ ...build, site });
    }
    for (const input of inputs) {
      for (let load = 0; load < options.loads; load++) {
        // Interleaved, build by build: both share whatever else the machine is doing.
        for (const { name, site } of sites) {
          const measured = await measureOnce(browser, site.origin, input, cpu);
          const key = `${name}\n${input.name}`;
          results.set(key, [...(results.get(key) ?? []), measured]);
          console.log(
            `${input.name}  ${name}  load ${load + 1}/${options.loads}: ` +
              `${measured.answered ? `${Math.round(measured.latency)} ms` : 'NOT ANSWERED'}`,
          );
        }
      }
    }
    for (const row of twoTaps) {
      for (let load = 0; load < options.loads; load++) {
        for (const { name, site } of sites) {
          const measured = await measureSecondTap(browser, site.origin, row, cpu);
          const key = `${name}\n${row.name}`;
          secondResults.set(key, [...(secondResults.get(key) ?? []), measured]);
          console.log(
            `${row.name}  ${name}  load ${load + 1}/${options.loads}: ` +
              `${measured.answered ? `${Math.round(measured.latency)} ms` : 'NOT ANSWERED'}, ` +
              `longest task ${Math.round(measured.longestTask)} ms`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    servers.forEach((server) => server.close());
  }

  const problems: string[] = [];
  const isLast = (build: { name: string }) => build === options.builds.at(-1);
  if (inputs.length > 0) {
    const rows = inputs.map((input) => {
      const cells = [input.name, input.path];
      for (const build of options.builds) {
        const runs = results.get(`${build.name}\n${input.name}`) ?? [];
        const { values, lost, text } = figures(runs, (run) => run.latency, DURATION_THRESHOLD_MS);
        cells.push(text);
        if (!isLast(build)) continue;
        if (lost > 0) problems.push(`${input.name}: ${lost} of ${runs.length} inputs not answered`);
        if (median(values) > MEDIAN_TARGET_MS)
          problems.push(`${input.name}: median ${Math.round(median(values))} ms`);
        if (Math.max(...values) > WORST_TARGET_MS)
          problems.push(`${input.name}: worst ${Math.round(Math.max(...values))} ms`);
      }
      return cells;
    });
    options.print(
      ['control', 'page', ...options.builds.map((build) => `${build.name}: median / worst ms`)],
      rows,
    );
    console.log(
      `\nInput to next paint (Event Timing API, the longest event of the interaction), ` +
        `${options.loads} fresh loads per control and build, CPU ${cpu}x slower. ` +
        `Target: median <= ${MEDIAN_TARGET_MS} ms, worst <= ${WORST_TARGET_MS} ms.`,
    );
  }
  if (twoTaps.length > 0) {
    const rows = twoTaps.map((row) => {
      const cells = [row.name, row.path];
      for (const build of options.builds) {
        const runs = secondResults.get(`${build.name}\n${row.name}`) ?? [];
        const tap = figures(runs, (run) => run.latency, DURATION_THRESHOLD_MS);
        const task = figures(runs, (run) => run.longestTask, LONG_TASK_MS);
        cells.push(tap.text, task.text);
        if (!isLast(build)) continue;
        if (tap.lost > 0) problems.push(`${row.name}: ${tap.lost} of ${runs.length} not answered`);
        if (Math.max(...tap.values) > MEDIAN_TARGET_MS)
          problems.push(`${row.name}: worst ${Math.round(Math.max(...tap.values))} ms`);
        if (Math.max(...task.values) > TASK_TARGET_MS)
          problems.push(`${row.name}: a task of ${Math.round(Math.max(...task.values))} ms`);
      }
      return cells;
    });
    options.print(
      [
        'second tap',
        'page',
        ...options.builds.flatMap((build) => [
          `${build.name}: tap median / worst ms`,
          `${build.name}: longest task median / worst ms`,
        ]),
      ],
      rows,
    );
    console.log(
      `\nA tap ${SECOND_TAP_AFTER_MS} ms after the first (which starts the app): its input to ` +
        `next paint (Event Timing API), and the longest task from the first tap to ` +
        `${START_SETTLES_MS / 1000} s after the app is interactive (Long Tasks API), the same ` +
        `${options.loads} fresh loads per row and build, CPU ${cpu}x slower. Target: ` +
        `every second tap <= ${MEDIAN_TARGET_MS} ms, no task > ${TASK_TARGET_MS} ms.`,
    );
  }
  return problems;
}
