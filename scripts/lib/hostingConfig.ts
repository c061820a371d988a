/**
 * The Hosting config a build is served with. firebase.json holds production's config, whose
 * Content-Security-Policy header names only production's fixed origins; the exact header of a
 * build (its origins, the hashes of its inline scripts) is known only once it is built, so the
 * local stack and the deploy each write a copy of firebase.json with that build's header and
 * hand it to firebase-tools with `--config`: the emulators' origins never reach production's.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtPages, formatPolicy, siteHeaderPolicy, type Policy } from '../../web/build/csp';
import { repoRoot } from './paths';

/** Copies of firebase.json (untracked), at the root: firebase-tools resolves paths from there. */
export const LOCAL_CONFIG = 'firebase.local.json';
export const DEPLOY_CONFIG = 'firebase.deploy.json';

interface HostingHeader {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
interface FirebaseConfig {
  hosting: { headers: HostingHeader[]; predeploy?: string | string[] } & Record<string, unknown>;
  [key: string]: unknown;
}

export const readFirebaseConfig = (file = 'firebase.json'): FirebaseConfig =>
  JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as FirebaseConfig;

/** Loopback origins: the emulators'. None may appear in a config that is deployed. */
export const LOOPBACK = /\b127\.\d+\.\d+\.\d+\b|\blocalhost\b|\[::1\]/;

/**
 * The copy of firebase.json whose every Content-Security-Policy header is `policy` (null:
 * firebase.json's own), without the guard that refuses a deploy of firebase.json as it is.
 */
export function withHeaderPolicy(config: FirebaseConfig, policy: Policy | null): FirebaseConfig {
  const { predeploy: _guard, ...hosting } = config.hosting;
  return {
    ...config,
    hosting: {
      ...hosting,
      headers: hosting.headers.map((rule) => ({
        ...rule,
        headers: rule.headers.map((header) =>
          header.key === 'Content-Security-Policy' && policy
            ? { ...header, value: formatPolicy(policy) }
            : header,
        ),
      })),
    },
  };
}

/** The header policy of the build in web/ (dist and the blog templates). */
export async function builtHeaderPolicy(): Promise<Policy> {
  const pages = await builtPages(join(repoRoot, 'web')).catch((error: unknown) => {
    throw new Error('web/ has no complete build to serve: run npm run build first.', {
      cause: error,
    });
  });
  return siteHeaderPolicy(pages);
}

/**
 * Writes `file` (LOCAL_CONFIG or DEPLOY_CONFIG) with the header of the build in web/, or with
 * `policy` (null: firebase.json's, for a stack that serves no site); returns its name.
 */
export async function writeHostingConfig(file: string, policy?: Policy | null): Promise<string> {
  const config = withHeaderPolicy(
    readFirebaseConfig(),
    policy === undefined ? await builtHeaderPolicy() : policy,
  );
  writeFileSync(join(repoRoot, file), `${JSON.stringify(config, null, 2)}\n`);
  return file;
}
