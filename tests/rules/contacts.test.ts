import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { LEAD_LIMITS, SERVICE_VALUES, TIMELINE_VALUES } from '@altum/domain';
import {
  collection,
  deleteDoc,
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
import { startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => env.clearFirestore());

const visitor = (): Firestore => env.unauthenticatedContext().firestore() as unknown as Firestore;

const lead = () => ({
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX',
  service: 'storm-damage',
  timeline: 'week',
  message: 'Shingles missing after the storm.',
  createdAt: serverTimestamp(),
});

/** The lead without one of its keys. */
const without = (data: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(data).filter(([k]) => k !== key));

const create = (data: Record<string, unknown>) =>
  setDoc(doc(collection(visitor(), 'contacts')), data);

/** An address of exactly n characters. */
const emailOf = (n: number) => `${'e'.repeat(n - '@example.com'.length)}@example.com`;

const TEXT_FIELDS = {
  name: (n: number) => 'n'.repeat(n),
  phone: (n: number) => '7'.repeat(n),
  email: emailOf,
  address: (n: number) => 'a'.repeat(n),
  message: (n: number) => 'd'.repeat(n),
} as const;
const limitOf = (field: keyof typeof TEXT_FIELDS) =>
  field === 'message' ? LEAD_LIMITS.details : LEAD_LIMITS[field];

describe('contacts: a visitor creates a well-formed lead', () => {
  it('accepts the spec payload with a server timestamp', async () => {
    await assertSucceeds(create(lead()));
  });

  it('accepts a lead without details (message null)', async () => {
    await assertSucceeds(create({ ...lead(), message: null }));
  });

  it.each(SERVICE_VALUES)('accepts service %s', async (service) => {
    await assertSucceeds(create({ ...lead(), service }));
  });

  it.each(TIMELINE_VALUES)('accepts timeline %s', async (timeline) => {
    await assertSucceeds(create({ ...lead(), timeline }));
  });
});

describe.each(Object.keys(TEXT_FIELDS) as (keyof typeof TEXT_FIELDS)[])(
  'contacts.%s boundaries',
  (field) => {
    const make = TEXT_FIELDS[field];
    const limit = limitOf(field);

    it(`accepts exactly ${limit} characters`, async () => {
      await assertSucceeds(create({ ...lead(), [field]: make(limit) }));
    });

    it(`refuses ${limit + 1} characters`, async () => {
      await assertFails(create({ ...lead(), [field]: make(limit + 1) }));
    });

    it('refuses a number', async () => {
      await assertFails(create({ ...lead(), [field]: 42 }));
    });

    it('refuses a missing key', async () => {
      await assertFails(create(without(lead(), field)));
    });

    it('refuses an empty string', async () => {
      await assertFails(create({ ...lead(), [field]: '' }));
    });
  },
);

describe('contacts: enums, timestamp and keys', () => {
  it.each(['service', 'timeline'])(
    'refuses a bad %s: unknown value, number, missing',
    async (field) => {
      await assertFails(create({ ...lead(), [field]: 'gutters' }));
      await assertFails(create({ ...lead(), [field]: 1 }));
      await assertFails(create(without(lead(), field)));
    },
  );

  it('refuses a malformed e-mail address', async () => {
    await assertFails(create({ ...lead(), email: 'maria at example.com' }));
  });

  it('refuses a client-chosen createdAt, or none', async () => {
    await assertFails(create({ ...lead(), createdAt: Timestamp.now() }));
    await assertFails(create({ ...lead(), createdAt: 'today' }));
    await assertFails(create(without(lead(), 'createdAt')));
  });

  it('refuses an extra key', async () => {
    await assertFails(create({ ...lead(), delivery: { status: 'sent' } }));
    await assertFails(create({ ...lead(), website: 'spam' }));
  });
});

describe('contacts: visitors cannot read or change leads', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'contacts/lead-1'), {
        ...lead(),
        createdAt: Timestamp.now(),
      });
    });
  });

  it('refuses get, list, update and delete', async () => {
    await assertFails(getDoc(doc(visitor(), 'contacts/lead-1')));
    await assertFails(getDocs(collection(visitor(), 'contacts')));
    await assertFails(updateDoc(doc(visitor(), 'contacts/lead-1'), { name: 'Someone else' }));
    await assertFails(deleteDoc(doc(visitor(), 'contacts/lead-1')));
  });

  it('refuses overwriting an existing lead with a create', async () => {
    await assertFails(setDoc(doc(visitor(), 'contacts/lead-1'), lead()));
  });
});

describe('leadReceipts: readable by id only', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'leadReceipts/lead-1'), {
        status: 'sent',
      });
    });
  });

  it('lets anyone get a receipt by its id, including one not written yet', async () => {
    await assertSucceeds(getDoc(doc(visitor(), 'leadReceipts/lead-1')));
    await assertSucceeds(getDoc(doc(visitor(), 'leadReceipts/not-yet')));
  });

  it('refuses listing receipts and any write', async () => {
    await assertFails(getDocs(collection(visitor(), 'leadReceipts')));
    await assertFails(setDoc(doc(visitor(), 'leadReceipts/lead-2'), { status: 'sent' }));
    await assertFails(updateDoc(doc(visitor(), 'leadReceipts/lead-1'), { status: 'failed' }));
    await assertFails(deleteDoc(doc(visitor(), 'leadReceipts/lead-1')));
  });
});
