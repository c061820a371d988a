/**
 * The admin reads lead photos with the Storage SDK's getBlob, a cross-origin request to the
 * bucket that the browser allows only from origins the bucket's CORS policy names (the
 * Storage emulator allows every origin, so nothing local would show a wrong file). The
 * committed policy must name the origins the deploy doc configures the site with, send
 * what getBlob needs, and the deploy must refuse when the configuration and it differ.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { robotsTxt } from '../../web/build/robots';
import { repoRoot } from '../lib/paths';
import {
  builtSiteOrigin,
  configuredOrigins,
  corsOriginProblems,
  corsOrigins,
  readCorsRules,
  siteOriginsIn,
} from '../lib/storageCors';

const rules = readCorsRules();
const allowed = corsOrigins(rules);
const deployDoc = readFileSync(join(repoRoot, 'docs', 'deploy.md'), 'utf8');

/** The request headers the Storage web SDK sets on its requests (a preflight names them). */
function sdkRequestHeaders(): string[] {
  const sdk = readFileSync(
    join(repoRoot, 'node_modules', '@firebase', 'storage', 'dist', 'index.esm.js'),
    'utf8',
  );
  const headers = [...sdk.matchAll(/headers\['([A-Za-z-]+)'\]\s*=/g)].map((m) => m[1] ?? '');
  // Range is sent only for a download capped by maxDownloadSizeBytes, which getBlob is not.
  return [...new Set(headers)].filter((header) => header !== 'Range');
}

describe('storage.cors.json', () => {
  it('lets the site read objects (GET, HEAD) and nothing more, from named https origins', () => {
    expect(rules).toHaveLength(1);
    const [rule] = rules;
    expect([...(rule?.method ?? [])].sort()).toEqual(['GET', 'HEAD']);
    expect(allowed.length).toBeGreaterThan(0);
    for (const origin of allowed) {
      expect(URL.canParse(origin), origin).toBe(true);
      expect(new URL(origin).origin, `${origin} is an origin, no path`).toBe(origin);
      expect(origin, origin).toMatch(/^https:\/\//);
    }
    // Long enough to spare a preflight per photo, short enough that a change takes hold.
    expect(rule?.maxAgeSeconds).toBeGreaterThanOrEqual(600);
    expect(rule?.maxAgeSeconds).toBeLessThanOrEqual(86_400);
  });

  it("allows every header getBlob's requests carry", () => {
    const headers = sdkRequestHeaders();
    expect(headers).toContain('Authorization');
    const listed = (rules[0]?.responseHeader ?? []).map((h) => h.toLowerCase());
    for (const header of headers) expect(listed, header).toContain(header.toLowerCase());
  });

  it("names exactly the site's origins the deploy doc configures (SITE_ORIGINS)", () => {
    const documented = deployDoc
      .split('\n')
      .map((line) => siteOriginsIn(line.replace(/^\s*/, '')))
      .filter((origins) => origins !== null);
    expect(documented, 'one SITE_ORIGINS=... line in docs/deploy.md').toHaveLength(1);
    expect([...allowed].sort()).toEqual([...(documented[0] ?? [])].sort());
    const siteUrl = /^\s*VITE_SITE_URL=(\S+)$/m.exec(deployDoc)?.[1];
    expect(siteUrl, 'a VITE_SITE_URL=... line in docs/deploy.md').toBeDefined();
    expect(allowed).toContain(siteUrl);
  });

  it("agrees with this checkout's functions env files", () => {
    expect(corsOriginProblems(allowed, configuredOrigins(), null)).toEqual([]);
  });
});

describe('the deploy check of the CORS origins', () => {
  const site = ['https://altumroofing.com', 'https://www.altumroofing.com'];

  /** A repository root holding only functions/ env files. */
  function checkout(files: Record<string, string>): string {
    const root = mkdtempSync(join(tmpdir(), 'cors-'));
    mkdirSync(join(root, 'functions'));
    for (const [name, text] of Object.entries(files))
      writeFileSync(join(root, 'functions', name), text);
    return root;
  }

  it("reads SITE_ORIGINS as the functions do, else the project's Hosting domains", () => {
    const root = checkout({
      '.env.local': 'SITE_ORIGINS=http://127.0.0.1:5000\n',
      '.env.altum-prod':
        'LEAD_INBOX_EMAIL=a@b.c\nSITE_ORIGINS="https://altumroofing.com/, https://www.altumroofing.com"\n',
      '.env.altum-staging': 'LEAD_INBOX_EMAIL=a@b.c\n',
    });
    expect(configuredOrigins(root)).toEqual([
      {
        file: 'functions/.env.altum-prod',
        origins: site,
      },
      {
        file: 'functions/.env.altum-staging',
        origins: ['https://altum-staging.web.app', 'https://altum-staging.firebaseapp.com'],
      },
    ]);
  });

  it('passes when the file names the configured origins and the build is one of them', () => {
    const configured = [{ file: 'functions/.env.altum-prod', origins: site }];
    expect(corsOriginProblems(site, configured, 'https://altumroofing.com')).toEqual([]);
  });

  it('fails on an origin configured and not allowed, or allowed and configured nowhere', () => {
    const configured = [
      {
        file: 'functions/.env.altum-prod',
        origins: ['https://altumroofing.com', 'https://new.com'],
      },
    ];
    const problems = corsOriginProblems(site, configured, null);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(
      'functions/.env.altum-prod gives the site the origin https://new.com',
    );
    expect(problems[1]).toContain('allows https://www.altumroofing.com, which no SITE_ORIGINS');
  });

  it("fails when the build's VITE_SITE_URL is not allowed, or any origin is", () => {
    expect(corsOriginProblems(site, [], 'https://altum-roofing.com')).toEqual([
      expect.stringContaining("The build's VITE_SITE_URL is https://altum-roofing.com"),
    ]);
    expect(corsOriginProblems(['*'], [], null)).toEqual([
      expect.stringContaining('allows any origin'),
    ]);
  });

  it("reads the build's origin from the robots.txt the prerender writes", () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    expect(builtSiteOrigin(dist)).toBeNull();
    writeFileSync(join(dist, 'robots.txt'), robotsTxt('https://altumroofing.com'));
    expect(builtSiteOrigin(dist)).toBe('https://altumroofing.com');
  });
});
