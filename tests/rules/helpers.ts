/**
 * One rules-test environment per test file, against the emulators the harness starts,
 * loaded with the repository's firestore.rules and storage.rules.
 */
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { emulatorAddresses, PROJECT_ID } from '../../scripts/lib/ports';
import { snapshotRulesCoverage } from '../../scripts/lib/rules-coverage';
import { toggleTriggers } from '../../scripts/lib/triggers';

export { PROJECT_ID };

/**
 * The project a Firestore-only rules test file uses: one per file (`demo-altum-rules-posts`).
 * The stack's functions are registered for PROJECT_ID alone, so nothing written here starts a
 * trigger (no race with the rules under test, no backlog of events for the next suites, no
 * need to turn the triggers off and on, which restarts every function worker), and clearing
 * it leaves the stack's seed and every other file's data alone: the files run side by side.
 */
export function rulesProjectId(): string {
  const file = expect.getState().testPath;
  if (!file) throw new Error('rulesProjectId is for a test file (no test path)');
  const name = basename(file, '.test.ts')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  return `${PROJECT_ID}-rules-${name}`;
}

/**
 * A rules-test environment. With `storage`, on the stack's own project: the Storage emulator
 * serves that project's bucket, and storage.rules read roles and leads from its Firestore.
 * Its uploads would start the stack's functions, so the triggers are off while the file runs.
 */
export async function startRulesEnvironment(
  options: { storage?: boolean } = {},
): Promise<RulesTestEnvironment> {
  const { firestore, storage } = emulatorAddresses();
  if (!firestore || !storage)
    throw new Error('firebase.json must name the Firestore and Storage ports');
  const projectId = options.storage ? PROJECT_ID : rulesProjectId();
  const env = await initializeTestEnvironment({
    projectId,
    firestore: {
      rules: readFileSync(join(repoRoot, 'firestore.rules'), 'utf8'),
      host: firestore.host,
      port: firestore.port,
    },
    ...(options.storage
      ? {
          storage: {
            rules: readFileSync(join(repoRoot, 'storage.rules'), 'utf8'),
            host: storage.host,
            port: storage.port,
          },
        }
      : {}),
  });
  if (options.storage) await toggleTriggers('disable');
  // The next file's rules load starts the emulator's coverage counts afresh: keep this
  // file's before it ends (scripts/lib/rules-coverage.ts adds them up).
  const cleanup = env.cleanup.bind(env);
  env.cleanup = async () => {
    await snapshotRulesCoverage(expect.getState().testPath ?? 'rules', projectId);
    await cleanup();
    if (options.storage) await toggleTriggers('enable');
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

/** roles/{uid} as the roles screen writes each kind of person. */
export const ROLE_DOCS = {
  admin: { admin: true, writer: false },
  writer: { admin: false, writer: true },
  both: { admin: true, writer: true },
  /** Staff once: the document stays with both roles taken away. */
  former: { admin: false, writer: false },
} as const;

/** Gives each uid its role, with the rules off (as an admin's earlier grant left it). */
export async function seedRoles(
  env: RulesTestEnvironment,
  roles: Readonly<Record<string, keyof typeof ROLE_DOCS>>,
): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const [uid, role] of Object.entries(roles)) {
      await setDoc(doc(db, 'roles', uid), ROLE_DOCS[role]);
    }
  });
}

/**
 * Firestore as this person sees it through the rules: signed in (with a Google-vouched
 * e-mail when given) or, for null, a visitor.
 */
export function firestoreAs(
  env: RulesTestEnvironment,
  uid: string | null,
  email?: string,
): Firestore {
  const context = uid
    ? env.authenticatedContext(uid, email ? { email } : {})
    : env.unauthenticatedContext();
  return context.firestore() as unknown as Firestore;
}

/** A well-formed lead as the form sends it (the contacts and matrix suites start from it). */
export const lead = () => ({
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX',
  service: 'storm-damage',
  timeline: 'week',
  message: 'Shingles missing after the storm.',
  createdAt: serverTimestamp(),
});
