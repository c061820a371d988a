/**
 * A lead's quote versions (contacts/{leadId}/quotes/v{n}): staff read them and write drafts of
 * exactly the version's shape; a sent version is frozen (no client changes or deletes it);
 * the functions' fields never come from a client; anyone without a role gets nothing.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const ADMIN = 'ada';
const WRITER = 'wes';
const FORMER = 'fay';
/** Signed in with no role: a homeowner with a Google account, say. */
const HOMEOWNER = 'hana';
const LEAD = 'QuoteLead00000000001';
const quotePath = (id: string, lead = LEAD) => `contacts/${lead}/quotes/${id}`;

const as = (uid: string | null): Firestore =>
  firestoreAs(env, uid, uid ? `${uid}@example.com` : undefined);

const line = (description = 'Tear-off and disposal') => ({
  description,
  quantity: 24.5,
  unit: 'square',
  unitPriceCents: 38500,
});

const threeOptions = () => [
  { tier: 'good', label: '3-tab', items: [line('3-tab shingles')] },
  { tier: 'better', label: 'Architectural', items: [line('Architectural shingles')] },
  { tier: 'best', label: 'Metal', items: [line('Standing seam')] },
];

/** The content keys the editor writes. */
const content = (change: Record<string, unknown> = {}) => ({
  items: [line()],
  options: [] as unknown[],
  notes: 'Includes cleanup.',
  validUntil: '2026-12-31',
  insuranceClaim: false,
  ...change,
});

/** A new draft as the editor creates it. */
const draft = (by: string, version = 1, change: Record<string, unknown> = {}) => ({
  version,
  ...content(),
  status: 'draft',
  createdAt: serverTimestamp(),
  createdBy: by,
  updatedAt: serverTimestamp(),
  updatedBy: by,
  ...change,
});

/** A save of the draft's content, stamped. */
const save = (by: string, change: Record<string, unknown> = {}) => ({
  ...content(),
  updatedAt: serverTimestamp(),
  updatedBy: by,
  ...change,
});

/** Send: the content as last edited, status 'sent', stamped with the sender. */
const send = (by: string, change: Record<string, unknown> = {}) =>
  save(by, { status: 'sent', sentAt: serverTimestamp(), sentBy: by, ...change });

/** A stored version (rules off), as an earlier save or the functions left it. */
async function stored(id: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, quotePath(id)), data);
  });
}

const storedDraft = (version = 1, extra: Record<string, unknown> = {}) => ({
  version,
  ...content(),
  status: 'draft',
  createdAt: Timestamp.now(),
  createdBy: WRITER,
  updatedAt: Timestamp.now(),
  updatedBy: WRITER,
  ...extra,
});

const storedSent = (version = 1, extra: Record<string, unknown> = {}) =>
  storedDraft(version, { status: 'sent', sentAt: Timestamp.now(), sentBy: WRITER, ...extra });

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN]: 'admin', [WRITER]: 'writer', [FORMER]: 'former' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, 'contacts', LEAD), { name: 'Maria Lopez', createdAt: Timestamp.now() });
  });
});

describe('reading quotes', () => {
  it('lets staff get and list a lead’s versions', async () => {
    await stored('v1', storedSent(1));
    await stored('v2', storedDraft(2));
    for (const uid of [WRITER, ADMIN]) {
      await assertSucceeds(getDoc(doc(as(uid), quotePath('v1'))));
      await assertSucceeds(getDocs(collection(as(uid), `contacts/${LEAD}/quotes`)));
    }
  });

  it('refuses a former staff member, a homeowner and a stranger', async () => {
    await stored('v1', storedSent(1));
    for (const uid of [FORMER, HOMEOWNER, null]) {
      await assertFails(getDoc(doc(as(uid), quotePath('v1'))));
      await assertFails(getDocs(collection(as(uid), `contacts/${LEAD}/quotes`)));
    }
  });
});

describe('creating a draft', () => {
  it('lets a writer and an admin create a well-formed draft, with 0 to 3 options', async () => {
    await assertSucceeds(setDoc(doc(as(WRITER), quotePath('v1')), draft(WRITER, 1)));
    await assertSucceeds(
      setDoc(
        doc(as(ADMIN), quotePath('v2')),
        draft(ADMIN, 2, { options: threeOptions(), insuranceClaim: true }),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(as(WRITER), quotePath('v3')),
        draft(WRITER, 3, { items: [], options: threeOptions().slice(0, 1) }),
      ),
    );
    await assertSucceeds(
      setDoc(
        doc(as(WRITER), quotePath('v4')),
        draft(WRITER, 4, { options: threeOptions().slice(0, 2), notes: 'n'.repeat(4000) }),
      ),
    );
    // The list's upper bound, and a draft's lines need not be complete yet.
    await assertSucceeds(
      setDoc(
        doc(as(WRITER), quotePath('v5')),
        draft(WRITER, 5, { items: Array.from({ length: 100 }, () => line('')) }),
      ),
    );
  });

  it('refuses anyone without a role', async () => {
    for (const uid of [FORMER, HOMEOWNER, null]) {
      await assertFails(setDoc(doc(as(uid), quotePath('v1')), draft(uid ?? 'stranger', 1)));
    }
  });

  it('refuses an id that is not v + the version, and a version that is not a whole number ≥ 1', async () => {
    const db = as(WRITER);
    await assertFails(setDoc(doc(db, quotePath('v2')), draft(WRITER, 1)));
    await assertFails(setDoc(doc(db, quotePath('quote')), draft(WRITER, 1)));
    await assertFails(setDoc(doc(db, quotePath('v0')), draft(WRITER, 0)));
    await assertFails(setDoc(doc(db, quotePath('v1')), draft(WRITER, 1, { version: '1' })));
    await assertFails(setDoc(doc(db, quotePath('v1.5')), draft(WRITER, 1, { version: 1.5 })));
  });

  it('refuses anything but a draft: created sent, or carrying the functions’ fields', async () => {
    const db = as(WRITER);
    await assertFails(setDoc(doc(db, quotePath('v1')), draft(WRITER, 1, { status: 'sent' })));
    await assertFails(
      setDoc(
        doc(db, quotePath('v1')),
        draft(WRITER, 1, { status: 'sent', sentAt: serverTimestamp(), sentBy: WRITER }),
      ),
    );
    for (const extra of [
      { viewedAt: serverTimestamp() },
      { pdfPath: `quote-pdfs/${LEAD}/v1.pdf` },
      { sendError: 'capped' },
      { changeRequest: { message: 'Cheaper?', at: serverTimestamp() } },
      {
        acceptance: {
          optionTier: null,
          typedName: 'Maria Lopez',
          consentVersion: 'x',
          contentSha256: 'x',
          acceptedAt: serverTimestamp(),
          networkHash: 'x',
          userAgent: 'x',
        },
      },
    ]) {
      await assertFails(setDoc(doc(db, quotePath('v1')), draft(WRITER, 1, extra)));
    }
  });

  it('refuses a missing key and every field of the wrong type or size', async () => {
    const db = as(WRITER);
    const { notes: _notes, ...noNotes } = draft(WRITER, 1);
    await assertFails(setDoc(doc(db, quotePath('v1')), noNotes));
    const bad: Record<string, unknown>[] = [
      { items: 'Tear-off' },
      { items: Array.from({ length: 101 }, () => line()) },
      { options: { good: threeOptions()[0] } },
      { options: [...threeOptions(), { tier: 'good', label: 'Again', items: [line()] }] },
      { options: ['good'] },
      { options: [{ tier: 'premium', label: 'Gold', items: [line()] }] },
      { options: [{ tier: 'good', label: 'A', items: [line()], price: 1 }] },
      { options: [{ tier: 'good', items: [line()] }] },
      { options: [{ tier: 'good', label: 7, items: [line()] }] },
      { options: [{ tier: 'good', label: 'l'.repeat(201), items: [line()] }] },
      { options: [{ tier: 'good', label: 'A', items: Array.from({ length: 101 }, () => line()) }] },
      // The second and third options are checked as well as the first.
      { options: [threeOptions()[0], { tier: 'better', label: 'B', items: 'x' }] },
      { options: [...threeOptions().slice(0, 2), { tier: 'best', label: 'C' }] },
      { notes: 'n'.repeat(4001) },
      { notes: null },
      { validUntil: '12/31/2026' },
      { validUntil: '2026-13-01' },
      { validUntil: '2026-12-32' },
      { validUntil: Timestamp.now() },
      { insuranceClaim: 'yes' },
      { createdAt: Timestamp.fromMillis(Date.now() - 60_000) },
      { createdBy: ADMIN },
      { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) },
      { updatedBy: ADMIN },
    ];
    for (const change of bad) {
      await assertFails(setDoc(doc(db, quotePath('v1')), draft(WRITER, 1, change)));
    }
  });

  it('refuses a quote for a lead that is not there', async () => {
    await assertFails(
      setDoc(doc(as(WRITER), quotePath('v1', 'NoSuchLead0000000001')), draft(WRITER, 1)),
    );
  });
});

describe('changing a draft', () => {
  beforeEach(() => stored('v1', storedDraft(1)));

  it('lets staff save the content again, by anyone on staff', async () => {
    await assertSucceeds(
      updateDoc(
        doc(as(ADMIN), quotePath('v1')),
        save(ADMIN, { options: threeOptions(), notes: 'Revised.', insuranceClaim: true }),
      ),
    );
    await assertSucceeds(
      updateDoc(doc(as(WRITER), quotePath('v1')), { ...save(WRITER), status: 'draft' }),
    );
  });

  it('lets staff send it, stamped with the server’s time and the sender', async () => {
    await assertSucceeds(updateDoc(doc(as(WRITER), quotePath('v1')), send(WRITER)));
  });

  it('refuses a send without its stamps, or stamped for someone else or another time', async () => {
    const db = as(WRITER);
    await assertFails(updateDoc(doc(db, quotePath('v1')), save(WRITER, { status: 'sent' })));
    await assertFails(
      updateDoc(doc(db, quotePath('v1')), save(WRITER, { status: 'sent', sentBy: WRITER })),
    );
    await assertFails(updateDoc(doc(db, quotePath('v1')), send(WRITER, { sentBy: ADMIN })));
    await assertFails(
      updateDoc(
        doc(db, quotePath('v1')),
        send(WRITER, { sentAt: Timestamp.fromMillis(Date.now() - 60_000) }),
      ),
    );
  });

  it('refuses any other status, and send stamps on a draft', async () => {
    const db = as(WRITER);
    for (const status of ['viewed', 'accepted', 'changesRequested', 'expired']) {
      await assertFails(
        updateDoc(
          doc(db, quotePath('v1')),
          save(WRITER, { status, sentAt: serverTimestamp(), sentBy: WRITER }),
        ),
      );
    }
    await assertFails(
      updateDoc(
        doc(db, quotePath('v1')),
        save(WRITER, { sentAt: serverTimestamp(), sentBy: WRITER }),
      ),
    );
  });

  it('refuses a change of its number, its author, or the functions’ fields', async () => {
    const db = as(WRITER);
    for (const change of [
      { version: 2 },
      { createdBy: ADMIN },
      { createdAt: serverTimestamp() },
      { viewedAt: serverTimestamp() },
      { pdfPath: `quote-pdfs/${LEAD}/v1.pdf` },
      { sendError: 'capped' },
      { changeRequest: { message: 'Cheaper?', at: serverTimestamp() } },
      { acceptance: { optionTier: null, typedName: 'Maria Lopez' } },
    ]) {
      await assertFails(updateDoc(doc(db, quotePath('v1')), save(WRITER, change)));
    }
  });

  it('refuses content of the wrong shape, and a stamp that is not the writer’s', async () => {
    const db = as(WRITER);
    for (const change of [
      { items: Array.from({ length: 101 }, () => line()) },
      { notes: 'n'.repeat(4001) },
      { validUntil: 'soon' },
      { updatedBy: ADMIN },
      { updatedAt: Timestamp.fromMillis(Date.now() - 60_000) },
    ]) {
      await assertFails(updateDoc(doc(db, quotePath('v1')), save(WRITER, change)));
    }
  });

  it('refuses anyone without a role', async () => {
    for (const uid of [FORMER, HOMEOWNER, null]) {
      await assertFails(updateDoc(doc(as(uid), quotePath('v1')), save(uid ?? 'stranger')));
      await assertFails(updateDoc(doc(as(uid), quotePath('v1')), send(uid ?? 'stranger')));
    }
  });

  it('lets staff delete a draft; nobody without a role', async () => {
    for (const uid of [FORMER, HOMEOWNER, null]) {
      await assertFails(deleteDoc(doc(as(uid), quotePath('v1'))));
    }
    await assertSucceeds(deleteDoc(doc(as(WRITER), quotePath('v1'))));
  });
});

describe('a sent version is frozen', () => {
  it('refuses every edit, a second send and a return to draft', async () => {
    await stored('v1', storedSent(1));
    for (const uid of [WRITER, ADMIN]) {
      const db = as(uid);
      await assertFails(updateDoc(doc(db, quotePath('v1')), save(uid, { notes: 'Cheaper now.' })));
      await assertFails(updateDoc(doc(db, quotePath('v1')), save(uid, { status: 'draft' })));
      await assertFails(updateDoc(doc(db, quotePath('v1')), send(uid)));
      await assertFails(
        updateDoc(doc(db, quotePath('v1')), { sentAt: deleteField(), sentBy: deleteField() }),
      );
      await assertFails(deleteDoc(doc(db, quotePath('v1'))));
    }
  });

  it('stays frozen once the functions moved it on: viewed, accepted, changes asked', async () => {
    const accepted = {
      optionTier: 'better',
      typedName: 'Maria Lopez',
      acceptedAt: Timestamp.now(),
    };
    await stored('v1', storedSent(1, { status: 'viewed', viewedAt: Timestamp.now() }));
    await stored('v2', storedSent(2, { status: 'accepted', acceptance: accepted }));
    await stored(
      'v3',
      storedSent(3, {
        status: 'changesRequested',
        changeRequest: { message: 'x', at: Timestamp.now() },
      }),
    );
    const db = as(ADMIN);
    for (const id of ['v1', 'v2', 'v3']) {
      await assertFails(updateDoc(doc(db, quotePath(id)), save(ADMIN)));
      await assertFails(
        updateDoc(doc(db, quotePath(id)), { pdfPath: `quote-pdfs/${LEAD}/${id}.pdf` }),
      );
      await assertFails(deleteDoc(doc(db, quotePath(id))));
    }
  });

  it('a revision is a new draft beside it', async () => {
    await stored('v1', storedSent(1));
    await assertSucceeds(
      setDoc(doc(as(WRITER), quotePath('v2')), draft(WRITER, 2, { notes: 'Revised.' })),
    );
    // Not over the sent one.
    await assertFails(setDoc(doc(as(WRITER), quotePath('v1')), draft(WRITER, 1)));
  });
});
