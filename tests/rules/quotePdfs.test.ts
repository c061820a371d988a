/**
 * An accepted quote's PDF, quote-pdfs/{leadId}/{quoteId}.pdf (storage.rules): staff read it;
 * nobody else reads it, nobody lists the folder, no client writes or deletes it.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
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
const LEAD = 'AbCdEfGhIjKlMnOpQrSt';
const PATH = `quote-pdfs/${LEAD}/v1.pdf`;
const pdf = new TextEncoder().encode('%PDF-1.7\n');

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
  await env.withSecurityRulesDisabled(async (ctx) => {
    await uploadBytes(ref(ctx.storage(BUCKET), PATH), pdf, { contentType: 'application/pdf' });
  });
});
afterAll(() => env.cleanup());

const storageAs = (uid: string | null) =>
  (uid ? env.authenticatedContext(uid) : env.unauthenticatedContext()).storage(BUCKET);

describe('Storage rules: quote PDFs', () => {
  it('are read by staff', async () => {
    for (const uid of ['admin-1', 'writer-1']) {
      await assertSucceeds(getBytes(ref(storageAs(uid), PATH)));
      await assertSucceeds(getMetadata(ref(storageAs(uid), PATH)));
    }
  });

  it('are read by nobody else: not the homeowner holding the id, nor former staff', async () => {
    for (const uid of [null, 'stranger', 'former-staff']) {
      await assertFails(getBytes(ref(storageAs(uid), PATH)));
      await assertFails(getMetadata(ref(storageAs(uid), PATH)));
    }
  });

  it('are listed by nobody, and written or deleted by no client', async () => {
    for (const uid of [null, 'writer-1', 'admin-1']) {
      await assertFails(listAll(ref(storageAs(uid), `quote-pdfs/${LEAD}`)));
      await assertFails(
        uploadBytes(ref(storageAs(uid), `quote-pdfs/${LEAD}/v2.pdf`), pdf, {
          contentType: 'application/pdf',
        }),
      );
      await assertFails(
        uploadBytes(ref(storageAs(uid), PATH), pdf, { contentType: 'application/pdf' }),
      );
      await assertFails(deleteObject(ref(storageAs(uid), PATH)));
    }
  });
});
