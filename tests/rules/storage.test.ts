import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { getBytes, listAll, ref, uploadBytes } from 'firebase/storage';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { clearFirestore, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
beforeEach(async () => {
  await clearFirestore(env);
  await env.clearStorage();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), 'roles', 'writer-1'), { admin: false, writer: true });
    await setDoc(doc(ctx.firestore(), 'roles', 'admin-1'), { admin: true, writer: false });
    await setDoc(doc(ctx.firestore(), 'roles', 'former-staff'), { admin: false, writer: false });
  });
});
afterAll(() => env.cleanup());

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const upload = (
  uid: string | null,
  path: string,
  data: Uint8Array = png,
  contentType = 'image/png',
) => {
  const ctx = uid ? env.authenticatedContext(uid) : env.unauthenticatedContext();
  return uploadBytes(ref(ctx.storage(), path), data, { contentType });
};

describe('Storage rules: image uploads', () => {
  it('allows a writer and an admin to upload an image to a library folder', async () => {
    await assertSucceeds(upload('writer-1', 'blog-images/blog/roof.png'));
    await assertSucceeds(upload('admin-1', 'blog-images/team/crew.png', png, 'image/webp'));
  });

  it('denies visitors, users without a role and users whose roles were removed', async () => {
    await assertFails(upload(null, 'blog-images/blog/roof.png'));
    await assertFails(upload('stranger', 'blog-images/blog/roof.png'));
    await assertFails(upload('former-staff', 'blog-images/blog/roof.png'));
  });

  it('denies files over 5 MB, other types and unknown folders', async () => {
    await assertSucceeds(
      upload('writer-1', 'blog-images/blog/at-limit.png', new Uint8Array(5 * 1024 * 1024)),
    );
    await assertFails(
      upload('writer-1', 'blog-images/blog/big.png', new Uint8Array(5 * 1024 * 1024 + 1)),
    );
    await assertFails(upload('writer-1', 'blog-images/blog/doc.pdf', png, 'application/pdf'));
    await assertFails(upload('writer-1', 'blog-images/blog/icon.svg', png, 'image/svg+xml'));
    await assertFails(upload('writer-1', 'blog-images/Private/roof.png'));
  });

  it('reads the role record once per request', async () => {
    // Two reads per request would still allow; the rules text is the proof of one.
    const rules = readFileSync(join(repoRoot, 'storage.rules'), 'utf8');
    expect(rules.match(/firestore\.(get|exists)\(/g)).toHaveLength(1);
  });

  it('never overwrites an existing file', async () => {
    await assertSucceeds(upload('writer-1', 'blog-images/blog/overwrite-me.png'));
    await assertFails(upload('admin-1', 'blog-images/blog/overwrite-me.png'));
  });

  it('lets anyone read library images, and nobody anything outside the library', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await uploadBytes(ref(ctx.storage(), 'blog-images/blog/roof.png'), png, {
        contentType: 'image/png',
      });
      await uploadBytes(ref(ctx.storage(), 'private/notes.png'), png, { contentType: 'image/png' });
    });
    const visitor = env.unauthenticatedContext().storage();
    await assertSucceeds(getBytes(ref(visitor, 'blog-images/blog/roof.png')));
    // Get, not list: a visitor cannot enumerate the library.
    await assertFails(listAll(ref(visitor, 'blog-images/blog')));
    await assertFails(getBytes(ref(visitor, 'private/notes.png')));
    await assertFails(
      getBytes(ref(env.authenticatedContext('admin-1').storage(), 'private/notes.png')),
    );
  });
});
