import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  IMAGE_CONTENT_TYPES,
  IMAGE_FOLDERS,
  ITEM_ID_PATTERN,
  LOCAL_STORAGE_ORIGIN,
} from '@altum/domain';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const ADMIN = 'ada';
const WRITER = 'wes';
const FORMER = 'fay';

const as = (uid: string): Firestore => firestoreAs(env, uid);
const visitor = (): Firestore => firestoreAs(env, null);

/** What the upload dialog writes as images/{id} after uploading blog-images/blog/{id}/roof.png. */
const record = (uid: string, id: string, changes: Record<string, unknown> = {}) => ({
  filename: 'roof.png',
  folder: 'blog',
  storagePath: `blog-images/blog/${id}/roof.png`,
  fileUrl: `http://127.0.0.1:9199/v0/b/demo-altum.appspot.com/o/blog-images%2Fblog%2F${id}%2Froof.png?alt=media&token=5f1c-9ab2`,
  fileSize: 1234,
  contentType: 'image/png',
  uploadedBy: uid,
  uploadedAt: serverTimestamp(),
  ...changes,
});

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN]: 'admin', [WRITER]: 'writer', [FORMER]: 'former' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, 'images', 'stored'), {
      ...record(WRITER, 'stored'),
      uploadedAt: Timestamp.now(),
      width: 1200,
      height: 800,
      variants: [{ width: 480, url: 'http://127.0.0.1:9199/480.webp' }],
    });
  });
});

describe('images: reading', () => {
  it('lets everyone read and list the library, newest first', async () => {
    for (const db of [visitor(), as(WRITER), as(ADMIN)]) {
      await assertSucceeds(getDoc(doc(db, 'images', 'stored')));
      await assertSucceeds(getDocs(query(collection(db, 'images'), orderBy('uploadedAt', 'desc'))));
    }
  });
});

describe('images: creating', () => {
  it('lets a writer and an admin record their own upload', async () => {
    await assertSucceeds(setDoc(doc(as(WRITER), 'images', 'w'), record(WRITER, 'w')));
    await assertSucceeds(
      setDoc(
        doc(as(ADMIN), 'images', 'Ab3dEf6hIj9lMn2pQr5t'),
        record(ADMIN, 'Ab3dEf6hIj9lMn2pQr5t', {
          filename: 'crew.webp',
          folder: 'team',
          storagePath: 'blog-images/team/Ab3dEf6hIj9lMn2pQr5t/crew.webp',
          fileUrl:
            'https://firebasestorage.googleapis.com/v0/b/altum.firebasestorage.app/o/blog-images%2Fteam%2FAb3dEf6hIj9lMn2pQr5t%2Fcrew.webp?alt=media&token=t',
          contentType: 'image/webp',
          fileSize: 5 * 1024 * 1024,
        }),
      ),
    );
  });

  it('denies visitors, people without a role and former staff', async () => {
    await assertFails(setDoc(doc(visitor(), 'images', 'v'), record('nobody', 'v')));
    await assertFails(setDoc(doc(as('stranger'), 'images', 's'), record('stranger', 's')));
    await assertFails(setDoc(doc(as(FORMER), 'images', 'f'), record(FORMER, 'f')));
  });

  it("denies recording someone else's upload or another time", async () => {
    await assertFails(setDoc(doc(as(WRITER), 'images', 'x'), record(ADMIN, 'x')));
    await assertFails(
      setDoc(doc(as(WRITER), 'images', 'x'), record(WRITER, 'x', { uploadedAt: Timestamp.now() })),
    );
  });

  it('denies fields out of bounds: size, type, folder, path, URL, name', async () => {
    const bad: Record<string, unknown>[] = [
      { fileSize: 5 * 1024 * 1024 + 1 },
      { fileSize: 0 },
      { fileSize: 12.5 },
      { fileSize: '1234' },
      { contentType: 'image/svg+xml' },
      { contentType: 'application/pdf' },
      { folder: 'Blog', storagePath: 'blog-images/Blog/bad/roof.png' },
      { folder: 'private', storagePath: 'blog-images/private/bad/roof.png' },
      { storagePath: 'blog-images/hero/bad/roof.png' },
      { storagePath: 'other/blog/bad/roof.png' },
      { fileUrl: 'javascript:alert(1)' },
      { fileUrl: 'ftp://example.com/roof.png' },
      { fileUrl: 'https://example.com/roof one.png' },
      { fileUrl: `https://example.com/${'a'.repeat(2048)}` },
      { filename: '', storagePath: 'blog-images/blog/bad/' },
      { filename: 'a/b.png', storagePath: 'blog-images/blog/bad/a/b.png' },
      {
        filename: `${'a'.repeat(197)}.png`,
        storagePath: `blog-images/blog/bad/${'a'.repeat(197)}.png`,
      },
    ];
    for (const changes of bad) {
      await assertFails(setDoc(doc(as(WRITER), 'images', 'bad'), record(WRITER, 'bad', changes)));
    }
  });

  it('takes only the path its own id implies: no record names another file', async () => {
    // The file of the stored record, another record's id, the path from before ids were in
    // paths, and an id folder beside the right one: each refused.
    for (const storagePath of [
      'blog-images/blog/stored/roof.png',
      'blog-images/blog/roof.png',
      'blog-images/blog/newer/../stored/roof.png',
      'blog-images/blog/newer/roof.png/',
    ]) {
      await assertFails(
        setDoc(doc(as(WRITER), 'images', 'newer'), record(WRITER, 'newer', { storagePath })),
      );
    }
    await assertSucceeds(setDoc(doc(as(WRITER), 'images', 'newer'), record(WRITER, 'newer')));
    // Paths are unique: a second record of that path would need the same id, which exists.
    await assertFails(setDoc(doc(as(ADMIN), 'images', 'newer'), record(ADMIN, 'newer')));
  });

  it('takes only the download URL of its own path: no record points at another file', async () => {
    const own = (path: string) =>
      `https://firebasestorage.googleapis.com/v0/b/altum.appspot.com/o/${path}?alt=media&token=t`;
    for (const fileUrl of [
      // The stored record's file, another post's image, another folder's file of this id.
      own('blog-images%2Fblog%2Fstored%2Froof.png'),
      own('blog-images%2Fblog%2Fother%2Froof.png'),
      own('blog-images%2Fhero%2Fu%2Froof.png'),
      own('blog-images%2Fblog%2Fu%2Froof.png%2F480.webp'),
      own('blog-images%2Fvariants%2Fblog%2Fu%2Froof.png%2F480.webp'),
      // Its own path, but not as getDownloadURL gives it.
      own('blog-images/blog/u/roof.png'),
      own('blog-images%2fblog%2fu%2froof.png'),
      'https://firebasestorage.googleapis.com/v0/b/altum.appspot.com/o/blog-images%2Fblog%2Fu%2Froof.png?alt=media',
      'https://firebasestorage.googleapis.com/v0/b/altum.appspot.com/o/blog-images%2Fblog%2Fu%2Froof.png',
      'https://firebasestorage.googleapis.com/v0/b/altum.appspot.com/o/blog-images%2Fblog%2Fu%2Froof.png?alt=media&token=t#x',
      'https://firebasestorage.googleapis.com/v0/b/a/o/b/o/blog-images%2Fblog%2Fu%2Froof.png?alt=media&token=t',
      // Another host serving the same path.
      'https://example.com/v0/b/altum.appspot.com/o/blog-images%2Fblog%2Fu%2Froof.png?alt=media&token=t',
      'https://storage.googleapis.com/altum.appspot.com/blog-images/blog/u/roof.png',
    ]) {
      await assertFails(setDoc(doc(as(WRITER), 'images', 'u'), record(WRITER, 'u', { fileUrl })));
    }
    await assertSucceeds(
      setDoc(
        doc(as(WRITER), 'images', 'u'),
        record(WRITER, 'u', { fileUrl: own('blog-images%2Fblog%2Fu%2Froof.png') }),
      ),
    );
  });

  it('takes only file names that need no encoding in the URL', async () => {
    for (const filename of ['roof photo.png', 'roof%2F.png', '.roof.png', 'dach-ü.png']) {
      const storagePath = `blog-images/blog/n/${filename}`;
      const fileUrl = `http://127.0.0.1:9199/v0/b/demo-altum.appspot.com/o/${encodeURIComponent(storagePath)}?alt=media&token=t`;
      await assertFails(
        setDoc(
          doc(as(WRITER), 'images', 'n'),
          record(WRITER, 'n', { filename, storagePath, fileUrl }),
        ),
      );
    }
    const storagePath = 'blog-images/blog/n/Roof_Photo-1.v2.png';
    await assertSucceeds(
      setDoc(
        doc(as(WRITER), 'images', 'n'),
        record(WRITER, 'n', {
          filename: 'Roof_Photo-1.v2.png',
          storagePath,
          fileUrl: `http://127.0.0.1:9199/v0/b/demo-altum.appspot.com/o/${encodeURIComponent(storagePath)}?alt=media&token=t`,
        }),
      ),
    );
  });

  it('refuses ids that could not be a path segment of ours', async () => {
    for (const id of ['a_b', 'a.b', 'with space', 'x'.repeat(101)]) {
      await assertFails(setDoc(doc(as(WRITER), 'images', id), record(WRITER, id)));
    }
  });

  it('takes https, or the Storage emulator only from a demo- project’s sign-in', async () => {
    const https = (id: string) =>
      `https://firebasestorage.googleapis.com/v0/b/altum.appspot.com/o/blog-images%2Fblog%2F${id}%2Froof.png?alt=media&token=t`;
    await assertSucceeds(
      setDoc(doc(as(WRITER), 'images', 's1'), record(WRITER, 's1', { fileUrl: https('s1') })),
    );
    // The emulator's origin passes here (a demo- project): see record(); other http never.
    for (const fileUrl of [
      'http://example.com/roof.png',
      'http://127.0.0.1:5000/roof.png',
      'http://localhost:9199/roof.png',
    ]) {
      await assertFails(setDoc(doc(as(WRITER), 'images', 's2'), record(WRITER, 's2', { fileUrl })));
    }
    // A sign-in issued for a production project does not get the emulator's origin.
    const production = env
      .authenticatedContext(WRITER, { aud: 'altum-roofing' })
      .firestore() as unknown as Firestore;
    await assertFails(setDoc(doc(production, 'images', 's3'), record(WRITER, 's3')));
    await assertSucceeds(
      setDoc(doc(production, 'images', 's4'), record(WRITER, 's4', { fileUrl: https('s4') })),
    );
  });

  it('denies missing and extra fields, variants above all (the function writes those)', async () => {
    const { fileUrl: _dropped, ...missingUrl } = record(WRITER, 'm');
    await assertFails(setDoc(doc(as(WRITER), 'images', 'm'), missingUrl));
    await assertFails(
      setDoc(
        doc(as(ADMIN), 'images', 'v'),
        record(ADMIN, 'v', { variants: [{ width: 480, url: 'https://example.com/x.webp' }] }),
      ),
    );
    await assertFails(setDoc(doc(as(ADMIN), 'images', 'w'), record(ADMIN, 'w', { width: 10 })));
  });

  it('keeps the folders and types of the rules equal to domain/src/images', () => {
    const rules = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
    expect(rules).toContain(`data.folder in [${IMAGE_FOLDERS.map((f) => `'${f}'`).join(', ')}]`);
    expect(rules).toContain(
      `data.contentType in [${IMAGE_CONTENT_TYPES.map((t) => `'${t}'`).join(', ')}]`,
    );
  });

  it('keeps the id pattern and the emulator origin of the rules equal to domain/', () => {
    const rules = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
    expect(rules).toContain(`imageId.matches('${ITEM_ID_PATTERN}')`);
    expect(rules).toContain(`'${ITEM_ID_PATTERN}(,${ITEM_ID_PATTERN})*'`);
    const origin = LOCAL_STORAGE_ORIGIN.replaceAll('.', '[.]');
    expect(rules).toContain(`url.matches('${origin}/[^\\\\s]*')`);
    const storage = readFileSync(join(repoRoot, 'storage.rules'), 'utf8');
    expect(storage).toContain(`imageId.matches('${ITEM_ID_PATTERN}')`);
  });
});

describe('images: changing and deleting', () => {
  it('denies every update from a browser, even by an admin', async () => {
    await assertFails(updateDoc(doc(as(ADMIN), 'images', 'stored'), { filename: 'x.png' }));
    await assertFails(updateDoc(doc(as(WRITER), 'images', 'stored'), { variants: [] }));
    await assertFails(setDoc(doc(as(WRITER), 'images', 'stored'), record(WRITER, 'stored')));
  });

  it("lets only admins delete: a writer's delete is refused, their own upload's too", async () => {
    await assertFails(deleteDoc(doc(visitor(), 'images', 'stored')));
    await assertFails(deleteDoc(doc(as(WRITER), 'images', 'stored')));
    await assertFails(deleteDoc(doc(as(FORMER), 'images', 'stored')));
    await assertSucceeds(deleteDoc(doc(as(ADMIN), 'images', 'stored')));
  });
});
