/**
 * A production build without the Firebase web app config must stop with a clear message,
 * not ship a site that points visitors at the local emulators on 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './lib/paths';

const withoutFirebaseEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));

/** Vite's build, stopped at once by the config check when it fails; `--outDir` keeps dist. */
const build = (env: NodeJS.ProcessEnv) =>
  spawnSync(
    join(repoRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', join(repoRoot, '.local', 'tmp', 'build-check'), '--emptyOutDir'],
    { cwd: join(repoRoot, 'web'), env, encoding: 'utf8', timeout: 120_000 },
  );

describe('production build', () => {
  it('fails without the Firebase config, naming what is missing', () => {
    const result = build({ ...withoutFirebaseEnv(), VITE_FIREBASE_PROJECT_ID: 'altum-prod' });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(
      'A production build needs the Firebase web app config',
    );
    expect(result.stderr + result.stdout).toContain('VITE_FIREBASE_API_KEY');
    expect(result.stderr + result.stdout).not.toContain('VITE_FIREBASE_PROJECT_ID,');
  });

  it('refuses an unknown mode', () => {
    const result = build({ ...withoutFirebaseEnv(), VITE_FIREBASE_MODE: 'prod' });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain("VITE_FIREBASE_MODE must be 'local'");
  });
});
