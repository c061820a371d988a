/**
 * `npm run lock:functions`: writes functions/package-lock.json, the lockfile a deploy installs
 * from. Cloud Build uploads functions/ alone and installs its package.json there, so neither
 * the root lockfile nor its overrides reach it.
 *
 * The lockfile is resolved from functions/package.json alone, in a temporary folder, starting
 * from the root lockfile's versions: the deploy then installs the versions CI tested with
 * (scripts/checks/functions-lockfile.test.ts fails when the two drift apart). Run it after any change
 * to the functions' dependencies, then commit both lockfiles.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './lib/paths';

interface LockEntry {
  link?: boolean;
  [field: string]: unknown;
}
interface Lockfile {
  packages: Record<string, LockEntry>;
}

const functionsDir = join(repoRoot, 'functions');
const pkg = JSON.parse(readFileSync(join(functionsDir, 'package.json'), 'utf8')) as Record<
  string,
  unknown
>;
const rootLock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as Lockfile;

const dir = mkdtempSync(join(tmpdir(), 'functions-lock-'));
try {
  copyFileSync(join(functionsDir, 'package.json'), join(dir, 'package.json'));
  // The root lockfile's installed packages (not the workspaces), under the functions' own root
  // entry: npm keeps each version that satisfies the functions' ranges and drops the rest.
  const packages: Record<string, unknown> = {
    '': Object.fromEntries(
      ['name', 'version', 'dependencies', 'devDependencies', 'optionalDependencies', 'engines']
        .filter((field) => pkg[field] !== undefined)
        .map((field) => [field, pkg[field]]),
    ),
  };
  for (const [path, entry] of Object.entries(rootLock.packages)) {
    if (path.startsWith('node_modules/') && !entry.link) packages[path] = entry;
  }
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({
      name: pkg['name'],
      version: pkg['version'],
      lockfileVersion: 3,
      requires: true,
      packages,
    }),
  );
  const npm = (...args: string[]) =>
    execFileSync('npm', [...args, '--package-lock-only', '--no-audit', '--no-fund'], {
      cwd: dir,
      // Not the settings of the `npm run` that started this (the root .npmrc's): the folder is
      // resolved as Cloud Build installs it, with none of them.
      env: Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key))),
      stdio: 'inherit',
    });
  npm('install');
  // The root tree nests some packages under others (another version is hoisted there for the
  // web app); alone, they can be hoisted. Dedupe keeps the versions it has.
  npm('dedupe');
  copyFileSync(join(dir, 'package-lock.json'), join(functionsDir, 'package-lock.json'));
  console.log('functions/package-lock.json written: commit it with package-lock.json.');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
