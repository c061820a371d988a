/**
 * One rules-test environment per test file, against the emulators the harness starts,
 * loaded with the repository's firestore.rules and storage.rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { expect } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { emulatorAddresses, PROJECT_ID } from '../../scripts/lib/ports';
import { snapshotRulesCoverage } from '../../scripts/lib/rules-coverage';

export { PROJECT_ID };

export async function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  const { firestore, storage } = emulatorAddresses();
  if (!firestore || !storage)
    throw new Error('firebase.json must name the Firestore and Storage ports');
  const env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(join(repoRoot, 'firestore.rules'), 'utf8'),
      host: firestore.host,
      port: firestore.port,
    },
    storage: {
      rules: readFileSync(join(repoRoot, 'storage.rules'), 'utf8'),
      host: storage.host,
      port: storage.port,
    },
  });
  // The next file's rules load starts the emulator's coverage counts afresh: keep this
  // file's before it ends (scripts/lib/rules-coverage.ts adds them up).
  const cleanup = env.cleanup.bind(env);
  env.cleanup = async () => {
    await snapshotRulesCoverage(expect.getState().testPath ?? 'rules');
    await cleanup();
  };
  return env;
}

/**
 * Clears the emulator's Firestore data. The lead function and its sweeper run in the same
 * stack and hold transactions on leads the tests wrote, so a clear can meet a lock and be
 * aborted: try again, briefly, rather than fail a test over the stack's own work.
 */
export async function clearFirestore(env: RulesTestEnvironment, tries = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await env.clearFirestore();
      return;
    } catch (error) {
      const aborted = /ABORTED|lock timeout/i.test(String(error));
      if (!aborted || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}
