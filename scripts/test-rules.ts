/**
 * `npm run test:rules`: the security-rules and functions suites (vitest projects emulator, files
 * side by side, then emulator-serial, one at a time)
 * on a fresh local stack, then the Firestore emulator's rule coverage for the run: printed,
 * saved as HTML under .local/reports/, and a failure if any expression of firestore.rules
 * was never evaluated (every rule has tests that reach it).
 * Extra arguments go to vitest, e.g. `npm run test:rules -- tests/rules/contacts.test.ts`.
 * The Hosting suite (tests/hosting/) reads the site's build as Hosting serves it: Hosting is
 * started when the run includes it, and the build must be there
 * (`VITE_FIREBASE_MODE=local npm run build`).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { logsDir, repoRoot } from './lib/paths';
import { clearCoverageSnapshots, reportRulesCoverage } from './lib/rules-coverage';
import { emulatorEnv } from './lib/ports';
import { EMULATOR_PROJECTS, MissingToolError, run, startStack } from './lib/stack';

const filters = process.argv.slice(2);
const hosting = filters.length === 0 || filters.some((filter) => filter.includes('tests/hosting'));

try {
  if (hosting && !existsSync(join(repoRoot, 'web', 'dist', 'index.html'))) {
    throw new Error(
      'tests/hosting reads the built site: run `VITE_FIREBASE_MODE=local npm run build` first.',
    );
  }
  const stack = await startStack({
    hosting,
    persist: false,
    rounds: false,
    logFile: join(logsDir, 'emulators-test.log'),
  });
  let code = 1;
  try {
    clearCoverageSnapshots();
    code = await run(
      'npx',
      ['vitest', 'run', ...EMULATOR_PROJECTS.flatMap((p) => ['--project', p]), ...filters],
      emulatorEnv(),
    );
    const coverage = await reportRulesCoverage();
    // A filtered run reaches only part of the rules: report, but do not fail on it.
    if (code === 0 && filters.length === 0 && coverage.never.length > 0) {
      console.error('Some rule expressions were never evaluated: add tests that reach them.');
      code = 1;
    }
  } finally {
    await stack.stop();
  }
  process.exit(code);
} catch (error) {
  console.error(error instanceof MissingToolError ? error.message : error);
  process.exit(1);
}
