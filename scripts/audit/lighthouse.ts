/** One Lighthouse (mobile) run, reduced to the figures the audit prints. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse from 'lighthouse';

export interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Milliseconds (Lighthouse's simulated values). */
  lcp: number;
  tbt: number;
  cls: number;
  jsBytes: number;
  /**
   * Main-thread CPU time in top-level tasks after the first paint, ms: the thread's own time
   * (trace `tdur`), so other processes competing for the machine do not inflate it.
   */
  workAfterPaint: number;
  benchmarkIndex: number;
  /** Audits that cost a category points, for finding out why. */
  failing: string[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time of the event, microseconds. */
  tdur?: number;
  pid: number;
  tid: number;
}

/**
 * Sums the CPU time of the top-level tasks (RunTask) of the page's main thread from its first
 * paint on (a task straddling it counts in proportion): what the page costs once visible.
 */
export function mainThreadWorkAfterFirstPaint(events: readonly TraceEvent[]): number {
  const firstPaint = events
    .filter((event) => event.name === 'firstPaint')
    .sort((a, b) => a.ts - b.ts)[0];
  if (!firstPaint) return Number.NaN;
  let total = 0;
  for (const event of events) {
    if (event.name !== 'RunTask' || event.ph !== 'X' || !event.dur) continue;
    if (event.pid !== firstPaint.pid || event.tid !== firstPaint.tid) continue;
    const end = event.ts + event.dur;
    if (end <= firstPaint.ts) continue;
    const share = (end - Math.max(event.ts, firstPaint.ts)) / event.dur;
    total += (event.tdur ?? event.dur) * share;
  }
  return total / 1000;
}

export async function runLighthouse(
  url: string,
  chromePort: number,
  reportFile?: string,
): Promise<Run> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (reportFile) {
    mkdirSync(join(reportFile, '..'), { recursive: true });
    writeFileSync(reportFile, JSON.stringify(lhr));
  }
  const { categories, audits } = lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const items = (audits['network-requests']?.details as { items?: Array<Record<string, unknown>> })
    ?.items;
  const jsBytes = (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const failing: string[] = [];
  for (const [id, category] of Object.entries(categories)) {
    for (const ref of category.auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 0.9) {
        failing.push(`${id}: ${audit.id} (${audit.displayValue ?? audit.score})`);
      }
    }
  }
  const trace = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
    workAfterPaint: trace ? mainThreadWorkAfterFirstPaint(trace.traceEvents) : Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}
