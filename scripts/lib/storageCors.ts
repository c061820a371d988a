/**
 * The bucket's CORS policy (storage.cors.json, applied with gcloud, see docs/deploy.md) lets
 * the admin read lead photos with the Storage SDK's getBlob from the site's origins. Those
 * origins are configured once, as SITE_ORIGINS in functions/.env.<project-id> (the view
 * counter accepts calls from them, the office e-mail links to the first): the CORS file
 * must name the same ones, and the build's VITE_SITE_URL must be one of them.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths';

export const CORS_FILE = 'storage.cors.json';

export interface CorsRule {
  origin: string[];
  method: string[];
  responseHeader?: string[];
  maxAgeSeconds?: number;
}

export function readCorsRules(root = repoRoot): CorsRule[] {
  return JSON.parse(readFileSync(join(root, CORS_FILE), 'utf8')) as CorsRule[];
}

export const corsOrigins = (rules: readonly CorsRule[]): string[] => [
  ...new Set(rules.flatMap((rule) => rule.origin)),
];

/** An origin as the functions compare it (functions/src/leads/siteOrigin.ts). */
const normalise = (origin: string) => origin.trim().replace(/\/+$/, '');

/** SITE_ORIGINS in an env file's text, split as the functions split it; null when unset. */
export function siteOriginsIn(envText: string): string[] | null {
  const line = /^\s*SITE_ORIGINS\s*=\s*(.*)$/m.exec(envText)?.[1];
  if (line === undefined) return null;
  const value = line.trim().replace(/^(['"])(.*)\1$/, '$2');
  const origins = value.split(',').map(normalise).filter(Boolean);
  return origins.length > 0 ? origins : null;
}

export interface ConfiguredOrigins {
  /** The env file, from the repository root. */
  file: string;
  origins: string[];
}

/**
 * The origins each deploy env file of functions/ gives the site: its SITE_ORIGINS, else, for
 * functions/.env.<project-id>, the project's Hosting domains. functions/.env.local is the
 * emulator's and deploys skip it.
 */
export function configuredOrigins(root = repoRoot): ConfiguredOrigins[] {
  const dir = join(root, 'functions');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^\.env(\.[\w-]+)?$/.test(name) && name !== '.env.local')
    .sort()
    .flatMap((name) => {
      const own = siteOriginsIn(readFileSync(join(dir, name), 'utf8'));
      const project = name.slice('.env.'.length);
      const origins =
        own ??
        (project ? [`https://${project}.web.app`, `https://${project}.firebaseapp.com`] : []);
      return origins.length > 0 ? [{ file: `functions/${name}`, origins }] : [];
    });
}

/** The origin a production build names its pages by (VITE_SITE_URL), from its robots.txt. */
export function builtSiteOrigin(distDir: string): string | null {
  const robots = join(distDir, 'robots.txt');
  if (!existsSync(robots)) return null;
  const sitemap = /^Sitemap:\s*(\S+)/m.exec(readFileSync(robots, 'utf8'))?.[1];
  return sitemap && URL.canParse(sitemap) ? new URL(sitemap).origin : null;
}

/**
 * What keeps the CORS file from matching the configuration: an origin configured and not
 * allowed (staff there see no photos), one allowed and configured nowhere (a stale domain
 * still trusted), and a build whose own origin is not allowed.
 */
export function corsOriginProblems(
  allowed: readonly string[],
  configured: readonly ConfiguredOrigins[],
  siteOrigin: string | null,
): string[] {
  const problems: string[] = [];
  if (allowed.some((origin) => origin.includes('*')))
    problems.push(`${CORS_FILE} allows any origin: name the site's origins instead.`);
  for (const { file, origins } of configured) {
    for (const origin of origins.filter((o) => !allowed.includes(o)))
      problems.push(
        `${file} gives the site the origin ${origin}, and ${CORS_FILE} does not allow it: ` +
          'staff there would see no lead photos.',
      );
  }
  if (configured.length > 0) {
    const named = new Set(configured.flatMap((c) => c.origins));
    for (const origin of allowed.filter((o) => !named.has(o)))
      problems.push(
        `${CORS_FILE} allows ${origin}, which no SITE_ORIGINS in functions/ names: remove it, ` +
          'or add it to SITE_ORIGINS.',
      );
  }
  if (siteOrigin !== null && !allowed.includes(siteOrigin))
    problems.push(
      `The build's VITE_SITE_URL is ${siteOrigin}, and ${CORS_FILE} does not allow it: staff ` +
        'there would see no lead photos.',
    );
  return problems;
}
