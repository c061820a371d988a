import { existsSync, readFileSync } from 'node:fs';

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed once and passed on their retry: named so they get fixed. */
  flaky?: string[];
}

/** Counts from a vitest `--reporter=json` file (jest-compatible shape). */
export function readVitestReport(name: string, file: string): SuiteResult | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests?: number;
    testResults?: { status: string; message?: string; assertionResults: unknown[] }[];
  };
  // A file that fails to load has no assertions but must still count as a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  return {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; line: number; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
}

/** `[project] file:line title` of every test the reporter marked flaky. */
function flakyTests(suites: PlaywrightSuite[] = [], file = ''): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'flaky')
        .map((test) => `[${test.projectName}] ${suite.file ?? file}:${spec.line} ${spec.title}`),
    ),
    ...flakyTests(suite.suites, suite.file ?? file),
  ]);
}

/** Counts from Playwright's JSON reporter; a test passed on its retry counts as passed. */
export function readPlaywrightReport(name: string, file: string): SuiteResult | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
    suites?: PlaywrightSuite[];
  };
  const { stats } = report;
  return {
    name,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (report.errors?.length ?? 0),
    skipped: stats.skipped,
    flaky: flakyTests(report.suites),
  };
}

/** The closing line CI reads: `N passed, N failed` (skipped only when there are any). */
export function summaryLine(results: SuiteResult[]): string {
  const sum = (key: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + r[key], 0);
  const skipped = sum('skipped');
  return `${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
