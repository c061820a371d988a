/**
 * The cells of (collection x who x operation) that the other rules suites leave without an
 * allow or a deny test: leads and receipts for signed-in people with and without a role, the
 * confirmation caps (only the e-mail function writes them), roles and profiles of someone
 * else, slug reservations for visitors, and image updates. Each cell says who may and who
 * may not, against the same seeded data.
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
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment, lead } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const WHO = ['visitor', 'signed-in', 'writer', 'admin'] as const;
type Who = (typeof WHO)[number];

/** The uid of each kind of person; a visitor has none. */
const UID: Record<Who, string | null> = {
  visitor: null,
  'signed-in': 'nora',
  writer: 'wes',
  admin: 'ada',
};
/** Someone else, whose role and profile the others try to change. */
const OTHER = 'otis';

const dbOf = (who: Who): Firestore => {
  const uid = UID[who];
  return firestoreAs(env, uid, uid ? `${uid}@altum-roofing.test` : undefined);
};
const uidOf = (who: Who) => UID[who] ?? 'nobody';

const LEAD_ID = 'AbCdEfGhIjKlMnOpQrSt';
const CAP_ID = '3f2a9c_2026-11-24';

const profileOf = (uid: string) => ({
  email: `${uid}@altum-roofing.test`,
  fullName: `Name ${uid}`,
  avatarUrl: null,
});

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { wes: 'writer', ada: 'admin', [OTHER]: 'writer' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (const uid of ['nora', 'wes', 'ada', OTHER]) {
      await setDoc(doc(db, 'profiles', uid), profileOf(uid));
    }
    await setDoc(doc(db, 'contacts', LEAD_ID), { ...lead(), createdAt: Timestamp.now() });
    await setDoc(doc(db, 'leadReceipts', LEAD_ID), { status: 'sent', confirmation: 'sent' });
    // What the lead e-mail function keeps per mailbox and day (Admin SDK, past the rules).
    await setDoc(doc(db, 'confirmationCaps', CAP_ID), { count: 1 });
    // A reservation whose post is gone: staff may release it, so a refusal is about who asks.
    await setDoc(doc(db, 'postSlugs', 'stale'), { postId: 'gone' });
    await setDoc(doc(db, 'images', 'stored'), {
      filename: 'roof.png',
      folder: 'blog',
      storagePath: 'blog-images/blog/stored/roof.png',
      fileUrl: 'https://cdn.test/roof.png',
      fileSize: 1234,
      contentType: 'image/png',
      uploadedBy: 'wes',
      uploadedAt: Timestamp.now(),
    });
  });
});

type Attempt = (db: Firestore, who: Who) => Promise<unknown>;
type Cell = readonly [operation: string, attempt: Attempt, allowed: readonly Who[]];

/** Runs each operation as each kind of person: allowed for those listed, refused for the rest. */
function matrix(name: string, cells: readonly Cell[]) {
  describe(name, () => {
    for (const [operation, attempt, allowed] of cells) {
      for (const who of WHO) {
        const expected = allowed.includes(who);
        it(`${operation}: ${expected ? 'allowed' : 'refused'} for ${who}`, async () => {
          const result = attempt(dbOf(who), who);
          await (expected ? assertSucceeds(result) : assertFails(result));
        });
      }
    }
  });
}

const STAFF = ['writer', 'admin'] as const;

matrix('contacts', [
  ['create a well-formed lead', (db) => setDoc(doc(collection(db, 'contacts')), lead()), WHO],
  ['get a lead', (db) => getDoc(doc(db, 'contacts', LEAD_ID)), STAFF],
  ['list leads', (db) => getDocs(collection(db, 'contacts')), STAFF],
  [
    'record a follow-up',
    (db, who) =>
      updateDoc(doc(db, 'contacts', LEAD_ID), {
        status: 'contacted',
        note: 'Called back.',
        updatedAt: serverTimestamp(),
        updatedBy: uidOf(who),
        // The lead's first contact: recorded with it (leadAlerts.test.ts).
        firstContactAt: serverTimestamp(),
        firstContactBy: uidOf(who),
      }),
    STAFF,
  ],
  [
    'change the homeowner’s name',
    (db) => updateDoc(doc(db, 'contacts', LEAD_ID), { name: 'X' }),
    [],
  ],
  ['delete a lead', (db) => deleteDoc(doc(db, 'contacts', LEAD_ID)), ['admin']],
]);

matrix('leadReceipts', [
  ['get a receipt by its lead id', (db) => getDoc(doc(db, 'leadReceipts', LEAD_ID)), WHO],
  ['list receipts', (db) => getDocs(collection(db, 'leadReceipts')), []],
  ['create a receipt', (db) => setDoc(doc(db, 'leadReceipts', 'other'), { status: 'sent' }), []],
  [
    'change a receipt',
    (db) => updateDoc(doc(db, 'leadReceipts', LEAD_ID), { status: 'failed' }),
    [],
  ],
  ['delete a receipt', (db) => deleteDoc(doc(db, 'leadReceipts', LEAD_ID)), []],
]);

// Only the e-mail function (Admin SDK) reads and writes the caps: no browser, staff included.
matrix('confirmationCaps', [
  ['get a cap', (db) => getDoc(doc(db, 'confirmationCaps', CAP_ID)), []],
  ['list caps', (db) => getDocs(collection(db, 'confirmationCaps')), []],
  ['create a cap', (db) => setDoc(doc(db, 'confirmationCaps', 'x_2026-11-24'), { count: 0 }), []],
  ['raise a cap', (db) => updateDoc(doc(db, 'confirmationCaps', CAP_ID), { count: 0 }), []],
  ['delete a cap', (db) => deleteDoc(doc(db, 'confirmationCaps', CAP_ID)), []],
]);

matrix('roles of someone else', [
  ['get', (db) => getDoc(doc(db, 'roles', OTHER)), STAFF],
  ['update', (db) => updateDoc(doc(db, 'roles', OTHER), { admin: true }), ['admin']],
  ['delete', (db) => deleteDoc(doc(db, 'roles', OTHER)), ['admin']],
]);

matrix('profiles', [
  ['get someone else’s', (db) => getDoc(doc(db, 'profiles', OTHER)), STAFF],
  [
    'update someone else’s',
    (db) => updateDoc(doc(db, 'profiles', OTHER), { fullName: 'Renamed' }),
    [],
  ],
  ['create one for someone else', (db) => setDoc(doc(db, 'profiles', 'new'), profileOf('new')), []],
  [
    'update one’s own',
    (db, who) => updateDoc(doc(db, 'profiles', uidOf(who)), { fullName: 'Own Name' }),
    ['signed-in', ...STAFF],
  ],
  ['delete someone else’s', (db) => deleteDoc(doc(db, 'profiles', OTHER)), []],
]);

matrix('postSlugs', [
  ['get a reservation', (db) => getDoc(doc(db, 'postSlugs', 'stale')), STAFF],
  // Reservations are looked up by slug, never listed.
  ['list reservations', (db) => getDocs(collection(db, 'postSlugs')), []],
  [
    'reserve a slug for a post that does not use it',
    (db) => setDoc(doc(db, 'postSlugs', 'free'), { postId: 'gone' }),
    [],
  ],
  [
    'hand a stale reservation to a post that does not use it',
    (db) => setDoc(doc(db, 'postSlugs', 'stale'), { postId: 'other' }),
    [],
  ],
  ['release a stale reservation', (db) => deleteDoc(doc(db, 'postSlugs', 'stale')), STAFF],
]);

// Width, height and variants come from the makeImageVariants function, never a browser.
matrix('images', [
  ['get', (db) => getDoc(doc(db, 'images', 'stored')), WHO],
  ['update', (db) => updateDoc(doc(db, 'images', 'stored'), { filename: 'other.png' }), []],
  [
    'update with a variant',
    (db) => updateDoc(doc(db, 'images', 'stored'), { variants: [], width: 10, height: 10 }),
    [],
  ],
  ['delete', (db) => deleteDoc(doc(db, 'images', 'stored')), ['admin']],
]);
