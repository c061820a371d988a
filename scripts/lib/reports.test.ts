import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPlaywrightReport, readVitestReport, summaryLine } from './reports';

const dir = mkdtempSync(join(tmpdir(), 'reports-'));
const write = (name: string, value: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe('test reports', () => {
  it('counts a file that failed to load as a failure', () => {
    const file = write('vitest.json', {
      numPassedTests: 4,
      numFailedTests: 1,
      numPendingTests: 2,
      testResults: [
        { status: 'passed', assertionResults: [{}, {}] },
        { name: `${process.cwd()}/b.test.ts`, status: 'failed', message: 'SyntaxError', assertionResults: [] },
      ],
    });
    expect(readVitestReport('unit', file)).toEqual({
      name: 'unit',
      passed: 4,
      failed: 2,
      skipped: 2,
      flaky: [],
      failures: ['b.test.ts: SyntaxError'],
    });
  });

  it('names each failed test with the first line of its error', () => {
    const file = write('vitest-failed.json', {
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      testResults: [
        {
          name: `${process.cwd()}/a.test.ts`,
          status: 'failed',
          assertionResults: [
            { fullName: 'group passes', status: 'passed', failureMessages: [] },
            {
              fullName: 'group times out',
              status: 'failed',
              failureMessages: ['\n\u001b[31mError: Test timed out in 30000ms.\u001b[39m\nat …'],
            },
          ],
        },
      ],
    });
    expect(readVitestReport('emulator', file)?.failures).toEqual([
      'a.test.ts › group times out: Error: Test timed out in 30000ms.',
    ]);
  });

  it('names a vitest test that passed only on its retry, with the error of the try before', () => {
    const file = write('vitest-flaky.json', {
      numPassedTests: 2,
      numFailedTests: 0,
      numPendingTests: 0,
      testResults: [
        {
          name: `${process.cwd()}/a.test.ts`,
          status: 'passed',
          assertionResults: [
            { fullName: 'steady', status: 'passed', failureMessages: [] },
            { fullName: 'shaky', status: 'passed', failureMessages: ['Error: late\nat …'] },
          ],
        },
      ],
    });
    const result = readVitestReport('emulator', file);
    expect(result?.flaky).toEqual(['a.test.ts › shaky: Error: late']);
    expect(result?.failures).toEqual([]);
  });

  it('counts flaky Playwright tests as passed and global errors as failed', () => {
    const file = write('pw.json', {
      stats: { expected: 3, unexpected: 1, flaky: 1, skipped: 0 },
      errors: [{ message: 'config error' }],
    });
    expect(readPlaywrightReport('e2e', file)).toEqual({
      name: 'e2e',
      passed: 4,
      failed: 2,
      skipped: 0,
      flaky: [],
      failures: ['(outside any test): config error'],
    });
  });

  it('names each test that passed only on its retry, in nested suites too', () => {
    const file = write('pw-flaky.json', {
      stats: { expected: 1, unexpected: 0, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [{ title: 'steady', line: 3, tests: [{ projectName: 'desktop', status: 'expected' }] }],
          suites: [
            {
              title: 'group',
              specs: [{ title: 'shaky', line: 9, tests: [{ projectName: 'mobile', status: 'flaky' }] }],
            },
          ],
        },
      ],
    });
    expect(readPlaywrightReport('e2e', file)?.flaky).toEqual(['[mobile] a.spec.ts:9 shaky']);
  });

  it("names each failed Playwright test with its last attempt's error", () => {
    const file = write('pw-failed.json', {
      stats: { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      suites: [
        {
          title: 'a.spec.ts',
          file: 'a.spec.ts',
          specs: [
            {
              title: 'broken',
              line: 4,
              tests: [
                {
                  projectName: 'leads',
                  status: 'unexpected',
                  results: [{ error: { message: 'first try' } }, { error: { message: 'Error: gone\nstack' } }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(readPlaywrightReport('e2e', file)?.failures).toEqual([
      '[leads] a.spec.ts:4 broken: Error: gone',
    ]);
  });

  it('reports a missing file as missing, not as zero tests', () => {
    expect(readVitestReport('unit', join(dir, 'none.json'))).toBeNull();
  });

  it('sums every suite into the closing line', () => {
    expect(
      summaryLine([
        { name: 'a', passed: 3, failed: 0, skipped: 0 },
        { name: 'b', passed: 2, failed: 1, skipped: 1 },
      ]),
    ).toBe('5 passed, 1 failed, 1 skipped');
    expect(summaryLine([{ name: 'a', passed: 1, failed: 0, skipped: 0 }])).toBe('1 passed, 0 failed');
  });
});
