/**
 * A lead's photos go with it: deleting contacts/{leadId} on the local stack fires
 * deleteLeadPhotos, which empties lead-photos/{leadId}/ and lead-photo-copies/{leadId}/.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { leadPhotoFolders, leadPhotoPath } from '@altum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainImage } from './photoFixtures';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
process.env.STORAGE_EMULATOR_HOST ??= 'http://127.0.0.1:9199';

const BUCKET = 'demo-altum.appspot.com';
let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum', storageBucket: BUCKET }, 'lead-photos-delete');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const bucket = () => getStorage(app).bucket(BUCKET);

async function objectsOf(leadId: string): Promise<string[]> {
  const lists = await Promise.all(
    leadPhotoFolders(leadId).map(async (prefix) => (await bucket().getFiles({ prefix }))[0]),
  );
  return lists.flat().map((file) => file.name);
}

const waitFor = <T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 90_000) =>
  eventually(read, { what, timeoutMs, everyMs: 500 });

/** A lead with two photos, uploaded and made into copies by processLeadPhoto. */
async function leadWithPhotos() {
  const ref = db.collection('contacts').doc();
  await ref.set({
    name: 'Maria Lopez',
    email: `maria-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '(713) 555-0123',
    address: '12 Oak St, Houston, TX 77339',
    service: 'storm-damage',
    timeline: 'week',
    message: 'Shingles missing after the storm.',
    photoCount: 2,
    createdAt: FieldValue.serverTimestamp(),
  });
  const photo = await plainImage(900, 600, 'jpeg');
  for (const n of [0, 1])
    await bucket()
      .file(leadPhotoPath(ref.id, n))
      .save(photo, { resumable: false, metadata: { contentType: 'image/jpeg' } });
  // Both photos and their 4 copies.
  await waitFor(
    async () => ((await objectsOf(ref.id)).length === 6 ? true : undefined),
    `the photos of ${ref.id} processed`,
  );
  await waitFor(
    async () =>
      Object.keys(((await ref.get()).get('photos') as object | undefined) ?? {}).length === 2
        ? true
        : undefined,
    `the photos of ${ref.id} recorded`,
  );
  // And the originals re-encoded, the function's last write.
  await waitFor(async () => {
    const metas = await Promise.all(
      [0, 1].map(async (n) => (await bucket().file(leadPhotoPath(ref.id, n)).getMetadata())[0]),
    );
    return metas.every((meta) => meta.metadata?.['verified'] === 'true') ? true : undefined;
  }, `the originals of ${ref.id} re-encoded`);
  return ref;
}

describe('deleteLeadPhotos on the emulators', { timeout: 180_000 }, () => {
  it("deletes a deleted lead's photos and their copies, and no other lead's", async () => {
    const [gone, kept] = [await leadWithPhotos(), await leadWithPhotos()];
    expect((await objectsOf(gone.id)).sort()).toEqual(
      [
        `lead-photos/${gone.id}/0`,
        `lead-photos/${gone.id}/1`,
        `lead-photo-copies/${gone.id}/0/large.webp`,
        `lead-photo-copies/${gone.id}/0/thumb.webp`,
        `lead-photo-copies/${gone.id}/1/large.webp`,
        `lead-photo-copies/${gone.id}/1/thumb.webp`,
      ].sort(),
    );
    await gone.delete();
    await waitFor(
      async () => ((await objectsOf(gone.id)).length === 0 ? true : undefined),
      `the photos of ${gone.id} deleted`,
    );
    expect(await objectsOf(kept.id)).toHaveLength(6);
  });
});
