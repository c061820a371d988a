/**
 * `npm test`: every suite, in one run, on a fresh local stack.
 *   1. build the functions and the site (E2E tests the production build)
 *   2. unit and component tests (vitest projects unit and web), beside steps 3 and 4: they
 *      need nothing running, and the emulator tests mostly wait on the stack's triggers
 *   3. start the emulators (with Hosting, without the background rounds) and seed them
 *   4. security-rules, functions and Hosting tests against the emulators (vitest projects
 *      emulator, files side by side, then emulator-serial), then the rule coverage they reached
 *   5. seed again (the emulator suite clears the data), then end-to-end tests in Chromium
 * and ends with one line `N passed, N failed` summing them all.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { logsDir, reportsDir } from './lib/paths';
import {
  readPlaywrightReport,
  readVitestReport,
  summaryLine,
  type SuiteResult,
} from './lib/reports';
import { emulatorEnv, emulatorUrl, PROJECT_ID } from './lib/ports';
import { seed } from './seed/seed';
import { clearCoverageSnapshots, reportRulesCoverage } from './lib/rules-coverage';
import { EMULATOR_PROJECTS, MissingToolError, run, startStack } from './lib/stack';

const results: SuiteResult[] = [];
/** Seconds each layer took, from the end of the one before: the suite's time by layer. */
const seconds = new Map<string, number>();
let layerStartedAt = Date.now();
rmSync(reportsDir, { recursive: true, force: true });
mkdirSync(reportsDir, { recursive: true });

function record(name: string, code: number, result: SuiteResult | null, tookSeconds?: number) {
  // A runner that crashed before writing its report still counts, as one failure.
  const counted = result ?? { name, passed: 0, failed: 0, skipped: 0 };
  if (code !== 0 && counted.failed === 0) counted.failed = 1;
  results.push(counted);
  seconds.set(name, tookSeconds ?? Math.round((Date.now() - layerStartedAt) / 1000));
  layerStartedAt = Date.now();
  console.log(`\n[${name}] ${summaryLine([counted])}\n`);
}

/** Runs vitest's `projects` with the JSON report the summary reads; `log` takes its output. */
function runVitest(name: string, projects: string[], env: Record<string, string>, log?: string) {
  const file = join(reportsDir, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  const reporters = ['--reporter=default', '--reporter=json', `--outputFile=${file}`];
  return {
    file,
    // Not started at all (no npx): one failure.
    code: run('npx', [...args, ...reporters], env, log).catch(() => 1),
  };
}

async function vitest(name: string, projects: string[], env: Record<string, string> = {}) {
  const { file, code } = runVitest(name, projects, env);
  record(name, await code, readVitestReport(name, file));
}

/**
 * A vitest layer run beside the others: its output goes to a log, printed in one piece when
 * it is done (not mixed into theirs), and its time is its own.
 */
function vitestBeside(name: string, projects: string[]): () => Promise<void> {
  const log = join(logsDir, `${name}.log`);
  const startedAt = Date.now();
  const { file, code } = runVitest(name, projects, {}, log);
  const took = code.then(() => Math.round((Date.now() - startedAt) / 1000));
  return async () => {
    const exitCode = await code;
    console.log(`\n[${name}] output (${log}):\n${readFileSync(log, 'utf8')}`);
    record(name, exitCode, readVitestReport(name, file), await took);
  };
}

async function main(): Promise<void> {
  // The site under test talks to the local emulators (asked for explicitly: a production
  // build without the Firebase config fails).
  const buildCode = await run('npm', ['run', 'build'], { VITE_FIREBASE_MODE: 'local' });
  record('build', buildCode, {
    name: 'build',
    passed: buildCode === 0 ? 1 : 0,
    failed: 0,
    skipped: 0,
  });

  mkdirSync(logsDir, { recursive: true });
  const unitDone = vitestBeside('unit', ['unit', 'web']);

  console.log('Starting the local Firebase stack for the emulator and end-to-end suites...');
  let stack;
  try {
    stack = await startStack({
      hosting: true,
      persist: false,
      rounds: false,
      logFile: join(logsDir, 'emulators-test.log'),
    });
  } catch (error) {
    console.error(error instanceof MissingToolError ? error.message : error);
    await unitDone();
    record('emulators', 1, null);
    return;
  }
  try {
    clearCoverageSnapshots();
    await vitest('emulator', EMULATOR_PROJECTS, emulatorEnv());
    await unitDone();
    // Every expression of firestore.rules must have been reached by the emulator suite.
    const coverage = await reportRulesCoverage();
    const reached = coverage.never.length === 0;
    record('coverage', reached ? 0 : 1, {
      name: 'coverage',
      passed: reached ? 1 : 0,
      failed: reached ? 0 : 1,
      skipped: 0,
    });
    // The emulator suite leaves its last file's documents (and triggers it started may still
    // write after it ends): empty the database and seed again, so the end-to-end tests meet
    // the same data as a fresh `npm start`.
    const documents = `${emulatorUrl('firestore')}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
    const cleared = await fetch(documents, { method: 'DELETE' });
    if (!cleared.ok) throw new Error(`Could not clear the Firestore emulator: ${cleared.status}`);
    await seed({ log: (line) => console.log(line) });
    const e2eFile = join(reportsDir, 'e2e.json');
    const e2eCode = await run('npx', ['playwright', 'test'], emulatorEnv());
    record('e2e', e2eCode, readPlaywrightReport('e2e', e2eFile));
  } finally {
    await stack.stop();
  }
}

const startedAt = Date.now();
await main();
const line = summaryLine(results);
writeFileSync(join(reportsDir, 'summary.txt'), `${line}\n`);
console.log(
  results
    .map((r) => `  ${r.name.padEnd(10)} ${summaryLine([r]).padEnd(28)} ${seconds.get(r.name)} s`)
    .join('\n'),
);
const flaky = results.flatMap((r) => (r.flaky ?? []).map((t) => `[${r.name}] ${t}`));
if (flaky.length > 0) {
  // Passed on the retry, so counted as passed; a defect all the same, to be fixed.
  console.log(`Passed only on a retry (flaky):\n${flaky.map((t) => `  ${t}`).join('\n')}`);
}
const failures = results.flatMap((r) => (r.failures ?? []).map((f) => `[${r.name}] ${f}`));
if (failures.length > 0) console.log(`Failed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`npm test took ${Math.round((Date.now() - startedAt) / 1000)} s`);
console.log(line);
process.exit(results.some((r) => r.failed > 0) ? 1 : 0);
