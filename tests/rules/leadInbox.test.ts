/**
 * The lead inbox's rules: staff read leads and record their follow-up (status, note, when,
 * by whom) and nothing else; only admins delete; visitors and people without a role get
 * nothing.
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
  getAggregateFromServer,
  getCountFromServer,
  getDocs,
  count,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import {
  LEAD_NOTE_MAX,
  LEAD_PAGE_SIZE,
  LEAD_STATUSES,
  leadCountQueries,
  leadListQuery,
  leadSearchQuery,
  suspectedSpamQuery,
  type LeadQuerySpec,
  type LeadWhere,
} from '@altum/domain';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const ADMIN = 'ada';
const WRITER = 'wes';
const NOBODY = 'nora';
const LEAD = 'contacts/LeadInboxLead000001';

const as = (uid: string): Firestore => firestoreAs(env, uid, `${uid}@altum-roofing.test`);
const visitor = (): Firestore => firestoreAs(env, null);

/** A lead as the form and the e-mail function left it: no follow-up yet. */
const storedLead = () => ({
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX',
  service: 'storm-damage',
  timeline: 'week',
  message: null,
  source: { page: '/book-inspection', referrer: null, utmSource: null, utmCampaign: null },
  createdAt: Timestamp.now(),
  delivery: { status: 'sent', notification: 'sent', confirmation: 'sent' },
  // Answered once before: these tests are about the follow-up fields, and the first contact
  // has its own (leadAlerts.test.ts).
  firstContactAt: Timestamp.now(),
  firstContactBy: 'someone',
});

/** What the inbox writes when someone changes a lead's status or note. */
const followUp = (uid: string, change: Record<string, unknown> = {}) => ({
  status: 'contacted',
  note: 'Called, inspection Tuesday 9 am.',
  updatedAt: serverTimestamp(),
  updatedBy: uid,
  ...change,
});

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN]: 'admin', [WRITER]: 'writer' });
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), LEAD), storedLead());
  });
});

describe('lead inbox: reading', () => {
  it('lets admins and writers list leads newest first and read one', async () => {
    for (const uid of [ADMIN, WRITER]) {
      const db = as(uid);
      await assertSucceeds(
        getDocs(query(collection(db, 'contacts'), orderBy('createdAt', 'desc'))),
      );
      await assertSucceeds(getDoc(doc(db, LEAD)));
    }
  });

  it('refuses a visitor and a signed-in person without a role', async () => {
    for (const db of [visitor(), as(NOBODY)]) {
      await assertFails(getDocs(query(collection(db, 'contacts'), orderBy('createdAt', 'desc'))));
      await assertFails(getDoc(doc(db, LEAD)));
    }
  });
});

/** The inbox's own queries (domain/src/lead/inboxQuery.ts), as the web's data module runs them. */
const constraints = (filters: LeadWhere[]) =>
  filters.map((f) =>
    where(f.field, f.op, f.value instanceof Date ? Timestamp.fromDate(f.value) : f.value),
  );
const page = (db: Firestore, spec: LeadQuerySpec, after?: Timestamp) =>
  query(
    collection(db, 'contacts'),
    ...constraints(spec.where),
    orderBy(spec.orderBy.field, spec.orderBy.direction),
    ...(after ? [startAfter(after)] : []),
    limit(LEAD_PAGE_SIZE),
  );

describe("lead inbox: the inbox's pages, counts and searches", () => {
  const dueBy = new Date();
  const specs: [string, LeadQuerySpec][] = [
    ['everyone’s, newest first', leadListQuery({}, WRITER, dueBy)],
    ['mine, new', leadListQuery({ owner: 'mine', status: 'new' }, WRITER, dueBy)],
    ['unassigned, won', leadListQuery({ owner: 'unassigned', status: 'won' }, WRITER, dueBy)],
    ['follow-ups due', leadListQuery({ due: true }, WRITER, dueBy)],
    ['mine, follow-ups due', leadListQuery({ owner: 'mine', due: true }, WRITER, dueBy)],
    ['suspected spam', suspectedSpamQuery()],
    ['a phone number', leadSearchQuery('(713) 555-0123') as LeadQuerySpec],
    ['a mailbox', leadSearchQuery('maria@example.com') as LeadQuerySpec],
  ];

  it.each(specs)('lets staff read a page: %s, and the next one', async (_name, spec) => {
    for (const uid of [ADMIN, WRITER]) {
      await assertSucceeds(getDocs(page(as(uid), spec)));
      await assertSucceeds(getDocs(page(as(uid), spec, Timestamp.now())));
    }
  });

  it.each(specs)('refuses a visitor and a person without a role: %s', async (_name, spec) => {
    for (const db of [visitor(), as(NOBODY)]) await assertFails(getDocs(page(db, spec)));
  });

  it('lets staff count each figure the filters show, and refuses anyone else', async () => {
    for (const owner of [undefined, 'mine', 'unassigned'] as const)
      for (const filters of Object.values(leadCountQueries(owner, WRITER, dueBy))) {
        const counted = (db: Firestore) =>
          getCountFromServer(query(collection(db, 'contacts'), ...constraints(filters)));
        await assertSucceeds(counted(as(WRITER)));
        await assertFails(counted(visitor()));
        await assertFails(counted(as(NOBODY)));
      }
    await assertSucceeds(
      getAggregateFromServer(
        query(collection(as(ADMIN), 'contacts'), ...constraints(suspectedSpamQuery().where)),
        {
          held: count(),
        },
      ),
    );
  });
});

describe('lead inbox: the follow-up', () => {
  it.each(LEAD_STATUSES)('lets staff set the status %s with a note', async (status) => {
    await assertSucceeds(updateDoc(doc(as(WRITER), LEAD), followUp(WRITER, { status })));
    await assertSucceeds(updateDoc(doc(as(ADMIN), LEAD), followUp(ADMIN, { status })));
  });

  it(`accepts an empty note and one of ${LEAD_NOTE_MAX} characters, refuses one more`, async () => {
    const db = as(WRITER);
    await assertSucceeds(updateDoc(doc(db, LEAD), followUp(WRITER, { note: '' })));
    await assertSucceeds(
      updateDoc(doc(db, LEAD), followUp(WRITER, { note: 'n'.repeat(LEAD_NOTE_MAX) })),
    );
    await assertFails(
      updateDoc(doc(db, LEAD), followUp(WRITER, { note: 'n'.repeat(LEAD_NOTE_MAX + 1) })),
    );
  });

  it('refuses an unknown status, a missing one, and a note that is not text', async () => {
    const db = as(WRITER);
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, { status: 'archived' })));
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, { status: 1 })));
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, { note: 42 })));
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, { note: null })));
    const { status: _status, ...noStatus } = followUp(WRITER);
    await assertFails(updateDoc(doc(db, LEAD), noStatus));
  });

  it('refuses a client-chosen time and another person’s uid as the author', async () => {
    const db = as(WRITER);
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, { updatedAt: Timestamp.now() })));
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, { updatedAt: deleteField() })));
    await assertFails(updateDoc(doc(db, LEAD), followUp(ADMIN)));
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, { updatedBy: deleteField() })));
  });

  it.each([
    ['name', 'Someone else'],
    ['email', 'other@example.com'],
    ['phone', '(713) 555-9999'],
    ['address', '1 Elm St'],
    ['service', 'emergency'],
    ['timeline', 'asap'],
    ['message', 'Changed'],
    ['createdAt', Timestamp.fromMillis(0)],
    ['source', { page: '/', referrer: null, utmSource: 'made-up', utmCampaign: null }],
    ['delivery', { status: 'sent', notification: 'sent', confirmation: 'sent', forged: true }],
    ['expireAt', Timestamp.fromMillis(0)],
  ])('refuses staff changing the homeowner’s or the function’s %s', async (field, value) => {
    await assertFails(updateDoc(doc(as(ADMIN), LEAD), followUp(ADMIN, { [field]: value })));
    await assertFails(updateDoc(doc(as(WRITER), LEAD), { [field]: value }));
  });

  it('refuses removing a homeowner field or delivery, or replacing the whole lead', async () => {
    const db = as(ADMIN);
    await assertFails(updateDoc(doc(db, LEAD), followUp(ADMIN, { phone: deleteField() })));
    await assertFails(updateDoc(doc(db, LEAD), followUp(ADMIN, { delivery: deleteField() })));
    await assertFails(setDoc(doc(db, LEAD), { ...followUp(ADMIN), name: 'Maria Lopez' }));
  });

  it('refuses the follow-up to a visitor and to a person without a role', async () => {
    await assertFails(updateDoc(doc(visitor(), LEAD), followUp('anyone')));
    await assertFails(updateDoc(doc(as(NOBODY), LEAD), followUp(NOBODY)));
  });

  it('refuses staff creating a lead by hand through the follow-up rule', async () => {
    await assertFails(
      setDoc(doc(as(ADMIN), 'contacts/LeadInboxLead000002'), {
        ...storedLead(),
        ...followUp(ADMIN),
      }),
    );
  });
});

describe('lead inbox: a suspected-spam lead', () => {
  const SUSPECT = 'contacts/LeadInboxSuspect0001';
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), SUSPECT), { ...storedLead(), suspectedSpam: 'honeypot' });
    });
  });

  it('lets staff move it to the ordinary list with their follow-up', async () => {
    await assertSucceeds(
      updateDoc(doc(as(WRITER), SUSPECT), followUp(WRITER, { suspectedSpam: deleteField() })),
    );
    // With the inbox's copy of the mark cleared in the same write.
    await assertSucceeds(
      updateDoc(
        doc(as(ADMIN), SUSPECT),
        followUp(ADMIN, { suspectedSpam: deleteField(), quietSpam: false }),
      ),
    );
    await assertSucceeds(updateDoc(doc(as(ADMIN), LEAD), followUp(ADMIN, { status: 'new' })));
  });

  it('lets staff record a follow-up that leaves the mark as it is', async () => {
    await assertSucceeds(updateDoc(doc(as(ADMIN), SUSPECT), followUp(ADMIN)));
  });

  it('refuses staff setting or changing the mark, and anyone without a role removing it', async () => {
    await assertFails(
      updateDoc(doc(as(ADMIN), LEAD), followUp(ADMIN, { suspectedSpam: 'too-fast' })),
    );
    await assertFails(
      updateDoc(doc(as(ADMIN), SUSPECT), followUp(ADMIN, { suspectedSpam: 'too-fast' })),
    );
    await assertFails(
      updateDoc(doc(as(WRITER), SUSPECT), followUp(WRITER, { suspectedSpam: null })),
    );
    await assertFails(
      updateDoc(doc(as(NOBODY), SUSPECT), followUp(NOBODY, { suspectedSpam: deleteField() })),
    );
    await assertFails(updateDoc(doc(visitor(), SUSPECT), { suspectedSpam: deleteField() }));
  });

  it("refuses staff holding a lead apart through the inbox's copy, or clearing it alone", async () => {
    await assertFails(updateDoc(doc(as(ADMIN), LEAD), followUp(ADMIN, { quietSpam: true })));
    await assertFails(updateDoc(doc(as(ADMIN), SUSPECT), followUp(ADMIN, { quietSpam: false })));
    await assertFails(
      updateDoc(
        doc(as(WRITER), SUSPECT),
        followUp(WRITER, { suspectedSpam: deleteField(), quietSpam: 'no' }),
      ),
    );
  });
});

describe('lead inbox: deleting', () => {
  it('lets an admin delete a lead', async () => {
    await assertSucceeds(deleteDoc(doc(as(ADMIN), LEAD)));
  });

  it('refuses a writer, a person without a role and a visitor', async () => {
    await assertFails(deleteDoc(doc(as(WRITER), LEAD)));
    await assertFails(deleteDoc(doc(as(NOBODY), LEAD)));
    await assertFails(deleteDoc(doc(visitor(), LEAD)));
  });
});

describe('lead inbox: the flood warning', () => {
  const FLOOD = 'leadAlerts/flood';
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), FLOOD), {
        active: true,
        leadsInWindow: 42,
        windowMinutes: 10,
        since: Timestamp.now(),
      });
    });
  });

  it('lets admins and writers read it', async () => {
    for (const uid of [ADMIN, WRITER]) await assertSucceeds(getDoc(doc(as(uid), FLOOD)));
  });

  it('refuses a visitor and a signed-in person without a role', async () => {
    await assertFails(getDoc(doc(visitor(), FLOOD)));
    await assertFails(getDoc(doc(as(NOBODY), FLOOD)));
  });

  it('refuses everyone a write: only the e-mail function keeps it', async () => {
    for (const db of [as(ADMIN), as(WRITER), visitor()]) {
      await assertFails(setDoc(doc(db, FLOOD), { active: false }));
      await assertFails(updateDoc(doc(db, FLOOD), { active: false }));
      await assertFails(deleteDoc(doc(db, FLOOD)));
    }
  });
});
