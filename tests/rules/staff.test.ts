import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  setDoc,
  sum,
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
const OTHER_ADMIN = 'otto';
const WRITER = 'wes';
const NOBODY = 'nora';

const emailOf = (uid: string) => `${uid}@altum-roofing.test`;

/** A signed-in person as Google's sign-in presents them: uid plus a vouched-for e-mail. */
const as = (uid: string): Firestore => firestoreAs(env, uid, emailOf(uid));
const visitor = (): Firestore => firestoreAs(env, null);

const profile = (uid: string) => ({
  email: emailOf(uid),
  fullName: `Name ${uid}`,
  avatarUrl: null,
});

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN]: 'admin', [OTHER_ADMIN]: 'both', [WRITER]: 'writer' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const uid of [ADMIN, OTHER_ADMIN, WRITER, NOBODY]) {
      await setDoc(doc(db, 'profiles', uid), profile(uid));
    }
  });
});

describe('roles: reading', () => {
  it('lets admins and writers read every role', async () => {
    await assertSucceeds(getDocs(collection(as(ADMIN), 'roles')));
    await assertSucceeds(getDocs(collection(as(WRITER), 'roles')));
    await assertSucceeds(getDoc(doc(as(WRITER), 'roles', ADMIN)));
  });

  it('lets a person without a role learn only their own (missing) role', async () => {
    await assertSucceeds(getDoc(doc(as(NOBODY), 'roles', NOBODY)));
    await assertFails(getDoc(doc(as(NOBODY), 'roles', ADMIN)));
    await assertFails(getDocs(collection(as(NOBODY), 'roles')));
  });

  it('shows a visitor nothing', async () => {
    await assertFails(getDoc(doc(visitor(), 'roles', ADMIN)));
    await assertFails(getDocs(collection(visitor(), 'roles')));
  });

  it('does not count a role document with both flags off as staff', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'roles', NOBODY), { admin: false, writer: false }),
    );
    await assertFails(getDocs(collection(as(NOBODY), 'roles')));
  });
});

describe('roles: granting and removing', () => {
  it('lets an admin grant a role to someone else', async () => {
    await assertSucceeds(setDoc(doc(as(ADMIN), 'roles', NOBODY), { admin: false, writer: true }));
    await assertSucceeds(updateDoc(doc(as(ADMIN), 'roles', WRITER), { admin: true }));
  });

  it('lets an admin remove another person’s roles, including another admin’s', async () => {
    await assertSucceeds(updateDoc(doc(as(ADMIN), 'roles', WRITER), { writer: false }));
    await assertSucceeds(updateDoc(doc(as(ADMIN), 'roles', OTHER_ADMIN), { admin: false }));
    await assertSucceeds(deleteDoc(doc(as(ADMIN), 'roles', WRITER)));
  });

  it('lets an admin add the writer role to themselves, keeping admin', async () => {
    await assertSucceeds(updateDoc(doc(as(ADMIN), 'roles', ADMIN), { writer: true }));
  });

  it('refuses an admin removing their own admin role, by update, set or delete', async () => {
    await assertFails(updateDoc(doc(as(ADMIN), 'roles', ADMIN), { admin: false }));
    await assertFails(setDoc(doc(as(ADMIN), 'roles', ADMIN), { admin: false, writer: true }));
    await assertFails(deleteDoc(doc(as(ADMIN), 'roles', ADMIN)));
  });

  it('refuses a person without a role granting themselves one', async () => {
    await assertFails(setDoc(doc(as(NOBODY), 'roles', NOBODY), { admin: false, writer: true }));
    await assertFails(setDoc(doc(as(NOBODY), 'roles', NOBODY), { admin: true, writer: false }));
  });

  it('refuses a writer editing their own role', async () => {
    await assertFails(updateDoc(doc(as(WRITER), 'roles', WRITER), { admin: true }));
    await assertFails(setDoc(doc(as(WRITER), 'roles', WRITER), { admin: true, writer: true }));
    await assertFails(updateDoc(doc(as(WRITER), 'roles', WRITER), { writer: false }));
    await assertFails(deleteDoc(doc(as(WRITER), 'roles', WRITER)));
  });

  it('refuses a writer changing anyone else’s role', async () => {
    await assertFails(setDoc(doc(as(WRITER), 'roles', NOBODY), { admin: false, writer: true }));
    await assertFails(updateDoc(doc(as(WRITER), 'roles', ADMIN), { admin: false }));
    await assertFails(deleteDoc(doc(as(WRITER), 'roles', ADMIN)));
  });

  it('refuses the update bypass: a harmless document first, then a role field', async () => {
    // Someone without a role writes what they may (their own profile), then tries to turn a
    // role document into theirs through an update, or to create one with a harmless shape.
    await assertSucceeds(setDoc(doc(as(NOBODY), 'profiles', NOBODY), profile(NOBODY)));
    await assertFails(setDoc(doc(as(NOBODY), 'roles', NOBODY), { note: 'hello' }));
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'roles', NOBODY), { admin: false, writer: false }),
    );
    await assertFails(updateDoc(doc(as(NOBODY), 'roles', NOBODY), { writer: true }));
    await assertFails(updateDoc(doc(as(NOBODY), 'roles', NOBODY), { admin: true }));
  });

  it('refuses role documents that are not exactly the two boolean flags', async () => {
    const ref = doc(as(ADMIN), 'roles', NOBODY);
    await assertFails(setDoc(ref, { admin: false }));
    await assertFails(setDoc(ref, { admin: false, writer: 'yes' }));
    await assertFails(setDoc(ref, { admin: false, writer: true, owner: true }));
    await assertFails(updateDoc(doc(as(ADMIN), 'roles', WRITER), { editor: true }));
  });

  it('refuses a visitor every role write', async () => {
    await assertFails(setDoc(doc(visitor(), 'roles', NOBODY), { admin: true, writer: true }));
    await assertFails(deleteDoc(doc(visitor(), 'roles', WRITER)));
  });
});

describe('profiles', () => {
  it('lets staff read every profile', async () => {
    await assertSucceeds(getDocs(collection(as(ADMIN), 'profiles')));
    await assertSucceeds(getDocs(collection(as(WRITER), 'profiles')));
  });

  it('lets a person without a role read only their own profile', async () => {
    await assertSucceeds(getDoc(doc(as(NOBODY), 'profiles', NOBODY)));
    await assertFails(getDoc(doc(as(NOBODY), 'profiles', ADMIN)));
    await assertFails(getDocs(collection(as(NOBODY), 'profiles')));
  });

  it('shows a visitor nothing', async () => {
    await assertFails(getDoc(doc(visitor(), 'profiles', ADMIN)));
    await assertFails(getDocs(collection(visitor(), 'profiles')));
  });

  it('lets anyone signed in write their own profile, role or not', async () => {
    await clearFirestore(env);
    await assertSucceeds(setDoc(doc(as(NOBODY), 'profiles', NOBODY), profile(NOBODY)));
    await assertSucceeds(
      setDoc(doc(as(NOBODY), 'profiles', NOBODY), {
        ...profile(NOBODY),
        avatarUrl: 'https://example.com/a.png',
      }),
    );
    await assertSucceeds(updateDoc(doc(as(NOBODY), 'profiles', NOBODY), { fullName: 'Nora N.' }));
  });

  it('refuses writing somebody else’s profile, even as an admin', async () => {
    await assertFails(setDoc(doc(as(ADMIN), 'profiles', WRITER), profile(ADMIN)));
    await assertFails(updateDoc(doc(as(ADMIN), 'profiles', WRITER), { fullName: 'x' }));
    await assertFails(setDoc(doc(visitor(), 'profiles', NOBODY), profile(NOBODY)));
  });

  it('refuses fields beyond e-mail, name and picture, and an e-mail that is not theirs', async () => {
    const ref = doc(as(NOBODY), 'profiles', NOBODY);
    await assertFails(setDoc(ref, { ...profile(NOBODY), admin: true }));
    await assertFails(updateDoc(ref, { roles: ['admin'] }));
    await assertFails(setDoc(ref, { ...profile(NOBODY), email: 'boss@altum-roofing.test' }));
    await assertFails(setDoc(ref, { email: emailOf(NOBODY), fullName: 'N' }));
    await assertFails(setDoc(ref, { ...profile(NOBODY), fullName: 'n'.repeat(201) }));
    await assertFails(setDoc(ref, { ...profile(NOBODY), avatarUrl: 42 }));
  });

  it('refuses control characters in the name, which is shown to staff and on posts', async () => {
    const ref = doc(as(NOBODY), 'profiles', NOBODY);
    for (const fullName of ['Nora\nN.', 'Nora\u0000', '\u001b[31mNora', 'Nora\u0085']) {
      await assertFails(setDoc(ref, { ...profile(NOBODY), fullName }));
    }
    await assertSucceeds(setDoc(ref, { ...profile(NOBODY), fullName: 'Nora Núñez-O’Brien' }));
  });

  it('refuses deleting a profile', async () => {
    await assertFails(deleteDoc(doc(as(NOBODY), 'profiles', NOBODY)));
    await assertFails(deleteDoc(doc(as(ADMIN), 'profiles', NOBODY)));
  });
});

describe('what staff read for the dashboard', () => {
  beforeEach(() =>
    env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await setDoc(doc(db, 'posts', 'p1'), { status: 'published', viewCount: 3 });
      await setDoc(doc(db, 'posts', 'p2'), { status: 'draft', viewCount: 0 });
      await setDoc(doc(db, 'contacts', 'c1'), { name: 'Maria' });
    }),
  );

  it('lets staff count posts, sum their views and count leads', async () => {
    for (const uid of [ADMIN, WRITER]) {
      const db = as(uid);
      await assertSucceeds(getCountFromServer(collection(db, 'posts')));
      await assertSucceeds(
        getAggregateFromServer(collection(db, 'posts'), { views: sum('viewCount') }),
      );
      await assertSucceeds(getDocs(collection(db, 'posts')));
      await assertSucceeds(getCountFromServer(collection(db, 'contacts')));
    }
  });

  it('refuses the same to a person without a role and to a visitor', async () => {
    for (const db of [as(NOBODY), visitor()]) {
      await assertFails(getCountFromServer(collection(db, 'posts')));
      await assertFails(getCountFromServer(collection(db, 'contacts')));
      await assertFails(getDoc(doc(db, 'contacts', 'c1')));
    }
  });

  it('gives staff no write to leads through these reads', async () => {
    await assertFails(updateDoc(doc(as(ADMIN), 'contacts', 'c1'), { name: 'x' }));
    await assertFails(deleteDoc(doc(as(WRITER), 'posts', 'p1')));
  });
});
