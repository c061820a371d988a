/**
 * Photos sent with a request: storage.rules on lead-photos/{leadId}/{n} and lead-photo-copies/,
 * with the lead read from Firestore by the rules (firestore.get).
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  LEAD_PHOTO_MAX_BYTES,
  LEAD_PHOTO_TYPES,
  LEAD_PHOTO_UPLOAD_WINDOW_MS,
  leadPhotoCopyPath,
  leadPhotoPath,
  MAX_LEAD_PHOTOS,
} from '@altum/domain';
import { collection, doc, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type StorageReference,
} from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { clearFirestore, firestoreAs, lead, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

/**
 * A bucket of the tests' own: the rules hold for every bucket, and uploads to the default
 * one would start the photo function.
 */
const BUCKET = 'gs://demo-altum-rules-tests';

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
  await seedRoles(env, { 'writer-1': 'writer', 'admin-1': 'admin', 'former-staff': 'former' });
});
afterAll(() => env.cleanup());

const HOUR = 60 * 60 * 1000;
/** The first bytes of a JPEG: the rules see only the declared type and the size. */
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

/** A stored lead, as the form left it `ageMs` ago (the rules off: its createdAt is set). */
async function storedLead(id: string, fields: { photoCount?: number; ageMs?: number } = {}) {
  const { photoCount, ageMs = 60_000 } = fields;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'contacts', id), {
      ...lead(),
      ...(photoCount === undefined ? {} : { photoCount }),
      createdAt: Timestamp.fromMillis(Date.now() - ageMs),
    });
  });
}

const storageAs = (uid: string | null) =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).storage(BUCKET);

/** The homeowner's device: signed out, photo n of the lead. */
const sendPhoto = (
  leadId: string,
  n: number | string,
  { data = jpeg, contentType = 'image/jpeg' }: { data?: Uint8Array; contentType?: string } = {},
) => uploadBytes(ref(storageAs(null), `lead-photos/${leadId}/${n}`), data, { contentType });

/** Puts an object in place with the rules off, as the device or the function left it. */
const existing = (path: string) =>
  env.withSecurityRulesDisabled(async (ctx) => {
    await uploadBytes(ref(ctx.storage(BUCKET), path), jpeg, { contentType: 'image/jpeg' });
  });

describe('Storage rules: photos sent with a request', () => {
  it('keeps the numbers of storage.rules equal to domain/src/lead/photos.ts', () => {
    const rules = readFileSync(join(repoRoot, 'storage.rules'), 'utf8');
    expect(LEAD_PHOTO_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(rules).toContain('request.resource.size <= 2 * 1024 * 1024');
    expect(LEAD_PHOTO_UPLOAD_WINDOW_MS).toBe(24 * HOUR);
    expect(rules).toContain("request.time - duration.value(24, 'h')");
    // One digit for n: photos 0 to 9.
    expect(MAX_LEAD_PHOTOS).toBe(10);
    expect(rules).toContain("n.matches('[0-9]')");
  });

  it('takes the photos of a lead the device has just saved, through the rules', async () => {
    const db = firestoreAs(env, null);
    const leadRef = doc(collection(db, 'contacts'));
    await assertSucceeds(setDoc(leadRef, { ...lead(), photoCount: 2 }));
    await assertSucceeds(
      uploadBytes(ref(storageAs(null), leadPhotoPath(leadRef.id, 0)), jpeg, {
        contentType: 'image/jpeg',
      }),
    );
    await assertSucceeds(sendPhoto(leadRef.id, 1, { contentType: 'image/webp' }));
  });

  it('refuses a photo for a lead that is not there', async () => {
    await storedLead('lead-here', { photoCount: 3 });
    await assertFails(sendPhoto('lead-missing', 0));
    await assertFails(sendPhoto('AbCdEfGhIjKlMnOpQrSt', 0));
    await assertSucceeds(sendPhoto('lead-here', 0));
  });

  it('refuses photos for a lead over a day old, and takes them just under', async () => {
    await storedLead('lead-old', { photoCount: 3, ageMs: 24 * HOUR + 60_000 });
    await storedLead('lead-fresh', { photoCount: 3, ageMs: 24 * HOUR - 60_000 });
    await assertFails(sendPhoto('lead-old', 0));
    await assertSucceeds(sendPhoto('lead-fresh', 0));
  });

  it('takes photos 0 to photoCount - 1 only, never an 11th', async () => {
    await storedLead('lead-3', { photoCount: 3 });
    await storedLead('lead-10', { photoCount: 10 });
    await storedLead('lead-none');
    await assertSucceeds(sendPhoto('lead-3', 2));
    await assertFails(sendPhoto('lead-3', 3));
    for (let n = 0; n < MAX_LEAD_PHOTOS; n++) await assertSucceeds(sendPhoto('lead-10', n));
    // Photo 11 (n = 10), and names that are no photo number.
    await assertFails(sendPhoto('lead-10', 10));
    for (const odd of ['01', '-1', 'a', '1.0', '0 ']) await assertFails(sendPhoto('lead-10', odd));
    await assertFails(
      uploadBytes(ref(storageAs(null), 'lead-photos/lead-10/0/extra'), jpeg, {
        contentType: 'image/jpeg',
      }),
    );
    // A lead that said it brings no photos takes none.
    await assertFails(sendPhoto('lead-none', 0));
  });

  it('takes photo types only (LEAD_PHOTO_TYPES): no TIFF, SVG or other image', async () => {
    await storedLead('lead-types', { photoCount: 10 });
    await assertSucceeds(sendPhoto('lead-types', 0, { contentType: 'image/jpeg' }));
    await assertSucceeds(sendPhoto('lead-types', 1, { contentType: 'image/webp' }));
    await assertSucceeds(sendPhoto('lead-types', 2, { contentType: 'image/heic' }));
    for (const [n, contentType] of [
      [3, 'application/pdf'],
      [4, 'text/html'],
      [5, 'application/octet-stream'],
      [6, 'video/mp4'],
      [7, 'image/tiff'],
      [8, 'image/svg+xml'],
      [9, 'image/jpeg2'],
    ] as const)
      await assertFails(sendPhoto('lead-types', n, { contentType }));
  });

  it('holds the same photo types as the domain, type for type', () => {
    const rules = readFileSync(join(repoRoot, 'storage.rules'), 'utf8');
    const listed = rules.match(/contentType\.matches\('image\/\(([a-z0-9|]+)\)'\)/)?.[1];
    expect(listed?.split('|').map((type) => `image/${type}`)).toEqual([...LEAD_PHOTO_TYPES]);
  });

  it('takes exactly 2 MB and refuses 2 MB + 1 byte', async () => {
    await storedLead('lead-size', { photoCount: 2 });
    await assertFails(sendPhoto('lead-size', 1, { data: new Uint8Array(2 * 1024 * 1024 + 1) }));
    await assertSucceeds(sendPhoto('lead-size', 0, { data: new Uint8Array(2 * 1024 * 1024) }));
  });

  it('never overwrites a photo, nor changes its metadata', async () => {
    await storedLead('lead-once', { photoCount: 2 });
    await assertSucceeds(sendPhoto('lead-once', 0));
    await assertFails(sendPhoto('lead-once', 0));
    await assertFails(
      uploadBytes(ref(storageAs('admin-1'), leadPhotoPath('lead-once', 0)), jpeg, {
        contentType: 'image/jpeg',
      }),
    );
    await assertFails(
      updateMetadata(ref(storageAs(null), leadPhotoPath('lead-once', 0)), {
        contentType: 'image/webp',
      }),
    );
  });

  const photoFiles = [
    leadPhotoPath('lead-seen', 0),
    leadPhotoCopyPath('lead-seen', 0, 'thumb'),
    leadPhotoCopyPath('lead-seen', 0, 'large'),
  ];

  it('never lets a visitor read, list or delete photos or their copies', async () => {
    for (const path of photoFiles) await existing(path);
    const visitor = storageAs(null);
    for (const path of photoFiles) {
      await assertFails(getBytes(ref(visitor, path)));
      await assertFails(getMetadata(ref(visitor, path)));
      await assertFails(deleteObject(ref(visitor, path)));
    }
    await assertFails(listAll(ref(visitor, 'lead-photos/lead-seen')));
    await assertFails(listAll(ref(visitor, 'lead-photo-copies/lead-seen/0')));
    await assertFails(listAll(ref(visitor, 'lead-photos')));
    // Signed in without a role, or a role taken away: no more than a visitor.
    for (const uid of ['stranger', 'former-staff']) {
      await assertFails(getBytes(ref(storageAs(uid), photoFiles[0] ?? '')));
      await assertFails(listAll(ref(storageAs(uid), 'lead-photo-copies/lead-seen/0')));
    }
  });

  it('lets staff read and list photos and their copies, and delete nothing', async () => {
    for (const path of photoFiles) await existing(path);
    for (const uid of ['writer-1', 'admin-1']) {
      const staff = storageAs(uid);
      for (const path of photoFiles) await assertSucceeds(getBytes(ref(staff, path)));
      const photos = await assertSucceeds(listAll(ref(staff, 'lead-photos/lead-seen')));
      expect(photos.items.map((item) => item.fullPath)).toEqual([photoFiles[0]]);
      const copies = await assertSucceeds(listAll(ref(staff, 'lead-photo-copies/lead-seen/0')));
      expect(copies.items.map((item) => item.fullPath).sort()).toEqual(
        [photoFiles[2], photoFiles[1]].sort(),
      );
      for (const path of photoFiles) await assertFails(deleteObject(ref(staff, path)));
    }
  });

  it('lets nobody but the functions write the copies', async () => {
    await storedLead('lead-copies', { photoCount: 2 });
    for (const uid of [null, 'writer-1', 'admin-1'])
      await assertFails(
        uploadBytes(ref(storageAs(uid), leadPhotoCopyPath('lead-copies', 0, 'thumb')), jpeg, {
          contentType: 'image/webp',
        }),
      );
  });
});
