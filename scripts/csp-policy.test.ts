/**
 * The two layers of the site's Content-Security-Policy (web/scripts/csp.ts): the header in
 * firebase.json must allow everything a page's own policy allows, for a production build and
 * for the local stack, or the header would block what the page needs.
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
  withPolicyMeta,
  type BuildTarget,
} from '../web/scripts/csp';
import { repoRoot } from './lib/paths';
import { emulatorUrl } from './lib/ports';

interface HostingHeader {
  source: string;
  headers: { key: string; value: string }[];
}
const hosting = (
  JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8')) as {
    hosting: { headers: HostingHeader[]; ignore: string[] };
  }
).hosting;
const headerValue = (key: string) =>
  hosting.headers.find((h) => h.source === '**')?.headers.find((h) => h.key === key)?.value;
const header = parsePolicy(headerValue('Content-Security-Policy') ?? '');

/** Whether a header source list allows a source of a page's policy. */
function allows(headerSources: string[], source: string): boolean {
  if (source.startsWith("'sha256-")) return headerSources.includes("'unsafe-inline'");
  return headerSources.some((allowed) => {
    if (allowed === source) return true;
    const wildcard = allowed.match(/^(https?:\/\/)\*(\..+)$/);
    return Boolean(
      wildcard && source.startsWith(wildcard[1] ?? '') && source.endsWith(wildcard[2] ?? ''),
    );
  });
}

const production: BuildTarget = {
  local: false,
  projectId: 'altum-prod',
  authDomain: 'altum-prod.firebaseapp.com',
};

describe('Content-Security-Policy layers', () => {
  it.each([
    ['a production build', production],
    ['the local stack', { local: true }],
  ] as const)('the header allows all that a page of %s allows', async (_name, target) => {
    const page = await pagePolicy(target, ['console.log(1)']);
    for (const [directive, sources] of Object.entries(page)) {
      const allowed = header[directive];
      expect(allowed, `header has no ${directive}`).toBeDefined();
      for (const source of sources)
        expect(allows(allowed ?? [], source), `${directive} ${source}`).toBe(true);
    }
  });

  it('names the emulators of firebase.json only in the local build', async () => {
    const local = await pagePolicy({ local: true }, []);
    const prod = await pagePolicy(production, []);
    for (const name of ['firestore', 'auth', 'storage', 'functions']) {
      expect(local['connect-src']).toContain(emulatorUrl(name));
      expect(header['connect-src']).toContain(emulatorUrl(name));
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
