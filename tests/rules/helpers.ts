/**
 * One rules-test environment per test file, against the emulators the harness starts,
 * loaded with the repository's firestore.rules and storage.rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { repoRoot } from '../../scripts/lib/paths';
import { emulatorAddresses, PROJECT_ID } from '../../scripts/lib/ports';

export { PROJECT_ID };

export function startRulesEnvironment(): Promise<RulesTestEnvironment> {
  const { firestore, storage } = emulatorAddresses();
  if (!firestore || !storage)
    throw new Error('firebase.json must name the Firestore and Storage ports');
  return initializeTestEnvironment({
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
}
