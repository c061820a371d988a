import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
beforeEach(() => clearFirestore(env));
afterAll(() => env.cleanup());

// A collection no feature has opened: nobody, signed in or not, reads or writes it.
const closed = 'not-opened-by-any-feature';

describe('Firestore default deny', () => {
  it('lets the rules-disabled admin context write, so the denials below are the rules', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      assertSucceeds(setDoc(doc(ctx.firestore(), closed, 'a'), { value: 1 })),
    );
  });

  it('denies a visitor every read and write', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), closed, 'a'), { value: 1 }),
    );
    const db = env.unauthenticatedContext().firestore();
    await assertFails(getDoc(doc(db, closed, 'a')));
    await assertFails(getDocs(collection(db, closed)));
    await assertFails(setDoc(doc(db, closed, 'b'), { value: 2 }));
  });

  it('denies a signed-in user with no role every read and write', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), closed, 'a'), { value: 1 }),
    );
    const db = env.authenticatedContext('someone').firestore();
    await assertFails(getDoc(doc(db, closed, 'a')));
    await assertFails(setDoc(doc(db, closed, 'b'), { value: 2 }));
  });

  it('gives a roles record no access to what no rule opens', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'roles', 'boss'), { admin: true, writer: false }),
    );
    const db = env.authenticatedContext('boss').firestore();
    await assertFails(setDoc(doc(db, closed, 'b'), { value: 2 }));
  });
});
