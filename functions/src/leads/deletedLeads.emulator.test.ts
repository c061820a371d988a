/**
 * A deleted lead's id is marked (deletedLeads/{leadId}) on the local stack through the real
 * trigger, with an expiry as long as a lead is kept; the rules tests show the mark refusing a
 * new lead at that id (tests/rules/contacts.test.ts).
 */
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, getFirestore, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually';
import { DELETED_LEAD_TTL_MS, deletedLeadRef } from './deletedLeads';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';

let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'deleted-leads-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

describe('a deleted lead', () => {
  it('leaves a mark on its id that expires when a lead would', { timeout: 120_000 }, async () => {
    const ref = db.collection('contacts').doc();
    await ref.set({
      name: 'Dora Deleted',
      email: `dora-${ref.id.toLowerCase()}@example.com`,
      phone: '(713) 555-0177',
      address: '4 Pine St, Houston, TX',
      service: 'leak-damage',
      timeline: 'week',
      message: null,
      createdAt: FieldValue.serverTimestamp(),
    });
    expect((await deletedLeadRef(db, ref.id).get()).exists).toBe(false);
    const before = Date.now();
    await ref.delete();
    const mark = await eventually(async () => (await deletedLeadRef(db, ref.id).get()).data(), {
      what: 'the deleted lead’s mark',
      timeoutMs: 90_000,
      everyMs: 500,
    });
    const deletedAt = (mark['deletedAt'] as Timestamp).toMillis();
    expect(deletedAt).toBeGreaterThanOrEqual(before - 5_000);
    expect(deletedAt).toBeLessThanOrEqual(Date.now());
    expect((mark['expireAt'] as Timestamp).toMillis() - deletedAt).toBe(DELETED_LEAD_TTL_MS);
    await deletedLeadRef(db, ref.id).delete();
  });
});
