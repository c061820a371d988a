/**
 * `npm start`: builds the site and functions, starts the local Firebase stack with seed data
 * and serves the production build through the Hosting emulator.
 * `npm run dev`: the same stack without Hosting, plus Vite's dev server.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localDir, repoRoot } from './lib/paths';
import { emulatorUrl, MAIL_CAPTURE_PORT, PUSH_RECEIVER_PORT, VITE_DEV_PORT } from './lib/ports';
import { MissingToolError, run, startStack } from './lib/stack';

const dev = process.argv.includes('--dev');

/**
 * The local site's App Check debug token: made once per checkout and kept in .local, so a
 * developer can register it in a real project's console (App Check, Manage debug tokens)
 * when pointing a local build at one. Random, never committed: anyone holding a registered
 * debug token can mint App Check tokens for that project.
 */
function appCheckDebugToken(): string {
  const file = join(localDir, 'app-check-debug-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(localDir, { recursive: true });
  const token = randomUUID();
  writeFileSync(file, `${token}\n`);
  return token;
}

async function main(): Promise<number> {
  // The local stack's site talks to the emulators: asked for explicitly, since a production
  // build without the Firebase config fails.
  const debugToken = appCheckDebugToken();
  const buildCode = await run('npm', dev ? ['run', 'build', '-w', 'functions'] : ['run', 'build'], {
    VITE_FIREBASE_MODE: 'local',
    VITE_APP_CHECK_DEBUG_TOKEN: debugToken,
  });
  if (buildCode !== 0) return buildCode;

  console.log(
    '\nStarting the local Firebase stack (first start builds the Java emulator jars)...\n',
  );
  const stack = await startStack({ hosting: !dev, persist: true, rounds: true });

  const vite = dev
    ? // Vite itself, not through npm, so stopping it stops the server (npm would leave it).
      spawn(join(repoRoot, 'node_modules', '.bin', 'vite'), [], {
        cwd: join(repoRoot, 'web'),
        env: {
          ...process.env,
          VITE_FIREBASE_MODE: 'local',
          VITE_APP_CHECK_DEBUG_TOKEN: debugToken,
        },
        stdio: 'inherit',
      })
    : null;

  const site = dev ? `http://127.0.0.1:${VITE_DEV_PORT}` : emulatorUrl('hosting');
  console.log(`
  Altum Roofing is running on the local Firebase stack.

    Site              ${site}
    Mail capture      http://127.0.0.1:${MAIL_CAPTURE_PORT}   (every e-mail the stack sends)
    Push receiver     http://127.0.0.1:${PUSH_RECEIVER_PORT}   (every lead alert: /received)
    Auth emulator     ${emulatorUrl('auth')}
    Firestore         ${emulatorUrl('firestore')}
    Storage           ${emulatorUrl('storage')}
    Functions         ${emulatorUrl('functions')}

  App Check debug token: ${debugToken}
    (the site's debug provider sends it; the emulators check no App Check tokens)

  Staff sign-in: admin@altum-roofing.test (admin), writer@altum-roofing.test (writer).
  Data is kept in .local/emulator-data between runs; npm run reset starts fresh.
  Press Ctrl-C to stop.
`);

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping: saving emulator data...');
    vite?.kill('SIGTERM');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  const code = await stack.exited;
  if (!stopping) {
    console.error(`The emulators stopped unexpectedly (code ${code}).`);
    vite?.kill('SIGTERM');
    await stack.stop();
  }
  return code ?? 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof MissingToolError ? `\n${error.message}\n` : error);
    process.exit(1);
  },
);
