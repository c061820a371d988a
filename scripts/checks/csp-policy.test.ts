/**
 * The two layers of the site's Content-Security-Policy (web/build/csp.ts): the header a build
 * is served with must allow everything its pages' own policies allow, and no more; production's
 * config (firebase.json, and the copy the deploy writes) names no local address.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildTarget,
  firebaseOrigins,
  functionUrl,
  inlineScripts,
  pagePolicy,
  parsePolicy,
  siteHeaderPolicy,
  withPolicyMeta,
  type BuildTarget,
  type Policy,
} from '../../web/build/csp';
import { LOOPBACK, readFirebaseConfig, withHeaderPolicy } from '../lib/hostingConfig';
import { repoRoot } from '../lib/paths';
import { emulatorUrl } from '../lib/ports';

const hosting = readFirebaseConfig().hosting as ReturnType<typeof readFirebaseConfig>['hosting'] & {
  ignore: string[];
};
const headerValue = (key: string) =>
  hosting.headers.find((h) => h.source === '**')?.headers.find((h) => h.key === key)?.value;
/** firebase.json's own header: production's fixed origins. */
const header = parsePolicy(headerValue('Content-Security-Policy') ?? '');

const production: BuildTarget = {
  local: false,
  projectId: 'altum-prod',
  authDomain: 'altum-prod.firebaseapp.com',
};

/** Two pages of a build, each with its own inline scripts, as the build writes them. */
const pagesOf = (target: BuildTarget) =>
  Promise.all(
    ['var a=1', 'var b=2'].map((script) =>
      withPolicyMeta(
        `<!doctype html><html><head><meta charset="UTF-8"><script>${script}</script></head></html>`,
        target,
      ),
    ),
  );

/** What makes a header policy loose: a local address, a wildcard host, inline scripts. */
function looseness(policy: Policy): string[] {
  const found: string[] = [];
  for (const [directive, sources] of Object.entries(policy)) {
    for (const source of sources) {
      if (LOOPBACK.test(source)) found.push(`${directive} ${source}`);
      if (source.includes('*')) found.push(`${directive} ${source}`);
      if (directive.startsWith('script-src') && source === "'unsafe-inline'")
        found.push(`${directive} ${source}`);
    }
  }
  return found;
}

describe('the header a build is served with', () => {
  it.each([
    ['a production build', production],
    ['the local stack', { local: true }],
  ] as const)('allows all that a page of %s allows, and no more', async (_name, target) => {
    const pages = await pagesOf(target);
    const site = siteHeaderPolicy(pages);
    for (const html of pages) {
      const page = parsePolicy(html.match(/content="([^"]+)"/)?.[1] ?? '');
      for (const [directive, sources] of Object.entries(page))
        for (const source of sources) expect(site[directive], directive).toContain(source);
    }
    // Exactly the union: each page's hashes, no 'unsafe-inline' for scripts.
    const hashes = site['script-src']?.filter((source) => source.startsWith("'sha256-"));
    expect(hashes).toHaveLength(2);
    expect(site['frame-ancestors']).toEqual(["'none'"]);
    if (!target.local) expect(looseness(site)).toEqual([]);
  });

  it("production's config names no loopback origin, wildcard or inline script", async () => {
    expect(looseness(header)).toEqual([]);
    expect(JSON.stringify(readFirebaseConfig().hosting)).not.toMatch(LOOPBACK);
    // The copy the deploy writes, with a production build's header.
    const deployed = withHeaderPolicy(
      readFirebaseConfig(),
      siteHeaderPolicy(await pagesOf(production)),
    );
    expect(JSON.stringify(deployed.hosting)).not.toMatch(LOOPBACK);
    expect(deployed.hosting.predeploy).toBeUndefined();
    // firebase.json's own header is no wider than a production page's policy.
    const prod = await pagePolicy(production, []);
    for (const [directive, sources] of Object.entries(header)) {
      if (directive === 'frame-ancestors') continue;
      for (const source of sources)
        expect(prod[directive] ?? [], `${directive} ${source}`).toContain(source);
    }
  });

  it('the loose-header check finds a loopback origin, a wildcard and inline scripts', () => {
    expect(
      looseness(
        parsePolicy(
          "script-src 'self' 'unsafe-inline'; connect-src http://127.0.0.1:8080 https://*.cloudfunctions.net",
        ),
      ),
    ).toHaveLength(3);
    for (const origin of ['http://localhost:5001', 'http://[::1]:9099', 'http://127.0.0.1:8080'])
      expect(LOOPBACK.test(origin), origin).toBe(true);
    expect(LOOPBACK.test('https://firestore.googleapis.com')).toBe(false);
  });
});

describe('Content-Security-Policy layers', () => {
  it('names the emulators of firebase.json only in the local build', async () => {
    const local = await pagePolicy({ local: true }, []);
    const prod = await pagePolicy(production, []);
    const localHeader = siteHeaderPolicy(await pagesOf({ local: true }));
    for (const name of ['firestore', 'auth', 'storage', 'functions']) {
      expect(local['connect-src']).toContain(emulatorUrl(name));
      expect(localHeader['connect-src']).toContain(emulatorUrl(name));
      expect(header['connect-src']).not.toContain(emulatorUrl(name));
    }
    expect(JSON.stringify(prod)).not.toContain('127.0.0.1');
    expect(prod['connect-src']).toContain('https://firestore.googleapis.com');
    expect(prod['connect-src']).toContain('https://us-central1-altum-prod.cloudfunctions.net');
  });

  it('lets App Check run: reCAPTCHA Enterprise in production only, by path', async () => {
    const appCheck = 'https://content-firebaseappcheck.googleapis.com';
    const local = await pagePolicy({ local: true }, []);
    const prod = await pagePolicy(production, []);
    expect(prod['connect-src']).toContain(appCheck);
    // The local stack exchanges no token: it names no Google origin for App Check.
    expect(local['connect-src']).not.toContain(appCheck);
    expect(prod['script-src']).toEqual([
      "'self'",
      'https://apis.google.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(prod['frame-src']).toEqual([
      "'self'",
      'https://altum-prod.firebaseapp.com',
      'https://accounts.google.com',
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(JSON.stringify(local)).not.toContain('recaptcha');
    // Never the whole of Google's hosts: only reCAPTCHA's paths (and the WebChannel pixel).
    for (const policy of [prod, local, header]) {
      for (const sources of Object.values(policy)) {
        expect(sources).not.toContain('https://www.google.com');
        expect(sources).not.toContain('https://www.gstatic.com');
      }
    }
    // The loader the App Check SDK injects (read from the installed SDK) is under an allowed
    // path, as is the code it fetches.
    const sdk = readFileSync(
      join(repoRoot, 'node_modules', '@firebase', 'app-check', 'dist', 'esm', 'index.esm.js'),
      'utf8',
    );
    const loader = sdk.match(/RECAPTCHA_ENTERPRISE_URL = '([^']+)'/)?.[1] ?? '';
    expect(loader).toBe('https://www.google.com/recaptcha/enterprise.js');
    const underPath = (sources: string[], url: string) =>
      sources.some((source) => source.endsWith('/') && url.startsWith(source));
    expect(underPath(prod['script-src'] ?? [], loader)).toBe(true);
    expect(underPath(header['script-src'] ?? [], loader)).toBe(true);
  });

  it('keeps framing, plugins and base tags out, and sends the other security headers', () => {
    expect(header['frame-ancestors']).toEqual(["'none'"]);
    expect(header['object-src']).toEqual(["'none'"]);
    expect(header['base-uri']).toEqual(["'self'"]);
    expect(headerValue('X-Content-Type-Options')).toBe('nosniff');
    expect(headerValue('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(headerValue('X-Frame-Options')).toBe('DENY');
    expect(hosting.ignore).toContain('**/*.map');
  });

  it('puts the page policy before any script, with the hash of each inline script', async () => {
    const html =
      '<!doctype html><html><head><meta charset="UTF-8"><script>var a=1</script>' +
      '<script type="module" src="/assets/x.js"></script></head>' +
      '<body><script>(function(){})()</script></body></html>';
    expect(inlineScripts(html)).toEqual(['var a=1', '(function(){})()']);
    const out = await withPolicyMeta(html, { local: true });
    const at = out.indexOf('http-equiv="Content-Security-Policy"');
    expect(at).toBeGreaterThan(out.indexOf('<meta charset'));
    expect(at).toBeLessThan(out.indexOf('<script'));
    // sha256 of 'var a=1', as browsers compute it.
    expect(out).toContain("'sha256-");
    const policy = parsePolicy(out.match(/content="([^"]+)"/)?.[1] ?? '');
    expect(policy['script-src']).toHaveLength(4);
    await expect(withPolicyMeta(out, { local: true })).rejects.toThrow('already');
  });

  it('decides local mode as the client does', () => {
    expect(buildTarget({ VITE_FIREBASE_MODE: 'local', VITE_FIREBASE_PROJECT_ID: 'p' }).local).toBe(
      true,
    );
    expect(buildTarget({}).local).toBe(true);
    expect(buildTarget({ VITE_FIREBASE_PROJECT_ID: 'p', VITE_FIREBASE_AUTH_DOMAIN: 'd' })).toEqual({
      local: false,
      projectId: 'p',
      authDomain: 'd',
    });
  });
});

describe('functionUrl', () => {
  it('is the Functions emulator on the local stack, the deployed function in production', async () => {
    expect(functionUrl({ local: true }, 'countPostView')).toBe(
      `${emulatorUrl('functions')}/demo-altum/us-central1/countPostView`,
    );
    const production = { local: false, projectId: 'altum-prod', authDomain: 'altumroofing.com' };
    const url = functionUrl(production, 'countPostView');
    expect(url).toBe('https://us-central1-altum-prod.cloudfunctions.net/countPostView');
    // The page's policy lets the page loader call it.
    expect((await firebaseOrigins(production)).connect).toContain(new URL(url).origin);
    expect(() => functionUrl({ local: false }, 'countPostView')).toThrow();
  });
});
