/**
 * postStats rules: a post's view shards (postStats/{postId}/viewShards/{k}) are read by staff,
 * one post's or every post's through the collection group the dashboard sums, and written
 * by no client: only the countPostView function (Admin SDK) counts.
 */
import { POST_STATS, VIEW_SHARDS } from '@altum/domain';
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
  getAggregateFromServer,
  getDoc,
  getDocs,
  increment,
  setDoc,
  sum,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const ADMIN = 'ada';
const WRITER = 'wes';
const FORMER = 'fred';
const NOBODY = 'nora';

const as = (uid: string): Firestore => firestoreAs(env, uid, `${uid}@altum-roofing.test`);
const visitor = (): Firestore => firestoreAs(env, null);

const shard = (db: Firestore, postId: string, k: string) =>
  doc(db, POST_STATS, postId, VIEW_SHARDS, k);

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN]: 'admin', [WRITER]: 'writer', [FORMER]: 'former' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, POST_STATS, 'p1'), {});
    await setDoc(shard(db, 'p1', '0'), { views: 4 });
    await setDoc(shard(db, 'p1', '7'), { views: 2 });
    await setDoc(shard(db, 'p2', '3'), { views: 5 });
  });
});

describe('postStats: reading', () => {
  it.each([ADMIN, WRITER])(
    "lets staff (%s) read a post's shards and sum every post's",
    async (uid) => {
      const db = as(uid);
      await assertSucceeds(getDoc(doc(db, POST_STATS, 'p1')));
      await assertSucceeds(getDoc(shard(db, 'p1', '0')));
      await assertSucceeds(getDocs(collection(db, POST_STATS, 'p1', VIEW_SHARDS)));
      const one = await assertSucceeds(
        getAggregateFromServer(collection(db, POST_STATS, 'p1', VIEW_SHARDS), {
          views: sum('views'),
        }),
      );
      expect(one.data().views).toBe(6);
      const all = await assertSucceeds(
        getAggregateFromServer(collectionGroup(db, VIEW_SHARDS), { views: sum('views') }),
      );
      expect(all.data().views).toBe(11);
    },
  );

  it('refuses visitors, people without a role and former staff', async () => {
    for (const db of [visitor(), as(NOBODY), as(FORMER)]) {
      await assertFails(getDoc(doc(db, POST_STATS, 'p1')));
      await assertFails(getDocs(collection(db, POST_STATS)));
      await assertFails(getDoc(shard(db, 'p1', '0')));
      await assertFails(getDocs(collection(db, POST_STATS, 'p1', VIEW_SHARDS)));
      await assertFails(
        getAggregateFromServer(collectionGroup(db, VIEW_SHARDS), { views: sum('views') }),
      );
    }
  });
});

describe('postStats: writing', () => {
  it('refuses every client a write, staff included: views are counted by the server', async () => {
    for (const db of [as(ADMIN), as(WRITER), as(NOBODY), visitor()]) {
      await assertFails(updateDoc(shard(db, 'p1', '0'), { views: increment(1) }));
      await assertFails(setDoc(shard(db, 'p1', '0'), { views: 1000 }));
      await assertFails(setDoc(shard(db, 'p1', '5'), { views: 1 }));
      await assertFails(deleteDoc(shard(db, 'p1', '7')));
      await assertFails(setDoc(doc(db, POST_STATS, 'p3'), { views: 1 }));
      await assertFails(deleteDoc(doc(db, POST_STATS, 'p1')));
    }
  });
});
