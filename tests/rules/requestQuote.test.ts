/**
 * The homeowner's quote, `requests/{leadId}/quote/latest`: got by anyone holding the lead's id
 * (the request page), never listed, written by no client (functions write it), and nothing
 * else under a request's quote is readable.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const ADMIN = 'ada';
const LEAD = 'AbCdEfGhIjKlMnOpQrSt';
const LATEST = `requests/${LEAD}/quote/latest`;

const as = (uid: string): Firestore => firestoreAs(env, uid, `${uid}@altum-roofing.test`);
const visitor = (): Firestore => firestoreAs(env, null);

const at = Timestamp.fromDate(new Date('2026-12-01T16:00:00Z'));

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN]: 'admin' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, LATEST), {
      quoteId: 'v1',
      version: 1,
      items: [{ description: 'Repair', quantity: 1, unit: 'each', unitPriceCents: 45_000 }],
      options: [],
      notes: '',
      validUntil: '2026-12-31',
      insuranceClaim: false,
      status: 'sent',
      sentAt: at,
      contentSha256: 'a'.repeat(64),
      updatedAt: at,
    });
  });
});

describe("a request's quote", () => {
  it('is got by anyone holding the id, as is its absence', async () => {
    await assertSucceeds(getDoc(doc(visitor(), LATEST)));
    await assertSucceeds(getDoc(doc(visitor(), 'requests/ZyXwVuTsRqPoNmLkJiHg/quote/latest')));
  });

  it('is never listed, and written by no client, staff included', async () => {
    for (const db of [visitor(), as(ADMIN)]) {
      await assertFails(getDocs(collection(db, `requests/${LEAD}/quote`)));
      await assertFails(updateDoc(doc(db, LATEST), { status: 'accepted' }));
      await assertFails(
        setDoc(doc(db, 'requests/ZyXwVuTsRqPoNmLkJiHg/quote/latest'), { version: 1 }),
      );
      await assertFails(deleteDoc(doc(db, LATEST)));
    }
  });

  it('holds nothing else readable under it', async () => {
    await assertFails(getDoc(doc(visitor(), `requests/${LEAD}/quote/v1`)));
  });
});
