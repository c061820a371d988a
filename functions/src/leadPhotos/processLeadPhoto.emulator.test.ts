/**
 * The photo function on the local stack: hand-made uploads (the Admin SDK, past the rules, as
 * a script could send bytes the rules cannot see) to the Storage emulator fire the Functions
 * emulator's onObjectFinalized trigger.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { leadPhotoCopyPath, leadPhotoPath } from '@altum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriedMetadata, phonePhoto, plainImage } from './photoFixtures';
import { adminPhotoBucket } from './photoBucket';
import { handleLeadPhotoFinalized, type RecordedLeadPhoto } from './processLeadPhoto';
import { eventually } from '../testing/eventually';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
process.env.STORAGE_EMULATOR_HOST ??= 'http://127.0.0.1:9199';

const BUCKET = 'demo-altum.appspot.com';
let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum', storageBucket: BUCKET }, 'lead-photos-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const file = (path: string) => getStorage(app).bucket(BUCKET).file(path);
const exists = async (path: string) => (await file(path).exists())[0];
const bytesOf = async (path: string) => (await file(path).download())[0];

const NO_METADATA = {
  exif: false,
  gps: false,
  icc: false,
  xmp: false,
  orientation: undefined,
  markers: [],
};

/** A lead as the form leaves it, with the number of photos it announced. */
async function newLead(photoCount: number) {
  const ref = db.collection('contacts').doc();
  await ref.set({
    name: 'Maria Lopez',
    email: `maria-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '(713) 555-0123',
    address: '12 Oak St, Houston, TX 77339',
    service: 'storm-damage',
    timeline: 'week',
    message: 'Shingles missing after the storm.',
    photoCount,
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref;
}

async function upload(path: string, data: Buffer, contentType: string, custom = {}) {
  await file(path).save(data, { resumable: false, metadata: { contentType, metadata: custom } });
}

const waitFor = <T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 90_000) =>
  eventually(read, { what, timeoutMs, everyMs: 500 });

const recordOf = (ref: FirebaseFirestore.DocumentReference, n: number) =>
  waitFor(
    async () => (await ref.get()).get(`photos.${n}`) as RecordedLeadPhoto | undefined,
    `photo ${n} recorded on ${ref.id}`,
  );

const goneAt = (path: string) =>
  waitFor(async () => ((await exists(path)) ? undefined : true), `${path} deleted`);

// A cold functions worker takes a while on a busy machine: each test has two minutes.
describe('processLeadPhoto on the emulators', { timeout: 120_000 }, () => {
  let lead: FirebaseFirestore.DocumentReference;
  let record: RecordedLeadPhoto;

  it('strips a hand-made upload carrying EXIF GPS, and records its copies on the lead', async () => {
    lead = await newLead(3);
    const photo = await phonePhoto(4000, 3000);
    expect((await carriedMetadata(photo)).gps).toBe(true);
    await upload(leadPhotoPath(lead.id, 0), photo, 'image/jpeg');

    record = await recordOf(lead, 0);
    expect(record).toMatchObject({
      thumbPath: leadPhotoCopyPath(lead.id, 0, 'thumb'),
      largePath: leadPhotoCopyPath(lead.id, 0, 'large'),
      // Stored sideways with orientation 6: upright, within 2048 px.
      width: 1536,
      height: 2048,
    });
    expect(record.at).toBeInstanceOf(Timestamp);
    // The record comes before the original's re-encode: wait for that write too.
    const [meta] = await waitFor(async () => {
      const found = await file(leadPhotoPath(lead.id, 0)).getMetadata();
      return found[0].metadata?.['verified'] === 'true' ? found : undefined;
    }, 'the re-encoded original');
    expect(Number(meta.size)).toBe(record.bytes);
    expect(meta.contentType).toBe('image/jpeg');

    const original = await bytesOf(leadPhotoPath(lead.id, 0));
    expect(await carriedMetadata(original)).toEqual(NO_METADATA);
    const stored = await sharp(original).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 1536, 2048]);
    for (const [path, size] of [
      [record.thumbPath, [240, 320]],
      [record.largePath, [1200, 1600]],
    ] as const) {
      const copy = await bytesOf(path);
      expect(await carriedMetadata(copy)).toEqual(NO_METADATA);
      const copyMeta = await sharp(copy).metadata();
      expect([copyMeta.format, copyMeta.width, copyMeta.height]).toEqual(['webp', ...size]);
    }
  });

  it('does not loop on its own write, and a rerun changes nothing', async () => {
    const path = leadPhotoPath(lead.id, 0);
    const [before] = await file(path).getMetadata();
    const [thumbBefore] = await file(record.thumbPath).getMetadata();
    // Time for the re-encoded original's own event (and any loop it could start) to run.
    await new Promise((resolve) => setTimeout(resolve, 8000));
    const deps = { db, bucket: adminPhotoBucket(BUCKET) };
    // The upload's event delivered again, and the re-encode's.
    expect(await handleLeadPhotoFinalized(path, deps)).toBe('already-done');
    expect(await handleLeadPhotoFinalized(path, deps)).toBe('already-done');
    const [after] = await file(path).getMetadata();
    const [thumbAfter] = await file(record.thumbPath).getMetadata();
    expect(after.generation).toBe(before.generation);
    expect(thumbAfter.generation).toBe(thumbBefore.generation);
    const now = (await lead.get()).get('photos.0') as RecordedLeadPhoto;
    expect(now.at.isEqual(record.at)).toBe(true);
    expect(Object.keys((await lead.get()).get('photos') as object)).toEqual(['0']);
  });

  it('does not trust a mark an upload brings along: it checks the photo all the same', async () => {
    const path = leadPhotoPath(lead.id, 1);
    await upload(path, await phonePhoto(1200, 900), 'image/jpeg', { verified: 'true' });
    const forged = await recordOf(lead, 1);
    expect([forged.width, forged.height]).toEqual([900, 1200]);
    await waitFor(async () => {
      const [meta] = await file(path).getMetadata();
      return Number(meta.size) === forged.bytes ? true : undefined;
    }, 'the re-encoded original');
    expect(await carriedMetadata(await bytesOf(path))).toEqual(NO_METADATA);
  });

  it('deletes bytes that are no image, whatever type they were sent as', async () => {
    const path = leadPhotoPath(lead.id, 2);
    await upload(path, Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\n'), 'image/jpeg');
    await goneAt(path);
    expect(await exists(leadPhotoCopyPath(lead.id, 2, 'thumb'))).toBe(false);
    expect(await exists(leadPhotoCopyPath(lead.id, 2, 'large'))).toBe(false);
    expect((await lead.get()).get('photos.2')).toBeUndefined();
  });

  it('deletes an upload for a lead that is not there', async () => {
    const missing = db.collection('contacts').doc().id;
    const path = leadPhotoPath(missing, 0);
    await upload(path, await plainImage(800, 600, 'webp'), 'image/webp');
    await goneAt(path);
    expect(await exists(leadPhotoCopyPath(missing, 0, 'thumb'))).toBe(false);
    expect((await db.doc(`contacts/${missing}`).get()).exists).toBe(false);
  });

  it('leaves no download token on the photo or its copies, even one the upload had', async () => {
    // A browser's upload gets a token from Storage (the emulator and production add one):
    // staff read the photos through the SDK under the rules, never by a lasting link.
    const tokened = await newLead(1);
    const path = leadPhotoPath(tokened.id, 0);
    await upload(path, await plainImage(900, 600, 'jpeg'), 'image/jpeg', {
      firebaseStorageDownloadTokens: 'a-token-from-the-upload',
    });
    const [uploaded] = await file(path).getMetadata();
    expect(uploaded.metadata?.['firebaseStorageDownloadTokens']).toBe('a-token-from-the-upload');
    const done = await recordOf(tokened, 0);
    await waitFor(async () => {
      const [meta] = await file(path).getMetadata();
      return meta.metadata?.['verified'] === 'true' ? true : undefined;
    }, 'the re-encoded original');
    for (const each of [path, done.thumbPath, done.largePath]) {
      const [meta] = await file(each).getMetadata();
      expect(meta.metadata?.['firebaseStorageDownloadTokens'], each).toBeUndefined();
    }
  });

  it('leaves alone what is no upload of a photo', async () => {
    const deps = { db, bucket: adminPhotoBucket(BUCKET) };
    for (const path of [
      leadPhotoCopyPath(lead.id, 0, 'thumb'),
      `lead-photos/${lead.id}/10`,
      `lead-photos/${lead.id}/0/extra`,
      'blog-images/blog/AbC123/roof.png',
    ])
      expect(await handleLeadPhotoFinalized(path, deps)).toBe('ignored');
  });
});
