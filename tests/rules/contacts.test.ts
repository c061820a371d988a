import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LEAD_EMAIL_PATTERN,
  LEAD_ID_PATTERN,
  LEAD_LIMITS,
  LEAD_SOURCE_KEYS,
  LEAD_SOURCE_LIMITS,
  leadSchema,
  SERVICE_VALUES,
  SUSPECTED_SPAM_REASONS,
  TIMELINE_VALUES,
  toLeadPayload,
  toLeadSource,
  type LeadInput,
} from '@altum/domain';
import * as v from 'valibot';
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
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths';
import { clearFirestore, firestoreAs, startRulesEnvironment, lead } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => clearFirestore(env));

const visitor = () => firestoreAs(env, null);

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
  it('accepts the form payload with a server timestamp', async () => {
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

  it.each(SUSPECTED_SPAM_REASONS)(
    'accepts a lead the bot trap marked as suspected spam (%s)',
    async (reason) => {
      await assertSucceeds(create({ ...lead(), suspectedSpam: reason }));
    },
  );

  it('refuses an unknown suspected-spam reason, and one that is not text', async () => {
    await assertFails(create({ ...lead(), suspectedSpam: 'bot' }));
    await assertFails(create({ ...lead(), suspectedSpam: true }));
    await assertFails(create({ ...lead(), suspectedSpam: null }));
  });

  it('accepts the fill time of a lead sent too fast, as whole milliseconds under 3 s', async () => {
    await assertSucceeds(create({ ...lead(), suspectedSpam: 'too-fast', fillMs: 0 }));
    await assertSucceeds(create({ ...lead(), suspectedSpam: 'too-fast', fillMs: 2999 }));
  });

  it('refuses a fill time without the too-fast mark, out of range, or not an integer', async () => {
    await assertFails(create({ ...lead(), fillMs: 1200 }));
    await assertFails(create({ ...lead(), suspectedSpam: 'honeypot', fillMs: 1200 }));
    await assertFails(create({ ...lead(), suspectedSpam: 'too-fast', fillMs: 3000 }));
    await assertFails(create({ ...lead(), suspectedSpam: 'too-fast', fillMs: -1 }));
    await assertFails(create({ ...lead(), suspectedSpam: 'too-fast', fillMs: 1.5 }));
    await assertFails(create({ ...lead(), suspectedSpam: 'too-fast', fillMs: '1200' }));
  });

  it('accepts the number of photos the request will bring, 1 to 10', async () => {
    await assertSucceeds(create({ ...lead(), photoCount: 1 }));
    await assertSucceeds(create({ ...lead(), photoCount: 10 }));
  });

  it('refuses a photo count of 0, over 10, or not an integer', async () => {
    await assertFails(create({ ...lead(), photoCount: 0 }));
    await assertFails(create({ ...lead(), photoCount: 11 }));
    await assertFails(create({ ...lead(), photoCount: 2.5 }));
    await assertFails(create({ ...lead(), photoCount: '3' }));
  });

  it('refuses an extra key', async () => {
    await assertFails(create({ ...lead(), delivery: { status: 'sent' } }));
    await assertFails(create({ ...lead(), website: 'spam' }));
  });
});

const source = () => ({
  page: '/blog/storm-season',
  referrer: 'https://www.google.com/',
  utmSource: 'newsletter',
  utmCampaign: 'spring-2026',
});

describe('contacts: where the lead came from (optional, exactly typed)', () => {
  it('accepts a lead with its source, and one without (a page cached before sources)', async () => {
    await assertSucceeds(create({ ...lead(), source: source() }));
    await assertSucceeds(create(lead()));
  });

  it('accepts null referrer and UTM values (the browser had none)', async () => {
    await assertSucceeds(
      create({
        ...lead(),
        source: { page: '/', referrer: null, utmSource: null, utmCampaign: null },
      }),
    );
  });

  it('accepts what toLeadSource makes of anything the browser gives', async () => {
    const made = toLeadSource({
      page: `/${'p'.repeat(400)}`,
      referrer: `https://example.com/${'é'.repeat(600)}`,
      utmSource: 'ü'.repeat(300),
      utmCampaign: 'spring\r\n\u0000',
    });
    await assertSucceeds(create({ ...lead(), source: made }));
  });

  it.each(Object.entries(LEAD_SOURCE_LIMITS))(
    'source.%s: accepts %i characters, refuses one more',
    async (key, limit) => {
      const fill = (n: number) => (key === 'page' ? `/${'p'.repeat(n - 1)}` : 'x'.repeat(n));
      await assertSucceeds(create({ ...lead(), source: { ...source(), [key]: fill(limit) } }));
      await assertFails(create({ ...lead(), source: { ...source(), [key]: fill(limit + 1) } }));
    },
  );

  it.each(LEAD_SOURCE_KEYS)(
    'source.%s: refuses a number, an empty string, a missing key',
    async (key) => {
      await assertFails(create({ ...lead(), source: { ...source(), [key]: 42 } }));
      await assertFails(create({ ...lead(), source: { ...source(), [key]: '' } }));
      await assertFails(create({ ...lead(), source: without(source(), key) }));
    },
  );

  it('refuses a null page, a page that is not a path, and control characters', async () => {
    await assertFails(create({ ...lead(), source: { ...source(), page: null } }));
    await assertFails(create({ ...lead(), source: { ...source(), page: 'https://evil.test/' } }));
    await assertFails(create({ ...lead(), source: { ...source(), utmSource: 'news\nletter' } }));
    await assertFails(
      create({ ...lead(), source: { ...source(), referrer: 'https://x.test/\u0000' } }),
    );
  });

  it('refuses an extra key, and a source that is not a map', async () => {
    await assertFails(create({ ...lead(), source: { ...source(), utmMedium: 'email' } }));
    await assertFails(create({ ...lead(), source: '/book-inspection' }));
    await assertFails(create({ ...lead(), source: null }));
    await assertFails(create({ ...lead(), source: ['/'] }));
  });
});

describe('contacts: the rules refuse what the lead schema refuses', () => {
  it('holds the schema’s own e-mail and auto-id patterns, character for character', () => {
    const rules = readFileSync(join(repoRoot, 'firestore.rules'), 'utf8');
    expect(rules).toContain(`lead.email.matches('${LEAD_EMAIL_PATTERN}')`);
    expect(rules).toContain(`leadId.matches('${LEAD_ID_PATTERN}')`);
  });

  it.each([
    ['a CR/LF name', { name: 'Maria\r\nBcc: victim@example.com' }],
    ['a tab in the phone', { phone: '713\t555' }],
    ['a NUL in the address', { address: '12 Oak St\u0000' }],
    ['an escape in the name', { name: 'Maria\u001b[31m' }],
    ['a C1 control in the name', { name: 'Maria\u0085' }],
    ['a whitespace-only name', { name: '   ' }],
    ['a whitespace-only address', { address: ' \t ' }],
    ['a Unicode-space-only address', { address: '\u00a0\u2003\u3000' }],
    ['a BOM-only phone', { phone: '\ufeff' }],
    ['whitespace-only details', { message: ' \n\t ' }],
    ['a bell in the details', { message: 'Leak\u0007' }],
    ['an address with a space', { email: 'maria lopez@example.com' }],
    ['an address with a line break', { email: 'maria@example.com\nBcc: x@example.com' }],
    ['an address without a top-level domain', { email: 'maria@example' }],
    ['an address with two dots in a row', { email: 'maria@example..com' }],
    ['an address with a one-letter top-level domain', { email: 'maria@example.c' }],
  ])('refuses %s', async (_what, change) => {
    await assertFails(create({ ...lead(), ...change }));
  });

  it('accepts details over several lines, and names beyond ASCII', async () => {
    await assertSucceeds(create({ ...lead(), message: 'Leak in the attic.\r\nSince\tMonday.' }));
    await assertSucceeds(create({ ...lead(), name: 'José Nuñez-O’Brien', address: '12 Oak St.' }));
    await assertSucceeds(create({ ...lead(), email: 'm.lopez+roof@mail.example-co.com' }));
  });

  // The same inputs both ways: what the schema refuses, the rules refuse; what the schema
  // outputs (what the form writes), the rules accept.
  const samples: Partial<LeadInput>[] = [
    { name: 'Maria\nLopez' },
    { name: '\u0000' },
    { name: ' \u00a0 ' },
    { address: '\r\n' },
    { phone: '\t713 555 0123\t' },
    { email: 'maria@example' },
    { email: 'maria@sub.example.com' },
    { email: 'maria@@example.com' },
    { details: '  \n  ' },
    { details: 'Line one\nLine two\u0007' },
    { details: 'x'.repeat(LEAD_LIMITS.details) },
    { name: 'n'.repeat(LEAD_LIMITS.name + 1) },
  ];
  const input: LeadInput = {
    name: 'Maria Lopez',
    phone: '(713) 555-0123',
    email: 'maria@example.com',
    address: '12 Oak St, Houston, TX',
    service: 'storm-damage',
    timeline: 'week',
    details: 'Shingles missing.',
  };
  it.each(samples.map((sample) => [JSON.stringify(sample), sample] as const))(
    'agrees with the schema on %s',
    async (_label, sample) => {
      const raw = { ...input, ...sample };
      const parsed = v.safeParse(leadSchema, raw);
      const rawPayload = {
        ...toLeadPayload({ ...input, ...sample } as never),
        createdAt: serverTimestamp(),
      };
      if (!parsed.success) {
        await assertFails(create(rawPayload));
      } else {
        await assertSucceeds(
          create({ ...toLeadPayload(parsed.output), createdAt: serverTimestamp() }),
        );
      }
    },
  );
});

describe('contacts: lead ids are the SDK’s auto-ids', () => {
  const createAt = (id: string) => setDoc(doc(visitor(), 'contacts', id), lead());

  it('accepts 20 letters and digits', async () => {
    await assertSucceeds(createAt('aZ09aZ09aZ09aZ09aZ09'));
  });

  it.each([
    'lead-1',
    'a'.repeat(19),
    'a'.repeat(21),
    'aZ09aZ09aZ09aZ09aZ0-',
    'aZ09aZ09aZ09aZ09aZ0é',
  ])('refuses the chosen id %j', async (id) => {
    await assertFails(createAt(id));
  });
});

describe('contacts: the id of a deleted lead is never taken again', () => {
  const ID = 'DeletedLead000000001';

  it('refuses a create at an id the functions marked deleted, and takes any other', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'deletedLeads', ID), {
        deletedAt: Timestamp.now(),
        expireAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      });
    });
    await assertFails(setDoc(doc(visitor(), 'contacts', ID), lead()));
    await assertSucceeds(setDoc(doc(visitor(), 'contacts', 'DeletedLead000000002'), lead()));
  });

  it('keeps the marks to the functions: nobody reads or writes them', async () => {
    await assertFails(getDoc(doc(visitor(), 'deletedLeads', ID)));
    await assertFails(deleteDoc(doc(visitor(), 'deletedLeads', ID)));
    await assertFails(setDoc(doc(visitor(), 'deletedLeads', ID), { deletedAt: Timestamp.now() }));
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
    const id = 'ExistingLead00000001';
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore() as unknown as Firestore, 'contacts', id), {
        ...lead(),
        createdAt: Timestamp.now(),
      });
    });
    await assertFails(setDoc(doc(visitor(), 'contacts', id), lead()));
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
