/**
 * An admin's CSV of leads, exports/{uid}/{exportId}.csv (storage.rules): admins read any
 * export; writers, visitors and former staff read none; nobody lists; no client writes or
 * deletes one. The function's per-admin counter (leadExportBounds, firestore.rules' default)
 * is closed to clients.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  uploadBytes,
  type StorageReference,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

/** A bucket of the tests' own: the rules hold for every bucket. */
const BUCKET = 'gs://demo-altum-rules-tests';
const OWN = 'exports/admin-1/first.csv';
const OTHERS = 'exports/admin-2/second.csv';
const csv = new TextEncoder().encode('\uFEFF"Name"\r\n"Maria"');
const asCsv = { contentType: 'text/csv; charset=utf-8' };

async function clearBucket(): Promise<void> {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const clear = async (folder: StorageReference): Promise<void> => {
      const { items, prefixes } = await listAll(folder);
      await Promise.all([...items.map((item) => deleteObject(item)), ...prefixes.map(clear)]);
    };
    await clear(ref(ctx.storage(BUCKET)));
  });
}

beforeAll(async () => {
  env = await startRulesEnvironment({ storage: true });
});
beforeEach(async () => {
  await clearFirestore(env);
  await clearBucket();
  await seedRoles(env, {
    'admin-1': 'admin',
    'admin-2': 'admin',
    'writer-1': 'writer',
    'former-staff': 'former',
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const path of [OWN, OTHERS, 'exports-elsewhere/admin-1/x.csv'])
      await uploadBytes(ref(ctx.storage(BUCKET), path), csv, asCsv);
  });
});
afterAll(() => env.cleanup());

const storageAs = (uid: string | null) =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).storage(BUCKET);

describe('Storage rules: lead exports', () => {
  it('are read by an admin, their own and another admin’s', async () => {
    for (const path of [OWN, OTHERS]) {
      await assertSucceeds(getBytes(ref(storageAs('admin-1'), path)));
      await assertSucceeds(getMetadata(ref(storageAs('admin-1'), path)));
    }
  });

  it('are read by nobody else: not a writer, a visitor, a stranger or former staff', async () => {
    for (const uid of ['writer-1', null, 'stranger', 'former-staff']) {
      await assertFails(getBytes(ref(storageAs(uid), OWN)));
      await assertFails(getMetadata(ref(storageAs(uid), OWN)));
    }
  });

  it('open no other path: a folder beside them stays closed to admins', async () => {
    await assertFails(getBytes(ref(storageAs('admin-1'), 'exports-elsewhere/admin-1/x.csv')));
    await assertFails(getBytes(ref(storageAs('admin-1'), 'exports/admin-1/deeper/x.csv')));
  });

  it('are listed by nobody, and written or deleted by no client', async () => {
    for (const uid of [null, 'writer-1', 'admin-1']) {
      await assertFails(listAll(ref(storageAs(uid), 'exports/admin-1')));
      await assertFails(listAll(ref(storageAs(uid), 'exports')));
      await assertFails(uploadBytes(ref(storageAs(uid), 'exports/admin-1/new.csv'), csv, asCsv));
      await assertFails(uploadBytes(ref(storageAs(uid), OWN), csv, asCsv));
      await assertFails(deleteObject(ref(storageAs(uid), OWN)));
    }
  });

  it('are counted by the function alone: no client reads or writes the counter', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      setDoc(doc(ctx.firestore(), 'leadExportBounds/admin-1'), { count: 1 }),
    );
    for (const uid of ['admin-1', 'writer-1', null]) {
      const db = (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).firestore();
      await assertFails(getDoc(doc(db, 'leadExportBounds/admin-1')));
      await assertFails(setDoc(doc(db, 'leadExportBounds/admin-1'), { count: 0 }));
    }
  });
});
