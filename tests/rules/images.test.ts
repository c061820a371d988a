import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { IMAGE_CONTENT_TYPES, IMAGE_FOLDERS } from '@altum/domain';
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

/** What the upload dialog writes after uploading blog-images/blog/roof.png. */
const record = (uid: string, changes: Record<string, unknown> = {}) => ({
  filename: 'roof.png',
  folder: 'blog',
  storagePath: 'blog-images/blog/roof.png',
  fileUrl:
    'http://127.0.0.1:9199/v0/b/demo-altum.appspot.com/o/blog-images%2Fblog%2Froof.png?alt=media',
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
      ...record(WRITER),
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
    await assertSucceeds(setDoc(doc(as(WRITER), 'images', 'w'), record(WRITER)));
    await assertSucceeds(
      setDoc(
        doc(as(ADMIN), 'images', 'a'),
        record(ADMIN, {
          filename: 'crew.webp',
          folder: 'team',
          storagePath: 'blog-images/team/crew.webp',
          contentType: 'image/webp',
          fileSize: 5 * 1024 * 1024,
        }),
      ),
    );
  });

  it('denies visitors, people without a role and former staff', async () => {
    await assertFails(setDoc(doc(visitor(), 'images', 'v'), record('nobody')));
    await assertFails(setDoc(doc(as('stranger'), 'images', 's'), record('stranger')));
    await assertFails(setDoc(doc(as(FORMER), 'images', 'f'), record(FORMER)));
  });

  it("denies recording someone else's upload or another time", async () => {
    await assertFails(setDoc(doc(as(WRITER), 'images', 'x'), record(ADMIN)));
    await assertFails(
      setDoc(doc(as(WRITER), 'images', 'x'), record(WRITER, { uploadedAt: Timestamp.now() })),
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
      { folder: 'Blog', storagePath: 'blog-images/Blog/roof.png' },
      { folder: 'private', storagePath: 'blog-images/private/roof.png' },
      { storagePath: 'blog-images/hero/roof.png' },
      { storagePath: 'other/blog/roof.png' },
      { fileUrl: 'javascript:alert(1)' },
      { fileUrl: `https://example.com/${'a'.repeat(2048)}` },
      { filename: '', storagePath: 'blog-images/blog/' },
      { filename: 'a/b.png', storagePath: 'blog-images/blog/a/b.png' },
      {
        filename: `${'a'.repeat(197)}.png`,
        storagePath: `blog-images/blog/${'a'.repeat(197)}.png`,
      },
    ];
    for (const changes of bad) {
      await assertFails(setDoc(doc(as(WRITER), 'images', 'bad'), record(WRITER, changes)));
    }
  });

  it('denies missing and extra fields, variants above all (the function writes those)', async () => {
    const { fileUrl: _dropped, ...missingUrl } = record(WRITER);
    await assertFails(setDoc(doc(as(WRITER), 'images', 'm'), missingUrl));
    await assertFails(
      setDoc(
        doc(as(ADMIN), 'images', 'v'),
        record(ADMIN, { variants: [{ width: 480, url: 'https://example.com/x.webp' }] }),
      ),
    );
    await assertFails(setDoc(doc(as(ADMIN), 'images', 'w'), record(ADMIN, { width: 10 })));
  });

  it('keeps the folders and types of the rules equal to domain/src/images', () => {
    const rules = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
    expect(rules).toContain(`data.folder in [${IMAGE_FOLDERS.map((f) => `'${f}'`).join(', ')}]`);
    expect(rules).toContain(
      `data.contentType in [${IMAGE_CONTENT_TYPES.map((t) => `'${t}'`).join(', ')}]`,
    );
  });
});

describe('images: changing and deleting', () => {
  it('denies every update from a browser, even by an admin', async () => {
    await assertFails(updateDoc(doc(as(ADMIN), 'images', 'stored'), { filename: 'x.png' }));
    await assertFails(updateDoc(doc(as(WRITER), 'images', 'stored'), { variants: [] }));
    await assertFails(setDoc(doc(as(WRITER), 'images', 'stored'), record(WRITER)));
  });

  it("lets only admins delete: a writer's delete is refused, their own upload's too", async () => {
    await assertFails(deleteDoc(doc(visitor(), 'images', 'stored')));
    await assertFails(deleteDoc(doc(as(WRITER), 'images', 'stored')));
    await assertFails(deleteDoc(doc(as(FORMER), 'images', 'stored')));
    await assertSucceeds(deleteDoc(doc(as(ADMIN), 'images', 'stored')));
  });
});
