import { existsSync, readFileSync } from 'node:fs';

export interface SuiteResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that failed once and passed on their retry: named so they get fixed. */
  flaky?: string[];
  /**
   * Each failed test with the first line of its error, so the closing lines (all a CI log
   * may keep) say what failed without the runner's full output.
   */
  failures?: string[];
}

/** The first non-empty line of an error message, without terminal colours, kept short. */
function firstLine(message = ''): string {
  // eslint-disable-next-line no-control-regex
  const plain = message.replace(/\u001b\[[0-9;]*m/g, '');
  const line = plain.split('\n').find((l) => l.trim() !== '') ?? '';
  const trimmed = line.trim();
  return trimmed.length > 200 ? `${trimmed.slice(0, 199)}…` : trimmed;
}

/** A report's path under the repository, not the machine's. */
const relative = (file: string) => file.replace(`${process.cwd()}/`, '');

/** Counts from a vitest `--reporter=json` file (jest-compatible shape). */
export function readVitestReport(name: string, file: string): SuiteResult | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests?: number;
    testResults?: {
      name?: string;
      status: string;
      message?: string;
      assertionResults: { fullName?: string; status?: string; failureMessages?: string[] }[];
    }[];
  };
  // A file that fails to load has no assertions but must still count as a failure.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failures = (report.testResults ?? []).flatMap((file) => {
    const where = relative(file.name ?? '');
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      return [`${where}: ${firstLine(file.message)}`];
    }
    return file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${where} › ${test.fullName ?? ''}: ${firstLine(test.failureMessages?.[0])}`);
  });
  // A test that passed on its retry keeps the errors of the attempts before.
  const flaky = (report.testResults ?? []).flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0)
      .map(
        (test) =>
          `${relative(file.name ?? '')} › ${test.fullName ?? ''}: ${firstLine(test.failureMessages?.[0])}`,
      ),
  );
  return {
    name,
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    flaky,
    failures,
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: {
    title: string;
    line: number;
    tests: {
      projectName: string;
      status: string;
      results?: { error?: { message?: string } }[];
    }[];
  }[];
  suites?: PlaywrightSuite[];
}

type PlaywrightTest = NonNullable<PlaywrightSuite['specs']>[number]['tests'][number];

/** `[project] file:line title` (and `describe`) of every test with the reporter's `status`. */
function testsWith(
  status: string,
  suites: PlaywrightSuite[] = [],
  file = '',
  describe: (test: PlaywrightTest) => string = () => '',
): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === status)
        .map(
          (test) =>
            `[${test.projectName}] ${suite.file ?? file}:${spec.line} ${spec.title}${describe(test)}`,
        ),
    ),
    ...testsWith(status, suite.suites, suite.file ?? file, describe),
  ]);
}

/** The last attempt's error, as `: first line`. */
const lastError = (test: PlaywrightTest) =>
  `: ${firstLine(test.results?.at(-1)?.error?.message)}`;

/** Counts from Playwright's JSON reporter; a test passed on its retry counts as passed. */
export function readPlaywrightReport(name: string, file: string): SuiteResult | null {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: { message?: string }[];
    suites?: PlaywrightSuite[];
  };
  const { stats } = report;
  return {
    name,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (report.errors?.length ?? 0),
    skipped: stats.skipped,
    flaky: testsWith('flaky', report.suites),
    failures: [
      ...testsWith('unexpected', report.suites, '', lastError),
      ...(report.errors ?? []).map((error) => `(outside any test): ${firstLine(error.message)}`),
    ],
  };
}

/** The closing line CI reads: `N passed, N failed` (skipped only when there are any). */
export function summaryLine(results: SuiteResult[]): string {
  const sum = (key: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + r[key], 0);
  const skipped = sum('skipped');
  return `${sum('passed')} passed, ${sum('failed')} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
