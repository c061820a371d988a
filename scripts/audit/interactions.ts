/**
 * `npm run audit -- --interactions [--loads=N] [--against=<other web/dist>]`: for each control
 * of firstInputs.ts, N fresh loads (default 5) of its page in Chromium with the CPU slowed 4x,
 * the control's input as the page's first, and the time from that input to the next paint as
 * the browser's Event Timing API reports it (the measure behind Interaction to Next Paint).
 * Prints the median and the worst per control and build; `--against` measures a second build
 * (e.g. the main branch's) in the same run, load by load.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../lib/chromium';
import { CPU_SLOWDOWN, deviceOf, firstInputs, type FirstInput } from './firstInputs';
import { serveBuild, type ServedBuild } from './serve';

/** Targets of the issue: the median of every control at most, and its worst. */
export const MEDIAN_TARGET_MS = 200;
export const WORST_TARGET_MS = 300;
/** The Event Timing API reports only events at least this long (its lowest setting). */
const DURATION_THRESHOLD_MS = 16;
/** An input not answered within this is counted as lost (the audit's limit, not the test's). */
const ANSWER_LIMIT_MS = 10_000;

interface Measured {
  /** Input to next paint in ms; DURATION_THRESHOLD_MS when under the API's threshold. */
  latency: number;
  answered: boolean;
}

declare global {
  interface Window {
    __eventTimings?: Array<{ name: string; start: number; duration: number; id: number }>;
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
`;

async function measureOnce(browser: Browser, origin: string, input: FirstInput) {
  const context = await browser.newContext(deviceOf(input));
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: OBSERVE_EVENT_TIMING });
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
    const deadline = Date.now() + ANSWER_LIMIT_MS;
    let answered = await input.answered(page);
    while (!answered && Date.now() < deadline) {
      await page.waitForTimeout(50);
      answered = await input.answered(page);
    }
    // Entries arrive after the paint that ends them; a paint or two more lets them land.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await page.waitForTimeout(300);
    const entries = (await page.evaluate(() => window.__eventTimings ?? [])).filter(
      (entry) => entry.start >= before - 1 && (entry.id > 0 || entry.name.startsWith('first-')),
    );
    // An interaction lasts as long as its longest event (how INP counts it).
    const latency = Math.max(DURATION_THRESHOLD_MS, ...entries.map((entry) => entry.duration));
    return { latency, answered } satisfies Measured;
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

export async function auditInteractions(options: {
  builds: Array<{ name: string; dist: string }>;
  loads: number;
  print: (header: string[], rows: string[][]) => void;
}): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: chromiumArgs,
    headless: true,
  });
  const servers: ServedBuild[] = [];
  const results = new Map<string, Measured[]>();
  try {
    const sites = [];
    for (const build of options.builds) {
      const site = await serveBuild(build.dist);
      servers.push(site);
      sites.push({ ...build, site });
    }
    for (const input of firstInputs) {
      for (let load = 0; load < options.loads; load++) {
        // Interleaved, build by build: both share whatever else the machine is doing.
        for (const { name, site } of sites) {
          const measured = await measureOnce(browser, site.origin, input);
          const key = `${name}\n${input.name}`;
          results.set(key, [...(results.get(key) ?? []), measured]);
          console.log(
            `${input.name}  ${name}  load ${load + 1}/${options.loads}: ` +
              `${measured.answered ? `${Math.round(measured.latency)} ms` : 'NOT ANSWERED'}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
    servers.forEach((server) => server.close());
  }

  const problems: string[] = [];
  const rows = firstInputs.map((input) => {
    const cells = [input.name, input.path];
    for (const build of options.builds) {
      const runs = results.get(`${build.name}\n${input.name}`) ?? [];
      // A lost input has no time to answer: the figures are those of the answered loads.
      const latencies = runs.filter((run) => run.answered).map((run) => run.latency);
      const lost = runs.length - latencies.length;
      const shown = (value: number) =>
        value <= DURATION_THRESHOLD_MS ? `<${DURATION_THRESHOLD_MS}` : String(Math.round(value));
      cells.push(
        (latencies.length > 0
          ? `${shown(median(latencies))} / ${shown(Math.max(...latencies))}`
          : 'never answered') + (lost > 0 ? `  (${lost} of ${runs.length} lost)` : ''),
      );
      if (build !== options.builds.at(-1)) continue;
      if (lost > 0) problems.push(`${input.name}: ${lost} of ${runs.length} inputs not answered`);
      if (median(latencies) > MEDIAN_TARGET_MS)
        problems.push(`${input.name}: median ${Math.round(median(latencies))} ms`);
      if (Math.max(...latencies) > WORST_TARGET_MS)
        problems.push(`${input.name}: worst ${Math.round(Math.max(...latencies))} ms`);
    }
    return cells;
  });
  options.print(
    ['control', 'page', ...options.builds.map((build) => `${build.name}: median / worst ms`)],
    rows,
  );
  console.log(
    `\nInput to next paint (Event Timing API, the longest event of the interaction), ` +
      `${options.loads} fresh loads per control and build, CPU ${CPU_SLOWDOWN}x slower. ` +
      `Target: median <= ${MEDIAN_TARGET_MS} ms, worst <= ${WORST_TARGET_MS} ms.`,
  );
  return problems;
}
