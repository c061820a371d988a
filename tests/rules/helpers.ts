/**
 * One rules-test environment per test file, against the emulators the harness starts,
 * loaded with the repository's firestore.rules and storage.rules.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { expect } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { emulatorAddresses, PROJECT_ID } from '../../scripts/lib/ports';
import { snapshotRulesCoverage } from '../../scripts/lib/rules-coverage';
import { toggleTriggers } from '../../scripts/lib/triggers';

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
  // The stack's functions react to what these tests write (a lead's arrival, a device's
  // count, an image's variants): they would race the rules under test (writing the same
  // contactKeys makes a refused write no change at all) and leave the next suites a backlog
  // of events. Off while the file runs.
  await toggleTriggers('disable');
  // The next file's rules load starts the emulator's coverage counts afresh: keep this
  // file's before it ends (scripts/lib/rules-coverage.ts adds them up).
  const cleanup = env.cleanup.bind(env);
  env.cleanup = async () => {
    await snapshotRulesCoverage(expect.getState().testPath ?? 'rules');
    await cleanup();
    await toggleTriggers('enable');
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
