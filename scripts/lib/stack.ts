/**
 * The local Firebase stack: mail capture server, then the emulators (Auth, Firestore,
 * Functions, Storage and, for the production build, Hosting), then seed data.
 * Used by `npm start`, `npm run dev`, `npm test` and scripts/with-emulators.ts; only the first
 * two run the scheduled rounds in the background.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  appendFileSync,
  closeSync,
  copyFileSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { MissingToolError, prepareEmulatorJars } from '../emulators/java';
import { startMailCapture, type MailCapture } from '../mail-capture/server';
import { startPushReceiver, type PushReceiver } from '../push-receiver/server';
import { seed } from '../seed/seed';
import { LOCAL_CONFIG, writeHostingConfig } from './hostingConfig';
import { emulatorDataDir, localDir, logsDir, repoRoot } from './paths';
import {
  assertPortsFree,
  emulatorAddresses,
  emulatorUrl,
  MAIL_CAPTURE_PORT,
  PROJECT_ID,
  PUSH_RECEIVER_PORT,
} from './ports';

export interface StackOptions {
  /** Serve web/dist through the Hosting emulator (the production build). */
  hosting: boolean;
  /** Keep data between runs: import on start, export on exit. */
  persist: boolean;
  /**
   * Play Cloud Scheduler: run the scheduled rounds every few seconds (`npm start`). Off for
   * tests: a test that needs a round runs it (`sweepLeadEmailsOnce()` and the others below),
   * so no round races what a test writes or keeps the functions busy while it waits.
   */
  rounds: boolean;
  /** Where emulator output goes; default: this terminal. */
  logFile?: string;
  log?: (line: string) => void;
}

export interface Stack {
  mail: MailCapture;
  /** The local push service lead alerts go to (scripts/push-receiver). */
  push: PushReceiver;
  /** Stops everything this stack started and waits for it (and the data export) to finish. */
  stop(): Promise<void>;
  /** Resolves when the emulators exit on their own (a crash, or Ctrl-C). */
  exited: Promise<number | null>;
}

/**
 * The vitest projects that test against this stack (vitest.config.ts), in the order they run:
 * files side by side, then the files that need the stack to themselves.
 */
export const EMULATOR_PROJECTS = ['emulator', 'emulator-serial'];

const READY_LINE = /All emulators ready/;
/** Fixes firebase-tools' reading of the Storage rules runtime's replies (see the file). */
const storageRuntimeFraming = join(repoRoot, 'scripts', 'emulators', 'frame-storage-runtime-output.cjs');
const START_TIMEOUT_MS = 180_000;

/** How often the local stack sweeps lead e-mails due for a retry (production: every minute). */
export const LEAD_SWEEP_INTERVAL_MS = 5_000;

/** The local-only HTTP twin of the scheduled retryLeadEmails function. */
export const leadSweepUrl = () =>
  `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/sweepLeadEmailsLocal`;

/** Asks the Functions emulator for one sweep of lead e-mails due for a retry. */
export async function sweepLeadEmailsOnce(): Promise<unknown> {
  const response = await fetch(leadSweepUrl(), { method: 'POST' });
  if (!response.ok) throw new Error(`Lead e-mail sweep answered ${response.status}`);
  return response.json();
}

/** The local-only HTTP twin of the scheduled retryLeadAlerts function. */
export const alertSweepUrl = () =>
  `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/sweepLeadAlertsLocal`;

/** Asks the Functions emulator for one sweep of lead alerts (retries, escalations, figures). */
export async function sweepLeadAlertsOnce(): Promise<unknown> {
  const response = await fetch(alertSweepUrl(), { method: 'POST' });
  if (!response.ok) throw new Error(`Lead alert sweep answered ${response.status}`);
  return response.json();
}

/** The local-only HTTP twin of the scheduled publishScheduledPosts function. */
export const publisherUrl = () =>
  `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/publishScheduledPostsLocal`;

/** Asks the Functions emulator for one round of publishing the scheduled posts now due. */
export async function publishScheduledPostsOnce(): Promise<unknown> {
  const response = await fetch(publisherUrl(), { method: 'POST' });
  if (!response.ok) throw new Error(`Scheduled publisher answered ${response.status}`);
  return response.json();
}

/** The local-only HTTP twin of the scheduled retryImageVariants function. */
export const imageSweepUrl = () =>
  `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/sweepImageVariantsLocal`;

/** Asks the Functions emulator for one sweep of library images still without variants. */
export async function sweepImageVariantsOnce(): Promise<unknown> {
  const response = await fetch(imageSweepUrl(), { method: 'POST' });
  if (!response.ok) throw new Error(`Image variants sweep answered ${response.status}`);
  return response.json();
}

/** The local-only HTTP twin of the scheduled retryLeadPhotos function. */
export const photoSweepUrl = () =>
  `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/sweepLeadPhotosLocal`;

/** Asks the Functions emulator for one sweep of lead photos whose event was never handled. */
export async function sweepLeadPhotosOnce(): Promise<unknown> {
  const response = await fetch(photoSweepUrl(), { method: 'POST' });
  if (!response.ok) throw new Error(`Lead photo sweep answered ${response.status}`);
  return response.json();
}

/** The local-only HTTP twin of the scheduled sweepInspections function. */
export const inspectionSweepUrl = () =>
  `${emulatorUrl('functions')}/${PROJECT_ID}/us-central1/sweepInspectionsLocal`;

/** Asks the Functions emulator for one inspections sweep (availability, reminders, e-mails). */
export async function sweepInspectionsOnce(): Promise<unknown> {
  const response = await fetch(inspectionSweepUrl(), { method: 'POST' });
  if (!response.ok) throw new Error(`Inspections sweep answered ${response.status}`);
  return response.json();
}

/**
 * The Functions emulator runs no schedules, so the stack plays Cloud Scheduler for
 * retryLeadEmails, retryLeadAlerts, publishScheduledPosts, retryImageVariants,
 * retryLeadPhotos and sweepInspections: one round
 * of sweeps at a time, every few seconds, until stopped.
 */
function startLeadSweeps(log: (line: string) => void): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let failures = 0;
  const tick = () => {
    running = Promise.all([
      sweepLeadEmailsOnce(),
      sweepLeadAlertsOnce(),
      publishScheduledPostsOnce(),
      sweepImageVariantsOnce(),
      sweepLeadPhotosOnce(),
      sweepInspectionsOnce(),
    ]).then(
      () => {
        failures = 0;
      },
      (error: unknown) => {
        // Say so once, not every five seconds, while the functions are (re)loading.
        if (failures++ === 0) log(`[lead sweep] ${String(error)}`);
      },
    );
    void running.then(() => {
      if (!stopped) timer = setTimeout(tick, LEAD_SWEEP_INTERVAL_MS);
    });
  };
  timer = setTimeout(tick, LEAD_SWEEP_INTERVAL_MS);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * The local functions' secrets file is not tracked; it is made from the committed example,
 * and a secret the example gained since is added to an existing file (the emulator would
 * otherwise ask Secret Manager for it, offline).
 */
function ensureLocalSecrets(log: (line: string) => void) {
  const secrets = join(repoRoot, 'functions', '.secret.local');
  const example = join(repoRoot, 'functions', '.secret.local.example');
  if (!existsSync(secrets)) {
    copyFileSync(example, secrets);
    log('Created functions/.secret.local from functions/.secret.local.example');
    return;
  }
  const keyOf = (line: string) => line.match(/^\s*([A-Z0-9_]+)=/)?.[1];
  const present = new Set(readFileSync(secrets, 'utf8').split('\n').map(keyOf));
  const missing = readFileSync(example, 'utf8')
    .split('\n')
    .filter((line) => keyOf(line) && !present.has(keyOf(line)));
  if (missing.length === 0) return;
  appendFileSync(secrets, `\n${missing.join('\n')}\n`);
  log(`Added ${missing.map(keyOf).join(', ')} to functions/.secret.local from the example`);
}

export { MissingToolError };

export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const only = ['auth', 'firestore', 'functions', 'storage', ...(options.hosting ? ['hosting'] : [])];
  const addresses = emulatorAddresses();
  await assertPortsFree([
    MAIL_CAPTURE_PORT,
    PUSH_RECEIVER_PORT,
    ...[...only, 'hub', 'logging', 'eventarc', 'tasks'].flatMap((name) =>
      addresses[name] ? [addresses[name].port] : [],
    ),
  ]);

  ensureLocalSecrets(log);
  const { env: jarEnv } = await prepareEmulatorJars({ log });
  const mail = await startMailCapture({ port: MAIL_CAPTURE_PORT, log });
  const push = await startPushReceiver({ port: PUSH_RECEIVER_PORT });

  // The Hosting emulator serves the local build with its own header policy (emulator origins
  // included), from a copy of firebase.json: production's config names no local address.
  const config = options.hosting
    ? await writeHostingConfig(LOCAL_CONFIG)
    : await writeHostingConfig(LOCAL_CONFIG, null);
  const args = ['emulators:start', '--config', config, '--project', PROJECT_ID];
  args.push('--only', only.join(','));
  if (options.persist) {
    mkdirSync(emulatorDataDir, { recursive: true });
    args.push('--import', emulatorDataDir, '--export-on-exit', emulatorDataDir);
  }

  const firebaseCli = join(repoRoot, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  // The Storage emulator keeps its blobs under the temp dir's firebase/storage and wipes
  // that folder on start: a temp dir of our own keeps two stacks on one machine apart.
  const tmpDir = join(localDir, 'tmp');
  mkdirSync(tmpDir, { recursive: true });
  const child = spawn(process.execPath, ['--require', storageRuntimeFraming, firebaseCli, ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...jarEnv,
      FORCE_COLOR: '0',
      TMPDIR: tmpDir,
      // A function worker that is not up in 30 s (firebase-tools' default) drops the event it
      // was started for; on a busy 2-core machine the bundle alone can take that long.
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env['FUNCTIONS_DISCOVERY_TIMEOUT'] ?? '120',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: Ctrl-C reaches only us, and we send firebase-tools exactly one
    // SIGINT (a second one makes it quit without exporting data).
    detached: true,
  });

  let sink: (chunk: Buffer) => void = (chunk) => process.stdout.write(chunk);
  if (options.logFile) {
    mkdirSync(logsDir, { recursive: true });
    const file = createWriteStream(options.logFile);
    sink = (chunk) => file.write(chunk);
  }
  const recent: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The emulators did not start in ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      sink(chunk);
      const text = chunk.toString();
      recent.push(text);
      if (recent.length > 60) recent.shift();
      if (READY_LINE.test(text)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`The emulators exited (code ${code}) before they were ready:\n${recent.join('')}`));
    });
  });

  let stopSweeps: () => Promise<void> = async () => undefined;
  const stop = async () => {
    await stopSweeps();
    if (child.exitCode === null && child.signalCode === null) {
      // SIGINT is what firebase-tools expects: it shuts the emulators down and exports data.
      child.kill('SIGINT');
      await exited;
    }
    // firebase-tools can leave its functions runtime behind; the group holds all it started.
    if (child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group is already gone.
      }
    }
    await mail.close();
    await push.close();
  };

  try {
    await ready;
    await seed({ log });
    if (options.rounds) stopSweeps = startLeadSweeps(log);
  } catch (error) {
    await stop();
    throw error;
  }

  return { mail, push, stop, exited };
}

/**
 * Runs a child process to completion, inheriting the terminal, or writing its output to
 * `outputFile` (for a run beside another, printed once it is done). Resolves to its exit code.
 */
export function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  outputFile?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const output = outputFile ? openSync(outputFile, 'w') : undefined;
    const child: ChildProcess = spawn(command, args, {
      cwd: repoRoot,
      stdio: output === undefined ? 'inherit' : ['ignore', output, output],
      env: { ...process.env, ...env },
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (output !== undefined) closeSync(output);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
