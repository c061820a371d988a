// Offline Java side of the Firebase emulators. firebase-tools downloads the Firestore emulator
// and the Storage rules runtime as jars; without internet we use the Firestore emulator from
// the google-cloud-cli-firestore-emulator Debian package instead, and a Storage rules runtime
// built here on top of the rules engine inside that same jar (storage-rules-runtime/).
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { writeJar, type JarEntry } from './jar-writer';

export const DEFAULT_FIRESTORE_EMULATOR_JAR =
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';

const MIN_JAVA = 17;
const JDK_PACKAGE = 'openjdk-17-jdk-headless';
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const STORAGE_MAIN_CLASS = 'altum.emulators.storagerules.Main';
// Bump when the way a jar is built changes, so existing caches are rebuilt.
const BUILD_FORMAT = '1';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '..', '..');
const runtimeSourceRoot = path.join(here, 'storage-rules-runtime', 'src', 'main', 'java');

/** A prerequisite is not installed; the message says what to install. */
export class MissingToolError extends Error {
  override name = 'MissingToolError';
}

export interface PrepareOptions {
  /** Where the generated jars live; default `<repo>/.local/emulator-jars`. */
  cacheDir?: string;
  log?: (msg: string) => void;
}

/**
 * Makes sure Java and the Firestore emulator jar are installed, builds (or reuses) the two jars
 * and returns the environment variables that point firebase-tools at them.
 */
export async function prepareEmulatorJars(
  opts: PrepareOptions = {},
): Promise<{ env: Record<string, string> }> {
  const log = opts.log ?? (() => {});
  const cacheDir = cacheDirOf(opts);
  const firestoreJar = firestoreJarPath();

  await requireJava('java');
  requireFirestoreJar(firestoreJar);
  await mkdir(cacheDir, { recursive: true });

  // The Debian jar has no Main-Class, so `java -jar` needs a wrapper that names it.
  const classPath = pathToFileURL(firestoreJar).href;
  const firestoreWrapper = path.join(cacheDir, 'cloud-firestore-emulator.jar');
  const wrapperManifest = { 'Main-Class': FIRESTORE_MAIN_CLASS, 'Class-Path': classPath };
  await buildIfChanged(firestoreWrapper, stampOf(wrapperManifest, fileIdentity(firestoreJar)), () =>
    writeJar(firestoreWrapper, wrapperManifest),
  );

  const downloaded = findDownloadedStorageRuntime();
  if (downloaded)
    log(`Using the Storage rules runtime downloaded by firebase-tools: ${downloaded}`);
  const storageRuntime = downloaded ?? (await buildRuntime(cacheDir, firestoreJar, log));

  return {
    env: {
      FIRESTORE_EMULATOR_BINARY_PATH: firestoreWrapper,
      STORAGE_EMULATOR_BINARY_PATH: storageRuntime,
    },
  };
}

/**
 * Builds this repo's Storage rules runtime (unless up to date) and returns its path. Unlike
 * prepareEmulatorJars it never substitutes the runtime firebase-tools may have downloaded.
 */
export async function buildStorageRulesRuntime(opts: PrepareOptions = {}): Promise<string> {
  const firestoreJar = firestoreJarPath();
  await requireJava('java');
  requireFirestoreJar(firestoreJar);
  const cacheDir = cacheDirOf(opts);
  await mkdir(cacheDir, { recursive: true });
  return buildRuntime(cacheDir, firestoreJar, opts.log ?? (() => {}));
}

async function buildRuntime(
  cacheDir: string,
  firestoreJar: string,
  log: (msg: string) => void,
): Promise<string> {
  const jar = path.join(cacheDir, 'storage-rules-runtime.jar');
  const manifest = {
    'Main-Class': STORAGE_MAIN_CLASS,
    'Class-Path': pathToFileURL(firestoreJar).href,
  };
  const sources = await listFiles(runtimeSourceRoot, '.java');
  const sourceInputs = await Promise.all(
    sources.map(async (file) => [path.relative(runtimeSourceRoot, file), await readFile(file)]),
  );
  const stamp = stampOf(manifest, fileIdentity(firestoreJar), sourceInputs);
  await buildIfChanged(jar, stamp, async () => {
    await requireJava('javac');
    log('Building the Storage rules runtime...');
    const started = Date.now();
    await compileRuntime(jar, cacheDir, firestoreJar, sources, manifest);
    log(`Built ${jar} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
  return jar;
}

function cacheDirOf(opts: PrepareOptions): string {
  return path.resolve(opts.cacheDir ?? path.join(repoRoot, '.local', 'emulator-jars'));
}

function firestoreJarPath(): string {
  return path.resolve(process.env.FIRESTORE_EMULATOR_JAR || DEFAULT_FIRESTORE_EMULATOR_JAR);
}

async function compileRuntime(
  jar: string,
  cacheDir: string,
  firestoreJar: string,
  sources: string[],
  manifest: Record<string, string>,
): Promise<void> {
  const classesDir = await mkdtemp(path.join(cacheDir, 'build-'));
  try {
    // -proc:none: the Firestore jar declares an annotation processor it does not contain.
    const javac = await run('javac', [
      '-proc:none',
      '--release',
      String(MIN_JAVA),
      '-encoding',
      'UTF-8',
      '-nowarn',
      '-cp',
      firestoreJar,
      '-d',
      classesDir,
      ...sources,
    ]);
    if (javac.code !== 0) {
      throw new Error(`javac failed to build the Storage rules runtime:\n${javac.stderr}`);
    }
    const entries: JarEntry[] = await Promise.all(
      (await listFiles(classesDir, '.class')).map(async (file) => ({
        name: path.relative(classesDir, file).split(path.sep).join('/'),
        data: await readFile(file),
      })),
    );
    await writeJar(jar, manifest, entries);
  } finally {
    await rm(classesDir, { recursive: true, force: true });
  }
}

/** Runs `build` unless `jar` exists and was built from inputs with the same stamp. */
async function buildIfChanged(
  jar: string,
  stamp: string,
  build: () => Promise<void>,
): Promise<void> {
  const stampFile = `${jar}.stamp`;
  if (existsSync(jar) && existsSync(stampFile) && (await readFile(stampFile, 'utf8')) === stamp) {
    return;
  }
  await build();
  await writeFile(stampFile, stamp);
}

function stampOf(...inputs: unknown[]): string {
  const hash = createHash('sha256').update(BUILD_FORMAT);
  const add = (value: unknown): void => {
    if (Buffer.isBuffer(value)) hash.update(value);
    else if (Array.isArray(value)) value.forEach(add);
    else hash.update(JSON.stringify(value) ?? 'undefined');
    hash.update('\0');
  };
  inputs.forEach(add);
  return hash.digest('hex');
}

// Path, size and mtime change whenever the package is upgraded; hashing 50 MB each start would not pay.
function fileIdentity(file: string): string {
  const stat = statSync(file);
  return `${file}:${stat.size}:${stat.mtimeMs}`;
}

/** firebase-tools caches its own download here when it once had internet; prefer the real thing. */
function findDownloadedStorageRuntime(): string | undefined {
  const dir =
    process.env.FIREBASE_EMULATORS_PATH || path.join(homedir(), '.cache', 'firebase', 'emulators');
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  const jars = names
    .filter((name) => /^cloud-storage-rules-runtime.*\.jar$/.test(name))
    .filter((name) => statSync(path.join(dir, name)).size > 0)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const newest = jars.at(-1);
  return newest === undefined ? undefined : path.join(dir, newest);
}

function requireFirestoreJar(jar: string): void {
  if (existsSync(jar)) return;
  throw new MissingToolError(
    `The Firestore emulator jar was not found at ${jar}.\n` +
      'Install it with: apt-get install -y google-cloud-cli-firestore-emulator\n' +
      "(the package comes from Google's Cloud SDK apt repository, https://packages.cloud.google.com/apt,\n" +
      'see https://cloud.google.com/sdk/docs/install#deb), or set FIRESTORE_EMULATOR_JAR to the jar.',
  );
}

/** Checks that `java` or `javac` is on PATH and at least Java 17. */
async function requireJava(tool: 'java' | 'javac'): Promise<void> {
  const what = tool === 'java' ? 'Java' : 'The Java compiler (javac)';
  const install = `Install a JDK with: apt-get install -y ${JDK_PACKAGE}`;
  let result: RunResult;
  try {
    result = await run(tool, ['-version']);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new MissingToolError(
        `${what} ${MIN_JAVA} or newer is needed for the Firebase emulators, but \`${tool}\` is not on PATH.\n${install}`,
      );
    }
    throw error;
  }
  // `java -version` prints e.g. `openjdk version "17.0.15"` or `"1.8.0_392"`; javac prints `javac 17.0.15`.
  const match = /(?:version "|javac )(\d+)(?:\.(\d+))?/.exec(result.stdout + result.stderr);
  const first = Number(match?.[1]);
  const major = first === 1 ? Number(match?.[2]) : first;
  if (!match || !(major >= MIN_JAVA)) {
    throw new MissingToolError(
      `${what} ${MIN_JAVA} or newer is needed for the Firebase emulators, but \`${tool} -version\` reports: ` +
        `${(result.stderr || result.stdout).trim().split('\n')[0]}\n${install}`,
    );
  }
}

interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a command to completion; rejects only if it cannot be started (e.g. ENOENT). */
function run(command: string, args: string[]): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') {
        reject(error);
        return;
      }
      resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
    });
  });
}

/** All files below `dir` ending in `extension`, sorted so stamps and jars are deterministic. */
async function listFiles(dir: string, extension: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(full, extension)));
    else if (entry.isFile() && entry.name.endsWith(extension)) found.push(full);
  }
  return found.sort();
}
