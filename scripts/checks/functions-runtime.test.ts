/**
 * The Cloud Functions runtime in firebase.json, judged by the pinned firebase-tools' own
 * runtime table (the one `firebase deploy` refuses with): fails once the runtime is past
 * its decommission date, warns once it is deprecated. The local Node (which the Functions
 * emulator runs), .nvmrc and the engines fields must name the same major.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

interface RuntimeEntry {
  friendly: string;
  deprecationDate: string;
  decommissionDate: string;
}
interface SupportedRuntimes {
  RUNTIMES: Record<string, RuntimeEntry>;
  guardVersionSupport(runtime: string, now?: Date): void;
}

const require = createRequire(import.meta.url);
const supported =
  require('firebase-tools/lib/deploy/functions/runtimes/supported') as SupportedRuntimes;

const readJson = <T>(path: string): T =>
  JSON.parse(readFileSync(join(repoRoot, path), 'utf8')) as T;
const firebaseJson = readJson<{ functions: { runtime?: string }[] }>('firebase.json');
const runtimes = firebaseJson.functions.map((codebase) => codebase.runtime);
const nodeMajor = readFileSync(join(repoRoot, '.nvmrc'), 'utf8').trim().split('.')[0];

describe('the Cloud Functions runtime', () => {
  it.each(runtimes.map((runtime) => [runtime ?? '(none)']))(
    '%s is one firebase-tools knows and can still deploy today',
    (runtime) => {
      expect(runtime, 'firebase.json names each codebase runtime').toMatch(/^nodejs\d+$/);
      const entry = supported.RUNTIMES[runtime];
      expect(entry, `firebase-tools knows no runtime ${runtime}`).toBeDefined();
      if (!entry) return;
      // firebase-tools' own guard: throws "... was decommissioned on ..." past that date.
      expect(() => supported.guardVersionSupport(runtime, new Date())).not.toThrow();
      if (new Date() >= new Date(entry.deprecationDate)) {
        console.warn(
          `${entry.friendly} was deprecated on ${entry.deprecationDate} and will be ` +
            `decommissioned on ${entry.decommissionDate}: move to ${latestNode()}.`,
        );
      }
    },
  );

  it('the guard used above refuses a decommissioned runtime (so the check can fail)', () => {
    expect(() => supported.guardVersionSupport('nodejs20', new Date('2026-10-31'))).toThrow(
      /decommissioned/,
    );
  });

  it('is the major of .nvmrc, the engines fields and the Node running the tests', () => {
    expect(runtimes).toEqual(runtimes.map(() => `nodejs${nodeMajor}`));
    expect(readJson<{ engines: { node: string } }>('package.json').engines.node).toBe(nodeMajor);
    expect(readJson<{ engines: { node: string } }>('functions/package.json').engines.node).toBe(
      nodeMajor,
    );
    expect(
      process.versions.node.split('.')[0],
      `Node ${process.versions.node} runs the tests and the Functions emulator: run \`. scripts/use-node.sh\` first`,
    ).toBe(nodeMajor);
  });
});

function latestNode(): string {
  return Object.keys(supported.RUNTIMES)
    .filter((name) => /^nodejs\d+$/.test(name))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)))
    .at(-1) as string;
}
