/**
 * The variants function on the local stack: an upload to the Storage emulator fires the
 * Functions emulator's onObjectFinalized trigger, which writes the WebP copies and records
 * them on the images document.
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { imageStoragePath, type ImageFolder } from '@altum/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleImageFinalized, storageDownloadBase, type VariantBucket } from './makeImageVariants';
import { sweepImageVariants } from './retryImageVariants';
import { eventually } from '../testing/eventually';
import { sweepImageVariantsOnce } from '../../../scripts/lib/stack';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
process.env.STORAGE_EMULATOR_HOST ??= 'http://127.0.0.1:9199';

const BUCKET = 'demo-altum.appspot.com';
let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum', storageBucket: BUCKET }, 'image-variants-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const bucket = () => getStorage(app).bucket(BUCKET);
const unique = (name: string) => `${Date.now().toString(36)}-${name}`;

async function upload(path: string, data: Buffer, contentType: string) {
  await bucket().file(path).save(data, { resumable: false, metadata: { contentType } });
}

/** A new upload's document and path, as the upload dialog picks them: the path holds the id. */
function newUpload(folder: ImageFolder, filename: string) {
  const ref = db.collection('images').doc();
  return { ref, path: imageStoragePath(folder, ref.id, filename) };
}

/** The document the upload dialog writes after an upload. */
async function recordUpload(
  { ref, path }: ReturnType<typeof newUpload>,
  data: Buffer,
  contentType: string,
  fileUrl = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/x?alt=media`,
) {
  const [, folder, , filename] = path.split('/');
  await ref.set({
    filename,
    folder,
    storagePath: path,
    fileUrl,
    fileSize: data.length,
    contentType,
    uploadedBy: 'variants-test',
    uploadedAt: FieldValue.serverTimestamp(),
  });
  return ref;
}

const waitForField = (ref: FirebaseFirestore.DocumentReference, field: string) =>
  eventually(
    async () => {
      const snap = await ref.get();
      return snap.get(field) === undefined ? undefined : snap;
    },
    { what: `${field} on ${ref.path}`, timeoutMs: 55_000, everyMs: 500 },
  );

const picture = (width: number, height: number, format: 'png' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#3a465c' } })
    .toFormat(format)
    .toBuffer();

const adminBucket = (): VariantBucket => ({
  name: BUCKET,
  download: async (path) => (await bucket().file(path).download())[0],
  save: async () => {
    throw new Error('not expected to write');
  },
});

// The Functions emulator may still be busy with earlier uploads (the seed's pictures, each
// waiting for a document that never comes): allow each test a minute.
describe('makeImageVariants on the emulators', { timeout: 60_000 }, () => {
  let pngPath = '';
  let pngRef: FirebaseFirestore.DocumentReference;

  it('writes 480, 960 and 1600 px WebP copies of a PNG and records them', async () => {
    const data = await picture(2000, 1000);
    const wide = newUpload('blog', unique('wide.png'));
    pngPath = wide.path;
    await upload(pngPath, data, 'image/png');
    pngRef = await recordUpload(wide, data, 'image/png');

    const snap = await waitForField(pngRef, 'variants');
    expect(snap.get('width')).toBe(2000);
    expect(snap.get('height')).toBe(1000);
    const variants = snap.get('variants') as { width: number; url: string }[];
    expect(variants.map((variant) => variant.width)).toEqual([480, 960, 1600]);
    for (const variant of variants) {
      const response = await fetch(variant.url);
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', variant.width]);
    }
    // Its own outputs fire the trigger too, and are ignored: no copies of copies.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const copies = `${pngPath.replace('blog-images/', 'blog-images/variants/')}/`;
    const [files] = await bucket().getFiles({ prefix: copies });
    expect(files.map((file) => file.name).sort()).toEqual(
      [480, 960, 1600].map((w) => `${copies}${w}.webp`).sort(),
    );
  });

  it('is idempotent: a repeated event leaves a recorded image alone', async () => {
    expect(
      await handleImageFinalized(
        { name: pngPath, contentType: 'image/png' },
        { db, bucket: adminBucket(), downloadBase: storageDownloadBase() },
      ),
    ).toBe('already-done');
  });

  it('copies the size and variants onto a post that picked the image before they existed', async () => {
    const picked = newUpload('blog', unique('picked.png'));
    const { path } = picked;
    const fileUrl = `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media`;
    const post = db.collection('posts').doc();
    const updatedAt = new Date('2026-05-01T12:00:00Z');
    await post.set({ title: 'Picked early', featuredImageUrl: fileUrl, updatedAt });
    const other = db.collection('posts').doc();
    await other.set({ title: 'Another image', featuredImageUrl: `${fileUrl}&other`, updatedAt });
    const data = await picture(1200, 630);
    await recordUpload(picked, data, 'image/png', fileUrl);
    await upload(path, data, 'image/png');

    const snap = await waitForField(post, 'featuredImageVariants');
    expect([snap.get('featuredImageWidth'), snap.get('featuredImageHeight')]).toEqual([1200, 630]);
    const variants = snap.get('featuredImageVariants') as { width: number; url: string }[];
    expect(variants.map((variant) => variant.width)).toEqual([480, 960]);
    // No one edited the post: its last-saved time stays.
    expect(snap.get('updatedAt').toDate()).toEqual(updatedAt);
    expect((await other.get()).get('featuredImageVariants')).toBeUndefined();
  });

  it('keeps a GIF as it is, recording only its size', async () => {
    const anim = newUpload('gallery', unique('anim.gif'));
    const data = await picture(1200, 600, 'gif');
    await upload(anim.path, data, 'image/gif');
    const ref = await recordUpload(anim, data, 'image/gif');
    const snap = await waitForField(ref, 'width');
    expect([snap.get('width'), snap.get('height'), snap.get('variants')]).toEqual([1200, 600, []]);
  });

  it('gives up quietly on bytes that are no image under an image type', async () => {
    const { path } = newUpload('blog', unique('fake.png'));
    await upload(path, Buffer.from('%PDF-1.7 not an image'), 'image/png');
    expect(
      await handleImageFinalized(
        { name: path, contentType: 'image/png' },
        { db, bucket: adminBucket(), downloadBase: storageDownloadBase() },
      ),
    ).toBe('unreadable');
  });

  it('refuses an image over the pixel limit cleanly: no copies, the original left as it is', async () => {
    // 8000 x 6251 px (over resize.ts's 50 MP) in a few kilobytes: a decompression bomb.
    const bomb = await sharp({
      create: { width: 8000, height: 6251, channels: 3, background: '#e8772e' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const bombUpload = newUpload('blog', unique('bomb.png'));
    const { path } = bombUpload;
    const ref = await recordUpload(bombUpload, bomb, 'image/png');
    await upload(path, bomb, 'image/png');
    // adminBucket() throws on any write: refusing means writing nothing.
    expect(
      await handleImageFinalized(
        { name: path, contentType: 'image/png' },
        { db, bucket: adminBucket(), downloadBase: storageDownloadBase() },
      ),
    ).toBe('too-large');
    const [variants] = await bucket().getFiles({
      prefix: path.replace('blog-images/', 'blog-images/variants/') + '/',
    });
    expect(variants).toEqual([]);
    expect((await ref.get()).get('width')).toBeUndefined();
    expect((await bucket().file(path).exists())[0]).toBe(true);
  });

  it('ignores its own outputs, files outside the library and other types', async () => {
    const deps = { db, bucket: adminBucket(), downloadBase: storageDownloadBase() };
    for (const object of [
      { name: 'blog-images/variants/blog/AbC123/x.png/480.webp', contentType: 'image/webp' },
      { name: 'private/x.png', contentType: 'image/png' },
      { name: 'blog-images/blog/AbC123/x.pdf', contentType: 'application/pdf' },
      { name: 'blog-images/Private/AbC123/x.png', contentType: 'image/png' },
      // From before image ids were in paths: never uploaded again, nothing to make.
      { name: 'blog-images/blog/x.png', contentType: 'image/png' },
    ]) {
      expect(await handleImageFinalized(object, deps)).toBe('ignored');
    }
  });
});

/** What getDownloadURL gives for `path` in the emulator (the token is any). */
const urlOf = (path: string) =>
  `http://127.0.0.1:9199/v0/b/${BUCKET}/o/${encodeURIComponent(path)}?alt=media&token=t`;

describe('makeImageVariants and posts', { timeout: 60_000 }, () => {
  it("rewrites only posts of the record's own file, not of the file its URL names", async () => {
    const mine = newUpload('blog', unique('mine.png'));
    const theirs = newUpload('blog', unique('theirs.png'));
    const victim = db.collection('posts').doc();
    await victim.set({ title: 'Theirs', featuredImageUrl: urlOf(theirs.path) });
    const data = await picture(1000, 500);
    // A record whose URL names another image's file (the rules refuse this; a record from
    // before them, or the Admin SDK, could still hold one).
    const ref = await recordUpload(mine, data, 'image/png', urlOf(theirs.path));
    await upload(mine.path, data, 'image/png');
    await waitForField(ref, 'variants');
    expect((await victim.get()).get('featuredImageVariants')).toBeUndefined();
    expect((await victim.get()).get('featuredImageWidth')).toBeUndefined();
  });
});

/**
 * An upload whose finalize event did nothing: stored under a type the function ignores, then
 * given its image type by a metadata change (which fires no finalize event). Its document,
 * as the upload dialog writes it, is dated `uploadedAt`.
 */
async function uploadMissedByTrigger(name: string, uploadedAt: Date) {
  const missed = newUpload('blog', unique(name));
  const data = await picture(1100, 600);
  await upload(missed.path, data, 'application/octet-stream');
  await bucket().file(missed.path).setMetadata({ contentType: 'image/png' });
  const ref = await recordUpload(missed, data, 'image/png', urlOf(missed.path));
  await ref.update({ uploadedAt: Timestamp.fromDate(uploadedAt) });
  return ref;
}

const realBucket = (): VariantBucket => ({
  name: BUCKET,
  download: async (path) => (await bucket().file(path).download())[0],
  save: (path, data, { contentType, token }) =>
    bucket()
      .file(path)
      .save(data, {
        resumable: false,
        metadata: { contentType, metadata: { firebaseStorageDownloadTokens: token } },
      }),
});

describe('sweepImageVariants', { timeout: 90_000 }, () => {
  it('makes the variants of an image its event missed, once it is an hour old', async () => {
    const ref = await uploadMissedByTrigger('missed.png', new Date());
    const deps = { db, bucket: realBucket(), downloadBase: storageDownloadBase() };
    // Fresh: its own event may still come, so the sweep leaves it.
    const fresh = await sweepImageVariants(deps);
    expect(fresh.swept.map((item) => item.id)).not.toContain(ref.id);
    expect((await ref.get()).get('width')).toBeUndefined();

    const later = await sweepImageVariants(deps, Date.now() + 61 * 60_000);
    expect(later.swept.find((item) => item.id === ref.id)?.outcome).toEqual({
      recorded: ref.id,
      widths: [480, 960],
      posts: 0,
    });
    const snap = await ref.get();
    expect([snap.get('width'), snap.get('height')]).toEqual([1100, 600]);
  });

  it("runs as the local stack's scheduled round, as Cloud Scheduler runs it in production", async () => {
    const ref = await uploadMissedByTrigger('looped.png', new Date(Date.now() - 2 * 3600_000));
    // The HTTP twin `npm start`'s rounds call: the test stack runs no rounds of its own.
    await sweepImageVariantsOnce();
    const snap = await waitForField(ref, 'variants');
    expect((snap.get('variants') as { width: number }[]).map((v) => v.width)).toEqual([480, 960]);
  });

  it('marks an image it cannot make variants of, and does not try it again', async () => {
    const { ref: docRef, path } = newUpload('blog', unique('broken.png'));
    await upload(path, Buffer.from('%PDF-1.7 not an image'), 'image/png');
    const ref = await recordUpload(
      { ref: docRef, path },
      Buffer.from('x'),
      'image/png',
      urlOf(path),
    );
    await ref.update({ uploadedAt: Timestamp.fromDate(new Date(Date.now() + 3600_000)) });
    const deps = { db, bucket: adminBucket(), downloadBase: storageDownloadBase() };
    const first = await sweepImageVariants(deps, Date.now() + 2 * 3600_000 + 60_000);
    expect(first.swept.find((item) => item.id === ref.id)?.outcome).toBe('unreadable');
    expect((await ref.get()).get('variantsSkipped')).toBe('unreadable');
    const second = await sweepImageVariants(deps, Date.now() + 2 * 3600_000 + 60_000);
    expect(second.swept.map((item) => item.id)).not.toContain(ref.id);
  });
});
