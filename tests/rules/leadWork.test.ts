/**
 * Working a lead (domain/src/lead/work.ts): the owner, the tries, the next follow-up, the
 * "I take leads" switch and the admins' automatic-assignment setting. Each field allowed and
 * refused; the functions' own fields are never the client's.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  arrayUnion,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { LEAD_ATTEMPT_KINDS, LEAD_ATTEMPT_NOTE_MAX, MAX_LEAD_ATTEMPTS } from '@altum/domain';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { clearFirestore, firestoreAs, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const ADMIN = 'ada';
const WRITER = 'wes';
const OTHER_WRITER = 'wil';
const FORMER = 'fern';
const NOBODY = 'nora';
const LEAD = 'contacts/LeadWorkLead00000001';

const as = (uid: string): Firestore => firestoreAs(env, uid, `${uid}@altum-roofing.test`);

/** Each person's profile: a full name, or (OTHER_WRITER) none, so the e-mail names them. */
const profileOf = (uid: string) => ({
  email: `${uid}@altum-roofing.test`,
  fullName: uid === OTHER_WRITER ? '' : `Name of ${uid}`,
  avatarUrl: null,
});

/** The name the rules expect on a record about `uid`: the profile's. */
const nameOf = (uid: string) => profileOf(uid).fullName || profileOf(uid).email;

/** A new lead as the form and the functions left it. */
const storedLead = (extra: Record<string, unknown> = {}) => ({
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX',
  service: 'storm-damage',
  timeline: 'week',
  message: null,
  createdAt: Timestamp.now(),
  delivery: { status: 'sent', notification: 'sent', confirmation: 'sent' },
  ...extra,
});

const stamp = (uid: string) => ({ updatedAt: serverTimestamp(), updatedBy: uid });

/** What the inbox writes to give a lead to `ownerId` (null: nobody). */
const assign = (by: string, ownerId: string | null, change: Record<string, unknown> = {}) => ({
  ownerId,
  ownerName: ownerId ? nameOf(ownerId) : null,
  assignedAt: serverTimestamp(),
  assignedBy: by,
  ...stamp(by),
  ...change,
});

const attempt = (by: string, change: Record<string, unknown> = {}) => ({
  kind: 'no-answer',
  at: Timestamp.now(),
  byUid: by,
  byName: nameOf(by),
  note: '',
  ...change,
});

/** What the inbox writes to log a try: appended, counted, with the next follow-up. */
const logTry = (by: string, entry = attempt(by), change: Record<string, unknown> = {}) => ({
  attempts: arrayUnion(entry),
  attemptCount: increment(1),
  followUpAt: Timestamp.fromMillis(Date.now() + 3_600_000),
  ...stamp(by),
  ...change,
});

async function seedLead(extra: Record<string, unknown> = {}) {
  await env.withSecurityRulesDisabled(async (ctx) => {
    await setDoc(doc(ctx.firestore(), LEAD), storedLead(extra));
  });
}

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, {
    [ADMIN]: 'admin',
    [WRITER]: 'writer',
    [OTHER_WRITER]: 'writer',
    [FORMER]: 'former',
  });
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const uid of [ADMIN, WRITER, OTHER_WRITER, FORMER, NOBODY]) {
      await setDoc(doc(ctx.firestore(), `profiles/${uid}`), profileOf(uid));
    }
  });
  await seedLead();
});

describe('lead owner', () => {
  it('lets an admin assign any staff member, reassign, and unassign', async () => {
    const db = as(ADMIN);
    await assertSucceeds(updateDoc(doc(db, LEAD), assign(ADMIN, WRITER)));
    await assertSucceeds(updateDoc(doc(db, LEAD), assign(ADMIN, OTHER_WRITER)));
    await assertSucceeds(updateDoc(doc(db, LEAD), assign(ADMIN, ADMIN)));
    await assertSucceeds(updateDoc(doc(db, LEAD), assign(ADMIN, null)));
  });

  it('refuses an admin assigning someone who is not staff', async () => {
    for (const uid of [FORMER, NOBODY]) {
      await assertFails(updateDoc(doc(as(ADMIN), LEAD), assign(ADMIN, uid)));
    }
  });

  it('lets a writer take a lead nobody owns, for themselves only', async () => {
    await assertFails(updateDoc(doc(as(WRITER), LEAD), assign(WRITER, OTHER_WRITER)));
    await assertSucceeds(updateDoc(doc(as(WRITER), LEAD), assign(WRITER, WRITER)));
  });

  it('lets a writer take a lead an admin unassigned (ownerId null)', async () => {
    await seedLead({ ownerId: null, ownerName: null });
    await assertSucceeds(updateDoc(doc(as(WRITER), LEAD), assign(WRITER, WRITER)));
  });

  it('refuses a writer taking an owned lead, reassigning it, or unassigning it', async () => {
    await seedLead({ ownerId: OTHER_WRITER, ownerName: 'Wil' });
    const db = as(WRITER);
    await assertFails(updateDoc(doc(db, LEAD), assign(WRITER, WRITER)));
    await assertFails(updateDoc(doc(db, LEAD), assign(WRITER, null)));
    await assertFails(updateDoc(doc(as(OTHER_WRITER), LEAD), assign(OTHER_WRITER, null)));
  });

  it('refuses a client time, another assigner, a missing or bad name', async () => {
    const db = as(ADMIN);
    const bad = [
      { assignedAt: Timestamp.now() },
      { assignedBy: WRITER },
      { assignedBy: deleteField() },
      { ownerName: deleteField() },
      { ownerName: 42 },
      { ownerName: 'n'.repeat(201) },
      { ownerName: 'Line\nbreak' },
    ];
    for (const change of bad) {
      await assertFails(updateDoc(doc(db, LEAD), assign(ADMIN, WRITER, change)));
    }
    await assertFails(updateDoc(doc(db, LEAD), assign(ADMIN, null, { ownerName: 'Someone' })));
  });

  it("names the owner by their profile: the full name, else the e-mail, never another's", async () => {
    // OTHER_WRITER's profile has no full name: the e-mail is their name.
    await assertSucceeds(updateDoc(doc(as(ADMIN), LEAD), assign(ADMIN, OTHER_WRITER)));
    await assertFails(
      updateDoc(doc(as(ADMIN), LEAD), assign(ADMIN, WRITER, { ownerName: nameOf(ADMIN) })),
    );
    await assertFails(
      updateDoc(doc(as(ADMIN), LEAD), assign(ADMIN, OTHER_WRITER, { ownerName: '' })),
    );
    // Nobody's again, for a writer to take.
    await seedLead();
    await assertFails(
      updateDoc(doc(as(WRITER), LEAD), assign(WRITER, WRITER, { ownerName: 'The Boss' })),
    );
    await assertSucceeds(updateDoc(doc(as(WRITER), LEAD), assign(WRITER, WRITER)));
  });

  it('refuses an owner whose profile is missing', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await deleteDoc(doc(ctx.firestore(), `profiles/${WRITER}`));
    });
    await assertFails(updateDoc(doc(as(ADMIN), LEAD), assign(ADMIN, WRITER)));
    await assertFails(updateDoc(doc(as(WRITER), LEAD), assign(WRITER, WRITER)));
  });

  it('refuses the owner to a person without a role, a former staff member and a visitor', async () => {
    await assertFails(updateDoc(doc(as(NOBODY), LEAD), assign(NOBODY, NOBODY)));
    await assertFails(updateDoc(doc(as(FORMER), LEAD), assign(FORMER, FORMER)));
    await assertFails(updateDoc(doc(firestoreAs(env, null), LEAD), assign('x', null)));
  });
});

describe('lead attempts', () => {
  it.each(LEAD_ATTEMPT_KINDS)('lets staff log a try of kind %s', async (kind) => {
    await assertSucceeds(
      updateDoc(doc(as(WRITER), LEAD), logTry(WRITER, attempt(WRITER, { kind }))),
    );
  });

  it('appends tries one at a time, by anyone on staff, up to the limit', async () => {
    await assertSucceeds(updateDoc(doc(as(WRITER), LEAD), logTry(WRITER)));
    await assertSucceeds(
      updateDoc(doc(as(ADMIN), LEAD), logTry(ADMIN, attempt(ADMIN, { kind: 'texted' }))),
    );
    const stored = Array.from({ length: MAX_LEAD_ATTEMPTS - 1 }, (_, i) =>
      attempt(WRITER, { at: Timestamp.fromMillis(Date.now() - (i + 1) * 60_000) }),
    );
    await seedLead({ attempts: stored, attemptCount: stored.length });
    await assertSucceeds(updateDoc(doc(as(WRITER), LEAD), logTry(WRITER)));
    await assertFails(updateDoc(doc(as(WRITER), LEAD), logTry(WRITER)));
  });

  it('logs "spoke" on a new lead with the first contact, in one write', async () => {
    await assertSucceeds(
      updateDoc(
        doc(as(WRITER), LEAD),
        logTry(WRITER, attempt(WRITER, { kind: 'spoke' }), {
          status: 'contacted',
          firstContactAt: serverTimestamp(),
          firstContactBy: WRITER,
        }),
      ),
    );
    // Without the first contact, leaving 'new' is refused (the existing rule).
    await seedLead();
    await assertFails(
      updateDoc(
        doc(as(WRITER), LEAD),
        logTry(WRITER, attempt(WRITER, { kind: 'spoke' }), { status: 'contacted' }),
      ),
    );
  });

  it('refuses two tries at once, a rewritten or removed one, and a count that does not match', async () => {
    const first = attempt(WRITER, { at: Timestamp.fromMillis(Date.now() - 60_000) });
    await seedLead({ attempts: [first], attemptCount: 1 });
    const db = as(WRITER);
    const second = attempt(WRITER);
    await assertFails(
      updateDoc(doc(db, LEAD), {
        ...logTry(WRITER),
        attempts: [first, second, attempt(WRITER, { kind: 'texted' })],
        attemptCount: 3,
      }),
    );
    await assertFails(
      updateDoc(doc(db, LEAD), {
        ...logTry(WRITER),
        attempts: [{ ...first, note: 'changed' }, second],
        attemptCount: 2,
      }),
    );
    await assertFails(
      updateDoc(doc(db, LEAD), { ...logTry(WRITER), attempts: [], attemptCount: 0 }),
    );
    await assertFails(updateDoc(doc(db, LEAD), logTry(WRITER, second, { attemptCount: 5 })));
    await assertFails(
      updateDoc(doc(db, LEAD), logTry(WRITER, second, { attemptCount: deleteField() })),
    );
    await assertFails(updateDoc(doc(db, LEAD), { ...stamp(WRITER), attemptCount: 2 }));
    await assertFails(updateDoc(doc(db, LEAD), { ...stamp(WRITER), attempts: 'many' }));
  });

  it('refuses a try by someone else, of an unknown kind, in the future, or malformed', async () => {
    const db = as(WRITER);
    const bad = [
      { byUid: ADMIN },
      { kind: 'visited' },
      { at: Timestamp.fromMillis(Date.now() + 60 * 60_000) },
      { at: '2026-11-20' },
      { note: 'n'.repeat(LEAD_ATTEMPT_NOTE_MAX + 1) },
      { note: null },
      { byName: 'n'.repeat(201) },
      { byName: 7 },
      { extra: true },
    ];
    for (const change of bad) {
      await assertFails(updateDoc(doc(db, LEAD), logTry(WRITER, attempt(WRITER, change))));
    }
    const { note: _note, ...noNote } = attempt(WRITER);
    await assertFails(
      updateDoc(doc(db, LEAD), logTry(WRITER, noNote as ReturnType<typeof attempt>)),
    );
    await assertFails(updateDoc(doc(db, LEAD), logTry(WRITER, 'a try' as never)));
    await assertSucceeds(
      updateDoc(
        doc(db, LEAD),
        logTry(WRITER, attempt(WRITER, { note: 'n'.repeat(LEAD_ATTEMPT_NOTE_MAX) })),
      ),
    );
  });

  it("names the try by its author's profile, full name or else e-mail", async () => {
    await assertSucceeds(updateDoc(doc(as(OTHER_WRITER), LEAD), logTry(OTHER_WRITER)));
    for (const byName of [nameOf(ADMIN), 'Someone else', '']) {
      await assertFails(
        updateDoc(doc(as(WRITER), LEAD), logTry(WRITER, attempt(WRITER, { byName }))),
      );
    }
  });

  it('refuses a try dated before the lead arrived, and takes one at its very arrival', async () => {
    const arrived = Timestamp.fromMillis(Date.now() - 2 * 3_600_000);
    await seedLead({ createdAt: arrived });
    const db = as(WRITER);
    for (const before of [1, 60_000, 24 * 3_600_000]) {
      await assertFails(
        updateDoc(
          doc(db, LEAD),
          logTry(
            WRITER,
            attempt(WRITER, { at: Timestamp.fromMillis(arrived.toMillis() - before) }),
          ),
        ),
      );
    }
    await assertSucceeds(
      updateDoc(doc(db, LEAD), logTry(WRITER, attempt(WRITER, { at: arrived }))),
    );
  });

  it('refuses a try to a person without a role', async () => {
    await assertFails(updateDoc(doc(as(NOBODY), LEAD), logTry(NOBODY)));
  });
});

describe('lead follow-up time', () => {
  it('lets staff set, change and clear it', async () => {
    const db = as(WRITER);
    await assertSucceeds(
      updateDoc(doc(db, LEAD), { ...stamp(WRITER), followUpAt: Timestamp.now() }),
    );
    await assertSucceeds(updateDoc(doc(db, LEAD), { ...stamp(WRITER), followUpAt: null }));
  });

  it('refuses anything but a time or null, and a change without who and when', async () => {
    const db = as(WRITER);
    await assertFails(updateDoc(doc(db, LEAD), { ...stamp(WRITER), followUpAt: '9 am' }));
    await assertFails(updateDoc(doc(db, LEAD), { ...stamp(WRITER), followUpAt: 1 }));
    await assertFails(updateDoc(doc(db, LEAD), { followUpAt: Timestamp.now() }));
  });
});

describe("the functions' own fields", () => {
  it.each([
    // Another homeowner's keys: the stack's own arrival function writes this lead's keys on
    // it, and writing those same keys again would change nothing, which the rules allow.
    ['contactKeys', { phone: '2815550199', mailbox: 'rosa@example.com' }],
    ['relatedLeads', [{ id: 'LeadWorkLead00000002', createdAt: Timestamp.now() }]],
    ['followUpAlertedAt', Timestamp.now()],
  ])('refuses staff writing %s', async (field, value) => {
    for (const uid of [ADMIN, WRITER]) {
      await assertFails(updateDoc(doc(as(uid), LEAD), { ...stamp(uid), [field]: value }));
      await assertFails(
        updateDoc(doc(as(uid), LEAD), logTry(uid, attempt(uid), { [field]: value })),
      );
    }
  });
});

describe('"I take leads"', () => {
  const path = (uid: string) => `alertPreferences/${uid}`;
  const prefs = (takesLeads: unknown) => ({
    quietHours: null,
    takesLeads,
    updatedAt: serverTimestamp(),
  });

  it('lets staff switch it on and off for themselves', async () => {
    await assertSucceeds(setDoc(doc(as(WRITER), path(WRITER)), prefs(true)));
    await assertSucceeds(setDoc(doc(as(WRITER), path(WRITER)), prefs(false)));
    await assertSucceeds(
      setDoc(doc(as(ADMIN), path(ADMIN)), {
        ...prefs(true),
        quietHours: { start: 1320, end: 420 },
      }),
    );
  });

  it('refuses a value that is not a switch, and anyone else’s', async () => {
    await assertFails(setDoc(doc(as(WRITER), path(WRITER)), prefs('yes')));
    await assertFails(setDoc(doc(as(ADMIN), path(WRITER)), prefs(true)));
    await assertFails(setDoc(doc(as(NOBODY), path(NOBODY)), prefs(true)));
  });
});

describe('automatic assignment setting', () => {
  const SETTINGS = 'leadAssignment/settings';
  const settings = (by: string, change: Record<string, unknown> = {}) => ({
    auto: true,
    updatedAt: serverTimestamp(),
    updatedBy: by,
    ...change,
  });

  it('lets admins switch it and staff read it', async () => {
    await assertSucceeds(setDoc(doc(as(ADMIN), SETTINGS), settings(ADMIN)));
    await assertSucceeds(setDoc(doc(as(ADMIN), SETTINGS), settings(ADMIN, { auto: false })));
    await assertSucceeds(getDoc(doc(as(WRITER), SETTINGS)));
    await assertSucceeds(getDoc(doc(as(ADMIN), SETTINGS)));
  });

  it('refuses writers, visitors, bad values, and reading without a role', async () => {
    await assertFails(setDoc(doc(as(WRITER), SETTINGS), settings(WRITER)));
    const { updatedBy: _by, ...unsigned } = settings(ADMIN);
    await assertFails(setDoc(doc(as(ADMIN), SETTINGS), unsigned));
    await assertFails(getDoc(doc(as(NOBODY), SETTINGS)));
    const db = as(ADMIN);
    for (const change of [
      { auto: 'on' },
      { updatedAt: Timestamp.now() },
      { updatedBy: WRITER },
      { extra: 1 },
    ]) {
      await assertFails(setDoc(doc(db, SETTINGS), settings(ADMIN, change)));
    }
  });

  it("refuses everyone the function's round-robin cursor", async () => {
    await assertFails(getDoc(doc(as(ADMIN), 'leadAssignment/roundRobin')));
    await assertFails(setDoc(doc(as(ADMIN), 'leadAssignment/roundRobin'), { next: 0 }));
  });
});
