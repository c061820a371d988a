import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { IMAGE_CONTENT_TYPES, IMAGE_FOLDERS, IMAGE_LIMITS, imageStoragePath } from '@altum/domain';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type StorageReference,
  type UploadMetadata,
} from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { clearFirestore, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

/**
 * The rules hold for every bucket (match /b/{bucket}/o). The tests use a bucket of their own:
 * the default bucket fires the makeImageVariants function on each upload, which would only
 * slow the tests down.
 */
const BUCKET = 'gs://demo-altum-rules-tests';

/** Deletes every object of the test bucket (the SDK's clearStorage stops at the top level). */
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

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pdf = new TextEncoder().encode('%PDF-1.7\n');
const CACHE = IMAGE_LIMITS.cacheControl;

const storageAs = (uid: string | null) =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).storage(BUCKET);

const upload = (
  uid: string | null,
  path: string,
  data: Uint8Array = png,
  metadata: UploadMetadata = { contentType: 'image/png', cacheControl: CACHE },
) => uploadBytes(ref(storageAs(uid), path), data, metadata);

/** Puts a file in place with the rules off, as if uploaded earlier. */
const existing = (path: string, contentType = 'image/png') =>
  env.withSecurityRulesDisabled(async (ctx) => {
    await uploadBytes(ref(ctx.storage(BUCKET), path), png, { contentType, cacheControl: CACHE });
  });

describe('Storage rules: image uploads', () => {
  it('keeps the folders and types of storage.rules equal to domain/src/images', () => {
    const rules = readFileSync(join(repoRoot, 'storage.rules'), 'utf8');
    expect(rules).toContain(`folder in [${IMAGE_FOLDERS.map((f) => `'${f}'`).join(', ')}]`);
    expect(rules).toContain(
      `contentType in [${IMAGE_CONTENT_TYPES.map((t) => `'${t}'`).join(', ')}]`,
    );
    expect(IMAGE_LIMITS.maxFileSize).toBe(5 * 1024 * 1024);
  });

  it('allows a writer and an admin to upload each accepted type into each folder', async () => {
    for (const [i, folder] of IMAGE_FOLDERS.entries()) {
      const contentType = IMAGE_CONTENT_TYPES[i % IMAGE_CONTENT_TYPES.length];
      await assertSucceeds(
        upload('writer-1', imageStoragePath(folder, 'Ab3dEf6hIj9lMn2pQr5t', 'w.img'), png, {
          contentType,
          cacheControl: CACHE,
        }),
      );
      await assertSucceeds(
        upload('admin-1', imageStoragePath(folder, 'seed-a', 'a.img'), png, {
          contentType,
          cacheControl: CACHE,
        }),
      );
    }
  });

  it('denies visitors, users without a role and users whose roles were removed', async () => {
    await assertFails(upload(null, 'blog-images/blog/img1/roof.png'));
    await assertFails(upload('stranger', 'blog-images/blog/img1/roof.png'));
    await assertFails(upload('former-staff', 'blog-images/blog/img1/roof.png'));
  });

  it('allows exactly 5 MB and denies 5 MB + 1 byte', async () => {
    await assertSucceeds(
      upload('writer-1', 'blog-images/blog/img1/at-limit.png', new Uint8Array(5 * 1024 * 1024)),
    );
    await assertFails(
      upload('writer-1', 'blog-images/blog/img1/big.png', new Uint8Array(5 * 1024 * 1024 + 1)),
    );
  });

  it('denies other declared types; the bytes are checked by the upload dialog', async () => {
    const as = (contentType: string) => ({ contentType, cacheControl: CACHE });
    await assertFails(
      upload('writer-1', 'blog-images/blog/img1/doc.pdf', pdf, as('application/pdf')),
    );
    await assertFails(
      upload('writer-1', 'blog-images/blog/img1/icon.svg', png, as('image/svg+xml')),
    );
    await assertFails(upload('writer-1', 'blog-images/blog/img1/page.png', png, as('text/html')));
    // A disguised file: a PDF named .png whose declared type is PDF is refused by the rules...
    await assertFails(
      upload('writer-1', 'blog-images/blog/img1/fake.png', pdf, as('application/pdf')),
    );
    // ...but rules see only the declared type, never the bytes: a client that declares
    // image/png for PDF bytes gets through. The upload dialog sniffs the magic bytes
    // (sniffImageType) and declares what it found; a lying client can still only store an
    // image/* type, which browsers never run as a page.
    await assertSucceeds(
      upload('writer-1', 'blog-images/blog/img1/lying.png', pdf, as('image/png')),
    );
  });

  it('keeps the Cache-Control the upload sets', async () => {
    await upload('writer-1', 'blog-images/blog/img1/cached.png');
    const stored = await getMetadata(ref(storageAs(null), 'blog-images/blog/img1/cached.png'));
    expect(stored.cacheControl).toBe(CACHE);
  });

  it('denies folders outside the six, paths without an id, odd ids and the variants', async () => {
    await assertFails(upload('writer-1', 'blog-images/Private/img1/roof.png'));
    await assertFails(upload('admin-1', 'blog-images/Blog/img1/roof.png'));
    // The shape from before ids were in paths: never written again.
    await assertFails(upload('admin-1', 'blog-images/blog/roof.png'));
    await assertFails(upload('admin-1', 'blog-images/blog/img1/deeper/roof.png'));
    await assertFails(upload('admin-1', 'blog-images/roof.png'));
    await assertFails(upload('admin-1', 'blog-images/blog/__x__/roof.png'));
    await assertFails(upload('admin-1', 'blog-images/blog/a.b/roof.png'));
    await assertFails(upload('admin-1', `blog-images/blog/${'x'.repeat(101)}/roof.png`));
    await assertFails(upload('admin-1', `blog-images/blog/img1/${'a'.repeat(197)}.png`));
    await assertSucceeds(upload('admin-1', `blog-images/blog/img1/${'a'.repeat(196)}.png`));
    await assertFails(upload('admin-1', 'blog-images/variants/blog/img1/roof.png/480.webp'));
    await assertFails(upload('admin-1', 'blog-images/variants/blog/roof.png'));
    await assertFails(upload('admin-1', 'other/roof.png'));
  });

  it('reads the role record in one place only, and a lead (for its photos) in one other', async () => {
    const rules = readFileSync(join(repoRoot, 'storage.rules'), 'utf8');
    expect(rules.match(/firestore\.(get|exists)\(/g)).toHaveLength(2);
    expect(
      rules.match(/firestore\.get\(\/databases\/\(default\)\/documents\/roles\//g),
    ).toHaveLength(1);
    expect(
      rules.match(/firestore\.get\(\/databases\/\(default\)\/documents\/contacts\//g),
    ).toHaveLength(1);
  });

  it('never overwrites an existing file, nor changes its metadata', async () => {
    await assertSucceeds(upload('writer-1', 'blog-images/blog/img1/overwrite-me.png'));
    await assertFails(upload('writer-1', 'blog-images/blog/img1/overwrite-me.png'));
    await assertFails(upload('admin-1', 'blog-images/blog/img1/overwrite-me.png'));
    await assertFails(
      updateMetadata(ref(storageAs('admin-1'), 'blog-images/blog/img1/overwrite-me.png'), {
        cacheControl: 'no-store',
      }),
    );
  });

  // Files and copies at today's paths, and at the paths of uploads made before ids were in them.
  const libraryFiles = [
    'blog-images/blog/img1/roof.png',
    'blog-images/variants/blog/img1/roof.png/480.webp',
    'blog-images/blog/roof.png',
    'blog-images/variants/blog/roof.png/480.webp',
  ];

  it('lets only admins delete a library file and its variants', async () => {
    for (const path of libraryFiles) await existing(path);
    for (const path of libraryFiles) {
      await assertFails(deleteObject(ref(storageAs(null), path)));
      await assertFails(deleteObject(ref(storageAs('writer-1'), path)));
      await assertFails(deleteObject(ref(storageAs('former-staff'), path)));
      await assertSucceeds(deleteObject(ref(storageAs('admin-1'), path)));
    }
  });

  it('lets anyone read library images and variants, and nobody anything else', async () => {
    for (const path of libraryFiles) await existing(path);
    await existing('private/notes.png');
    const visitor = storageAs(null);
    for (const path of libraryFiles) await assertSucceeds(getBytes(ref(visitor, path)));
    // Get, not list: nobody enumerates the bucket (the library is listed from Firestore).
    await assertFails(listAll(ref(visitor, 'blog-images/blog')));
    await assertFails(listAll(ref(storageAs('admin-1'), 'blog-images/blog')));
    await assertFails(getBytes(ref(visitor, 'private/notes.png')));
    await assertFails(getBytes(ref(storageAs('admin-1'), 'private/notes.png')));
    await assertFails(deleteObject(ref(storageAs('admin-1'), 'private/notes.png')));
    await assertFails(upload('admin-1', 'private/other.png'));
  });
});
