/**
 * Lead alerts and speed to lead: each device's push subscription and each person's quiet hours
 * belong to their owner alone, while staff; admins see who has alerts on, not the keys; the
 * figures are read by staff and written by nobody; a lead's first contact is recorded once, by
 * the change that takes it out of 'new', at the server's time.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
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
import { clearFirestore, firestoreAs, lead, seedRoles, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());

const ADMIN = 'ada';
const WRITER = 'wes';
const FORMER = 'fay';
const NOBODY = 'nora';
const DEVICE = 'DeviceAbcdefghij0001';

const as = (uid: string): Firestore => firestoreAs(env, uid, `${uid}@altum-roofing.test`);
const visitor = (): Firestore => firestoreAs(env, null);

const subscriptionPath = (uid: string, device = DEVICE) =>
  `profiles/${uid}/pushSubscriptions/${device}`;

/** The shape of an uncompressed P-256 point (0x04 first) and of a 16-byte secret, base64url. */
const P256DH = `BA${'a'.repeat(84)}4`;
const AUTH = 'abcdefghijklmnopqrstuw';

/** What the 'Lead alerts' panel stores for a browser's PushSubscription. */
const subscription = (change: Record<string, unknown> = {}) => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123:APA91b-example',
  keys: { p256dh: P256DH, auth: AUTH },
  label: 'Chrome on Android',
  createdAt: serverTimestamp(),
  ...change,
});

beforeEach(async () => {
  await clearFirestore(env);
  await seedRoles(env, { [ADMIN]: 'admin', [WRITER]: 'writer', [FORMER]: 'former' });
});

describe('push subscriptions', () => {
  it('lets a staff member store, read, renew and delete their own device', async () => {
    for (const uid of [WRITER, ADMIN]) {
      const db = as(uid);
      await assertSucceeds(setDoc(doc(db, subscriptionPath(uid)), subscription()));
      await assertSucceeds(getDoc(doc(db, subscriptionPath(uid))));
      await assertSucceeds(getDocs(collection(db, `profiles/${uid}/pushSubscriptions`)));
      await assertSucceeds(
        setDoc(doc(db, subscriptionPath(uid)), subscription({ label: 'Renewed' })),
      );
      await assertSucceeds(deleteDoc(doc(db, subscriptionPath(uid))));
    }
  });

  it('accepts the local push receiver only on the emulators', async () => {
    await assertSucceeds(
      setDoc(
        doc(as(WRITER), subscriptionPath(WRITER)),
        subscription({ endpoint: 'http://127.0.0.1:8026/push/5f0c-4b1e-9a7e' }),
      ),
    );
    for (const endpoint of [
      'http://127.0.0.1:8025/v3/mail/send',
      'http://169.254.169.254/push/x',
      'http://127.0.0.1:8026/push/a/../../admin',
      'ftp://push.example/x',
      `https://fcm.googleapis.com/fcm/send/${'x'.repeat(2048)}`,
      'https://push.example/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/fcm/send/abc',
      'https://evil.example/https://fcm.googleapis.com/x',
      'https://notify.windows.com/w/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      42,
    ]) {
      await assertFails(
        setDoc(doc(as(WRITER), subscriptionPath(WRITER)), subscription({ endpoint })),
      );
    }
  });

  it('accepts the known push services, and only those', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc123:APA91b-example',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAABc',
      'https://web.push.apple.com/QGx2c-abc',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD',
    ])
      await assertSucceeds(
        setDoc(doc(as(WRITER), subscriptionPath(WRITER)), subscription({ endpoint })),
      );
  });

  it('keeps a person to 5 devices, counted by alertStatus', async () => {
    const device = (n: number) => `DeviceAbcdefghij000${n}`;
    const status = (devices: number) =>
      env.withSecurityRulesDisabled(async (ctx) => {
        await setDoc(doc(ctx.firestore(), `alertStatus/${WRITER}`), {
          devices,
          updatedAt: Timestamp.now(),
        });
      });
    await status(4);
    await assertSucceeds(
      setDoc(doc(as(WRITER), subscriptionPath(WRITER, device(5))), subscription()),
    );
    await status(5);
    await assertFails(setDoc(doc(as(WRITER), subscriptionPath(WRITER, device(6))), subscription()));
    // A renewal of a stored device is no new device.
    await assertSucceeds(
      setDoc(
        doc(as(WRITER), subscriptionPath(WRITER, device(5))),
        subscription({ label: 'Renewed' }),
      ),
    );
  });

  it('keeps everyone else out, admins included, and people without a role', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), subscriptionPath(WRITER)), {
        ...subscription(),
        createdAt: Timestamp.now(),
      });
      await setDoc(doc(ctx.firestore(), subscriptionPath(FORMER)), {
        ...subscription(),
        createdAt: Timestamp.now(),
      });
    });
    await assertFails(getDoc(doc(as(ADMIN), subscriptionPath(WRITER))));
    await assertFails(getDocs(collection(as(ADMIN), `profiles/${WRITER}/pushSubscriptions`)));
    await assertFails(getDocs(collectionGroup(as(ADMIN), 'pushSubscriptions')));
    await assertFails(deleteDoc(doc(as(ADMIN), subscriptionPath(WRITER))));
    await assertFails(setDoc(doc(as(ADMIN), subscriptionPath(WRITER)), subscription()));
    await assertFails(getDoc(doc(visitor(), subscriptionPath(WRITER))));
    // Their own, but no longer staff: no alerts, and nothing to do with the record.
    await assertFails(getDoc(doc(as(FORMER), subscriptionPath(FORMER))));
    await assertFails(setDoc(doc(as(FORMER), subscriptionPath(FORMER)), subscription()));
    await assertFails(setDoc(doc(as(NOBODY), subscriptionPath(NOBODY)), subscription()));
  });

  it.each([
    ['an extra field', { extra: true }],
    ['a label with a control character', { label: 'Phone\u0007' }],
    ['a label too long', { label: 'x'.repeat(201) }],
    ['a client clock', { createdAt: Timestamp.now() }],
    ['keys not a map', { keys: 'p256dh' }],
    ['a key too many', { keys: { p256dh: P256DH, auth: AUTH, x: 1 } }],
    ['no auth secret', { keys: { p256dh: P256DH } }],
    ['a short public key', { keys: { p256dh: 'B'.repeat(60), auth: AUTH } }],
    ['a public key of another alphabet', { keys: { p256dh: `BA${'+'.repeat(85)}`, auth: AUTH } }],
    ['a numeric public key', { keys: { p256dh: 4, auth: AUTH } }],
    ['a compressed public key', { keys: { p256dh: `Ag${'a'.repeat(84)}4`, auth: AUTH } }],
    ['a public key not starting 0x04', { keys: { p256dh: `BQ${'a'.repeat(84)}4`, auth: AUTH } }],
    [
      'a public key with its spare bits set',
      { keys: { p256dh: `BA${'a'.repeat(84)}a`, auth: AUTH } },
    ],
    ['a short auth secret', { keys: { p256dh: P256DH, auth: AUTH.slice(1) } }],
    ['an auth secret with its spare bits set', { keys: { p256dh: P256DH, auth: 'a'.repeat(22) } }],
    ['a numeric auth secret', { keys: { p256dh: P256DH, auth: 7 } }],
  ])('refuses a subscription with %s', async (_name, change) => {
    await assertFails(
      setDoc(
        doc(as(WRITER), subscriptionPath(WRITER)),
        subscription(change as Record<string, unknown>),
      ),
    );
  });

  it('refuses a subscription without its label', async () => {
    const { label: _label, ...unlabelled } = subscription();
    await assertFails(setDoc(doc(as(WRITER), subscriptionPath(WRITER)), unlabelled));
  });

  it('refuses a device id that is not an auto-id', async () => {
    await assertFails(
      setDoc(doc(as(WRITER), subscriptionPath(WRITER, 'my-phone')), subscription()),
    );
  });
});

describe('quiet hours', () => {
  const path = (uid: string) => `alertPreferences/${uid}`;
  const preferences = (quietHours: unknown, change: Record<string, unknown> = {}) => ({
    quietHours,
    updatedAt: serverTimestamp(),
    ...change,
  });

  it('lets staff set, change, turn off and read their own', async () => {
    const db = as(WRITER);
    await assertSucceeds(setDoc(doc(db, path(WRITER)), preferences({ start: 1320, end: 420 })));
    await assertSucceeds(setDoc(doc(db, path(WRITER)), preferences({ start: 0, end: 1439 })));
    await assertSucceeds(setDoc(doc(db, path(WRITER)), preferences(null)));
    await assertSucceeds(getDoc(doc(db, path(WRITER))));
  });

  it.each([
    ['start equal to end', { start: 600, end: 600 }],
    ['a minute past the day', { start: 1440, end: 60 }],
    ['a negative end', { start: 60, end: -1 }],
    ['a fraction', { start: 60.5, end: 120 }],
    ['text', { start: '22:00', end: '07:00' }],
    ['an extra key', { start: 60, end: 120, days: 'weekdays' }],
    ['no end', { start: 60 }],
    ['a string', 'nights'],
  ])('refuses quiet hours with %s', async (_name, quietHours) => {
    await assertFails(setDoc(doc(as(WRITER), path(WRITER)), preferences(quietHours)));
  });

  it("refuses a client clock, extra fields, and anyone else's preferences", async () => {
    await assertFails(
      setDoc(doc(as(WRITER), path(WRITER)), preferences(null, { updatedAt: Timestamp.now() })),
    );
    await assertFails(setDoc(doc(as(WRITER), path(WRITER)), preferences(null, { muted: true })));
    await assertFails(setDoc(doc(as(WRITER), path(WRITER)), { quietHours: null }));
    await assertFails(setDoc(doc(as(ADMIN), path(WRITER)), preferences(null)));
    await assertFails(setDoc(doc(as(NOBODY), path(NOBODY)), preferences(null)));
    await assertFails(setDoc(doc(as(FORMER), path(FORMER)), preferences(null)));
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), path(WRITER)), {
        quietHours: null,
        updatedAt: Timestamp.now(),
      });
    });
    await assertFails(getDoc(doc(as(ADMIN), path(WRITER))));
    await assertFails(getDoc(doc(visitor(), path(WRITER))));
    await assertFails(deleteDoc(doc(as(WRITER), path(WRITER))));
  });
});

describe('who has alerts on', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), `alertStatus/${WRITER}`), {
        devices: 2,
        updatedAt: Timestamp.now(),
      });
    });
  });

  it('is read by admins, and by each person for themselves', async () => {
    await assertSucceeds(getDocs(collection(as(ADMIN), 'alertStatus')));
    await assertSucceeds(getDoc(doc(as(ADMIN), `alertStatus/${WRITER}`)));
    await assertSucceeds(getDoc(doc(as(WRITER), `alertStatus/${WRITER}`)));
  });

  it('is hidden from writers (others), visitors and people without a role, and written by nobody', async () => {
    await assertFails(getDocs(collection(as(WRITER), 'alertStatus')));
    await assertFails(getDoc(doc(as(WRITER), `alertStatus/${ADMIN}`)));
    await assertFails(getDoc(doc(visitor(), `alertStatus/${WRITER}`)));
    await assertFails(getDoc(doc(as(NOBODY), `alertStatus/${WRITER}`)));
    await assertFails(setDoc(doc(as(ADMIN), `alertStatus/${WRITER}`), { devices: 0 }));
    await assertFails(setDoc(doc(as(WRITER), `alertStatus/${WRITER}`), { devices: 9 }));
  });
});

describe('speed-to-lead figures', () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'leadStats/speedToLead'), { computedAt: Timestamp.now() });
    });
  });

  it('are read by staff', async () => {
    await assertSucceeds(getDoc(doc(as(WRITER), 'leadStats/speedToLead')));
    await assertSucceeds(getDoc(doc(as(ADMIN), 'leadStats/speedToLead')));
  });

  it('are hidden from visitors and people without a role, and written by nobody', async () => {
    await assertFails(getDoc(doc(visitor(), 'leadStats/speedToLead')));
    await assertFails(getDoc(doc(as(NOBODY), 'leadStats/speedToLead')));
    await assertFails(getDoc(doc(as(FORMER), 'leadStats/speedToLead')));
    await assertFails(getDocs(collection(as(ADMIN), 'leadStats')));
    await assertFails(setDoc(doc(as(ADMIN), 'leadStats/speedToLead'), { last7Days: {} }));
    await assertFails(deleteDoc(doc(as(ADMIN), 'leadStats/speedToLead')));
  });
});

describe("the month's quote figures", () => {
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), 'leadStats/quotes'), { month: '2026-11', sent: 3 });
    });
  });

  it('are read by staff', async () => {
    await assertSucceeds(getDoc(doc(as(WRITER), 'leadStats/quotes')));
    await assertSucceeds(getDoc(doc(as(ADMIN), 'leadStats/quotes')));
  });

  it('are hidden from visitors and people without a role, and written by nobody', async () => {
    await assertFails(getDoc(doc(visitor(), 'leadStats/quotes')));
    await assertFails(getDoc(doc(as(NOBODY), 'leadStats/quotes')));
    await assertFails(getDoc(doc(as(FORMER), 'leadStats/quotes')));
    await assertFails(setDoc(doc(as(ADMIN), 'leadStats/quotes'), { sent: 100 }));
    await assertFails(deleteDoc(doc(as(ADMIN), 'leadStats/quotes')));
  });
});

describe('first contact', () => {
  const LEAD = 'contacts/FirstContactLead0001';
  const stored = (change: Record<string, unknown> = {}) => ({
    ...lead(),
    createdAt: Timestamp.now(),
    ...change,
  });
  const followUp = (uid: string, status: string, change: Record<string, unknown> = {}) => ({
    status,
    note: '',
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    ...change,
  });
  const firstContact = (uid: string) => ({
    firstContactAt: serverTimestamp(),
    firstContactBy: uid,
  });
  const seed = (data: Record<string, unknown>) =>
    env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), LEAD), data);
    });

  beforeEach(() => seed(stored()));

  it.each(['contacted', 'won', 'lost'])(
    'is recorded when a new lead first becomes %s, at the server time, by the writer',
    async (status) => {
      await assertSucceeds(
        updateDoc(doc(as(WRITER), LEAD), followUp(WRITER, status, firstContact(WRITER))),
      );
    },
  );

  it('is required on that change, and must be the server time and the writer', async () => {
    const db = as(WRITER);
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, 'contacted')));
    await assertFails(
      updateDoc(
        doc(db, LEAD),
        followUp(WRITER, 'contacted', { ...firstContact(WRITER), firstContactAt: Timestamp.now() }),
      ),
    );
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, 'contacted', firstContact(ADMIN))));
    await assertFails(
      updateDoc(
        doc(db, LEAD),
        followUp(WRITER, 'contacted', { firstContactAt: serverTimestamp() }),
      ),
    );
  });

  it('is not set by a change that keeps the lead new', async () => {
    const db = as(WRITER);
    await assertSucceeds(updateDoc(doc(db, LEAD), followUp(WRITER, 'new', { note: 'No answer' })));
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, 'new', firstContact(WRITER))));
  });

  it('never moves once recorded, whatever the status does next', async () => {
    await seed(
      stored({
        status: 'contacted',
        note: '',
        firstContactAt: Timestamp.fromMillis(Date.now() - 60_000),
        firstContactBy: ADMIN,
      }),
    );
    const db = as(WRITER);
    await assertSucceeds(updateDoc(doc(db, LEAD), followUp(WRITER, 'won')));
    await assertFails(updateDoc(doc(db, LEAD), followUp(WRITER, 'lost', firstContact(WRITER))));
    await assertFails(
      updateDoc(doc(db, LEAD), followUp(WRITER, 'lost', { firstContactBy: WRITER })),
    );
    await assertFails(
      updateDoc(
        doc(db, LEAD),
        followUp(WRITER, 'lost', { firstContactAt: deleteField(), firstContactBy: deleteField() }),
      ),
    );
    // Back to new and out again: still the first one.
    await assertSucceeds(updateDoc(doc(db, LEAD), followUp(WRITER, 'new')));
    await assertFails(
      updateDoc(doc(db, LEAD), followUp(WRITER, 'contacted', firstContact(WRITER))),
    );
    await assertSucceeds(updateDoc(doc(db, LEAD), followUp(WRITER, 'contacted')));
  });

  it('is not added to a lead answered before it was recorded', async () => {
    await seed(stored({ status: 'contacted', note: '' }));
    await assertSucceeds(updateDoc(doc(as(WRITER), LEAD), followUp(WRITER, 'won')));
    await assertFails(
      updateDoc(doc(as(WRITER), LEAD), followUp(WRITER, 'lost', firstContact(WRITER))),
    );
  });

  it('is refused to people without a role and to visitors', async () => {
    await assertFails(
      updateDoc(doc(as(NOBODY), LEAD), followUp(NOBODY, 'contacted', firstContact(NOBODY))),
    );
    await assertFails(
      updateDoc(doc(visitor(), LEAD), followUp('x', 'contacted', firstContact('x'))),
    );
  });
});

describe("the server's own lead fields, which no client writes", () => {
  const LEAD = 'contacts/ServerFieldsLead0001';
  const serverFields: [string, Record<string, unknown>][] = [
    // Another homeowner's keys: the stack's own arrival function writes this lead's keys on
    // it, and writing those same keys again would change nothing, which the rules allow.
    ['contactKeys', { contactKeys: { phone: '2815550199', mailbox: 'rosa@example.com' } }],
    [
      'relatedLeads',
      { relatedLeads: [{ id: 'OtherLeadAbcdefgh0001', createdAt: Timestamp.now() }] },
    ],
    ['followUpAlertedAt', { followUpAlertedAt: Timestamp.now() }],
  ];

  beforeEach(() =>
    env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore(), LEAD), { ...lead(), createdAt: Timestamp.now() });
    }),
  );

  it('lets staff record a follow-up without them', async () => {
    for (const uid of [WRITER, ADMIN])
      await assertSucceeds(
        updateDoc(doc(as(uid), LEAD), {
          status: 'new',
          note: 'called',
          updatedAt: serverTimestamp(),
          updatedBy: uid,
        }),
      );
  });

  it.each(serverFields)('refuses %s from staff and from the form', async (_name, field) => {
    for (const uid of [WRITER, ADMIN])
      await assertFails(
        updateDoc(doc(as(uid), LEAD), {
          status: 'new',
          note: '',
          updatedAt: serverTimestamp(),
          updatedBy: uid,
          ...field,
        }),
      );
    await assertFails(
      setDoc(doc(visitor(), 'contacts/ServerFieldsLead0002'), { ...lead(), ...field }),
    );
  });

  it("keeps the round-robin cursor the function's own", async () => {
    await assertFails(setDoc(doc(as(ADMIN), 'leadAssignment/roundRobin'), { lastUid: WRITER }));
    await assertFails(setDoc(doc(as(WRITER), 'leadAssignment/roundRobin'), { lastUid: WRITER }));
  });
});
