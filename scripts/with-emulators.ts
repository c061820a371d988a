/**
 * Runs one command against a fresh local stack (emulators, Hosting, seed data), then stops it.
 * Usage: tsx scripts/with-emulators.ts -- <command> [args...]
 */
import { join } from 'node:path';
import { logsDir } from './lib/paths';
import { emulatorEnv } from './lib/ports';
import { MissingToolError, run, startStack } from './lib/stack';

const separator = process.argv.indexOf('--');
const [command, ...args] = separator >= 0 ? process.argv.slice(separator + 1) : [];
if (!command) {
  console.error('Usage: tsx scripts/with-emulators.ts -- <command> [args...]');
  process.exit(2);
}

try {
  const stack = await startStack({
    hosting: true,
    persist: false,
    rounds: false,
    logFile: join(logsDir, 'emulators-test.log'),
  });
  let code = 1;
  try {
    code = await run('npx', [command, ...args], emulatorEnv());
  } finally {
    await stack.stop();
  }
  process.exit(code);
} catch (error) {
  console.error(error instanceof MissingToolError ? error.message : error);
  process.exit(1);
}
