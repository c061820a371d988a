/**
 * The homeowner's quote, requests/{leadId}/quote/latest: got by anyone holding the lead's id,
 * never listed (no price where a stranger can list), written by no client, and nothing else
 * under a request's quote is readable.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;
const LEAD = 'AbCdEfGhIjKlMnOpQrSt';
const ADMIN = 'quote-admin';
const WRITER = 'quote-writer';

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN]: 'admin', [WRITER]: 'writer' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, `requests/${LEAD}/quote/latest`), {
      quoteId: 'v1',
      version: 1,
      items: [{ description: 'Tear-off', quantity: 20, unit: 'square', unitPriceCents: 8500 }],
      options: [],
      notes: '',
      validUntil: '2031-01-15',
      insuranceClaim: false,
      status: 'sent',
      contentSha256: 'a'.repeat(64),
    });
  });
});

const as = (uid: string): Firestore => firestoreAs(env, uid, `${uid}@altum-roofing.test`);
const visitor = (): Firestore => firestoreAs(env, null);

describe("the homeowner's quote", () => {
  it('is got by anyone holding the id, signed in or not', async () => {
    await assertSucceeds(getDoc(doc(visitor(), `requests/${LEAD}/quote/latest`)));
    await assertSucceeds(getDoc(doc(as(WRITER), `requests/${LEAD}/quote/latest`)));
    // An id nobody has: a get answers "absent", as for any request.
    await assertSucceeds(getDoc(doc(visitor(), 'requests/ZyXwVuTsRqPoNmLkJiHg/quote/latest')));
  });

  it('is never listed, by a stranger or by staff, nor found across requests', async () => {
    for (const db of [visitor(), as(ADMIN)]) {
      await assertFails(getDocs(collection(db, `requests/${LEAD}/quote`)));
      await assertFails(getDocs(collectionGroup(db, 'quote')));
    }
  });

  it('is written by no client: the functions keep it', async () => {
    for (const db of [visitor(), as(ADMIN), as(WRITER)]) {
      await assertFails(
        updateDoc(doc(db, `requests/${LEAD}/quote/latest`), { status: 'accepted' }),
      );
      await assertFails(
        setDoc(doc(db, 'requests/ZyXwVuTsRqPoNmLkJiHg/quote/latest'), { status: 'sent' }),
      );
      await assertFails(deleteDoc(doc(db, `requests/${LEAD}/quote/latest`)));
    }
  });

  it('holds nothing else readable under it', async () => {
    await assertFails(getDoc(doc(visitor(), `requests/${LEAD}/quote/v1`)));
  });

  it('keeps the outbox and bounds of quotes to the functions', async () => {
    for (const db of [visitor(), as(ADMIN)]) {
      await assertFails(getDoc(doc(db, `quoteMail/${LEAD}_v1_sent`)));
      await assertFails(getDoc(doc(db, `quoteBounds/${LEAD}`)));
      await assertFails(setDoc(doc(db, `quoteBounds/${LEAD}`), { acceptCalls: 0 }));
    }
  });
});
