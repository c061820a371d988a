/**
 * functions/package-lock.json is what a deploy installs (Cloud Build uploads functions/ alone):
 * it must say what functions/package.json says, and hold the versions CI tested, which are
 * the root lockfile's. `npm run lock:functions` writes it again after a dependency changes.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

interface Manifest {
  name?: string;
  version?: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}
interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  packages: Record<string, Manifest & { link?: boolean; dev?: boolean }>;
}

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as T;
const pkg = readJson<Manifest>('functions/package.json');
const lock = readJson<Lockfile>('functions/package-lock.json');
const rootLock = readJson<Lockfile>('package-lock.json');
const firebaseJson = readJson<{ functions: { source: string; ignore?: string[] }[] }>(
  'firebase.json',
);
const REFRESH = 'run `npm run lock:functions` and commit functions/package-lock.json';

/** 'node_modules/a/node_modules/@b/c' -> '@b/c' */
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 13);

describe('functions/package-lock.json', () => {
  it('names the package and the dependencies of functions/package.json, with their ranges', () => {
    const root = lock.packages[''];
    expect(lock.lockfileVersion).toBe(3);
    expect([lock.name, lock.version], REFRESH).toEqual([pkg.name, pkg.version]);
    for (const field of [
      'dependencies',
      'devDependencies',
      'optionalDependencies',
      'peerDependencies',
    ] as const) {
      expect(root?.[field] ?? {}, `${field}: ${REFRESH}`).toEqual(pkg[field] ?? {});
    }
  });

  it('locks every dependency, the development ones marked as such', () => {
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      const entry = lock.packages[`node_modules/${name}`];
      expect(entry?.version, `${name}: ${REFRESH}`).toBeDefined();
      expect(entry?.dev, `${name} is needed at run time`).toBeUndefined();
    }
    for (const name of Object.keys(pkg.devDependencies ?? {})) {
      expect(lock.packages[`node_modules/${name}`]?.dev, `${name}: ${REFRESH}`).toBe(true);
    }
  });

  it('holds only versions the root lockfile has, which CI tested', () => {
    const tested = new Set(
      Object.entries(rootLock.packages).map(([path, entry]) => `${nameOf(path)}@${entry.version}`),
    );
    const untested = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .map(([path, entry]) => `${nameOf(path)}@${entry.version}`)
      .filter((id) => !tested.has(id));
    expect(untested, REFRESH).toEqual([]);
  });

  it('gives the functions the versions the workspace runs them with', () => {
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      // The workspace's copy: its own node_modules when it has one, else the hoisted one.
      const workspace =
        rootLock.packages[`functions/node_modules/${name}`] ??
        rootLock.packages[`node_modules/${name}`];
      expect(lock.packages[`node_modules/${name}`]?.version, `${name}: ${REFRESH}`).toBe(
        workspace?.version,
      );
    }
  });
});

/** firebase-tools' own walk of a functions source folder, with what its packager adds. */
const { readdirRecursive } = createRequire(import.meta.url)('firebase-tools/lib/fsAsync') as {
  readdirRecursive(options: { path: string; ignore: string[] }): Promise<{ name: string }[]>;
};

describe("the functions' upload", () => {
  it('carries package.json, the lockfile and lib/, and no node_modules or sources', async () => {
    const codebase = firebaseJson.functions.find((c) => c.source === 'functions');
    // A folder like functions/ after a build and an install.
    const dir = mkdtempSync(join(tmpdir(), 'functions-upload-'));
    const files = [
      'package.json',
      'package-lock.json',
      'lib/index.js',
      'lib/index.js.map',
      'lib/web/entry-server.js',
      'lib/web/blog-templates.json',
      'lib/web/chunks/blog-a1.js',
      'node_modules/firebase-admin/package.json',
      'src/index.ts',
      'src/blog/renderBlog.test.ts',
      'tsconfig.json',
      'build.mjs',
      '.env.local',
      '.secret.local',
      '.secret.local.example',
    ];
    try {
      for (const file of files) {
        mkdirSync(dirname(join(dir, file)), { recursive: true });
        writeFileSync(join(dir, file), '{}');
      }
      const ignore = [...(codebase?.ignore ?? ['node_modules', '.git']), 'firebase-debug.log'];
      const uploaded = (await readdirRecursive({ path: dir, ignore }))
        .map((file) => relative(dir, file.name))
        .sort();
      expect(uploaded).toEqual(files.filter((file) => /^(package|lib\/)/.test(file)).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
