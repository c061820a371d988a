/**
 * `npm start`: builds the site and functions, starts the local Firebase stack with seed data
 * and serves the production build through the Hosting emulator.
 * `npm run dev`: the same stack without Hosting, plus Vite's dev server.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './lib/paths';
import { emulatorUrl, MAIL_CAPTURE_PORT, VITE_DEV_PORT } from './lib/ports';
import { MissingToolError, run, startStack } from './lib/stack';

const dev = process.argv.includes('--dev');

async function main(): Promise<number> {
  // The local stack's site talks to the emulators: asked for explicitly, since a production
  // build without the Firebase config fails.
  const buildCode = await run('npm', dev ? ['run', 'build', '-w', 'functions'] : ['run', 'build'], {
    VITE_FIREBASE_MODE: 'local',
  });
  if (buildCode !== 0) return buildCode;

  console.log(
    '\nStarting the local Firebase stack (first start builds the Java emulator jars)...\n',
  );
  const stack = await startStack({ hosting: !dev, persist: true });

  const vite = dev
    ? // Vite itself, not through npm, so stopping it stops the server (npm would leave it).
      spawn(join(repoRoot, 'node_modules', '.bin', 'vite'), [], {
        cwd: join(repoRoot, 'web'),
        stdio: 'inherit',
      })
    : null;

  const site = dev ? `http://127.0.0.1:${VITE_DEV_PORT}` : emulatorUrl('hosting');
  console.log(`
  Altum Roofing is running on the local Firebase stack.

    Site              ${site}
    Mail capture      http://127.0.0.1:${MAIL_CAPTURE_PORT}   (every e-mail the stack sends)
    Auth emulator     ${emulatorUrl('auth')}
    Firestore         ${emulatorUrl('firestore')}
    Storage           ${emulatorUrl('storage')}
    Functions         ${emulatorUrl('functions')}

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
