/**
 * A production build without the Firebase web app config must stop with a clear message,
 * not ship a site that points visitors at the local emulators on 127.0.0.1; without App
 * Check's site key, not ship a site whose requests enforcement would refuse; without the
 * site's address, not ship canonical links to some other domain.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

const withoutFirebaseEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')));

/** Vite's build, stopped at once by the config check when it fails; `--outDir` keeps dist. */
const build = (env: NodeJS.ProcessEnv) =>
  spawnSync(
    join(repoRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', join(repoRoot, '.local', 'tmp', 'build-check'), '--emptyOutDir'],
    { cwd: join(repoRoot, 'web'), env, encoding: 'utf8', timeout: 120_000 },
  );

// Each case starts Vite, which stops at the config check: a few seconds each, more on a busy machine.
describe('production build', { timeout: 60_000 }, () => {
  it('fails without the Firebase config, naming what is missing', () => {
    const result = build({ ...withoutFirebaseEnv(), VITE_FIREBASE_PROJECT_ID: 'altum-prod' });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(
      'A production build needs the Firebase web app config',
    );
    expect(result.stderr + result.stdout).toContain('VITE_FIREBASE_API_KEY');
    expect(result.stderr + result.stdout).not.toContain('VITE_FIREBASE_PROJECT_ID,');
  });

  const firebaseConfig = {
    VITE_FIREBASE_API_KEY: 'key',
    VITE_FIREBASE_AUTH_DOMAIN: 'altum-prod.web.app',
    VITE_FIREBASE_PROJECT_ID: 'altum-prod',
    VITE_FIREBASE_STORAGE_BUCKET: 'altum-prod.appspot.com',
    VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
    VITE_FIREBASE_APP_ID: '1:1:web:1',
  };

  it('fails without the reCAPTCHA Enterprise site key App Check needs', () => {
    const result = build({ ...withoutFirebaseEnv(), ...firebaseConfig });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(
      'A production build needs the reCAPTCHA Enterprise site key for App Check, and ' +
        'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is not set',
    );
    expect(result.stderr + result.stdout).not.toContain('needs the Firebase web app config');
  });

  it("fails without the site's address, VITE_SITE_URL", () => {
    const result = build({
      ...withoutFirebaseEnv(),
      ...firebaseConfig,
      VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain(
      "A production build needs the site's address, and VITE_SITE_URL is not set",
    );
  });

  it('fails when VITE_SITE_URL is no https origin', () => {
    for (const wrong of ['altumroofing.com', 'http://altumroofing.com', 'https://a.com/blog']) {
      const result = build({
        ...withoutFirebaseEnv(),
        ...firebaseConfig,
        VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
        VITE_SITE_URL: wrong,
      });
      expect(result.status, wrong).not.toBe(0);
      expect(result.stderr + result.stdout).toContain(
        `VITE_SITE_URL must be the site's https origin with no path, such as ` +
          `https://altumroofing.com, not '${wrong}'`,
      );
    }
  });

  it('refuses an unknown mode', () => {
    const result = build({ ...withoutFirebaseEnv(), VITE_FIREBASE_MODE: 'prod' });
    expect(result.status).not.toBe(0);
    expect(result.stderr + result.stdout).toContain("VITE_FIREBASE_MODE must be 'local'");
  });
});
