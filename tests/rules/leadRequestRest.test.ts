/**
 * The service worker's copy of a request queued offline (web/src/lib/leadPhotos/restLead.ts),
 * sent through Firestore's REST API to the emulator with the repository's rules: the page's
 * payload in REST form passes the same rule as the SDK's write, and the lead's id lets it in
 * once, whichever copy (the worker's or Firestore's own queue) comes first.
 */
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { leadSchema, toLeadPayload, toLeadSource } from '@altum/domain';
import * as v from 'valibot';
import { collection, doc, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emulatorAddresses } from '../../scripts/lib/ports';
import {
  firestoreRestTarget,
  restCreateLead,
  toRestFields,
} from '../../web/src/lib/leadPhotos/restLead';
import { clearFirestore, firestoreAs, rulesProjectId, startRulesEnvironment } from './helpers';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startRulesEnvironment();
});
afterAll(() => env.cleanup());
beforeEach(() => clearFirestore(env));

/** What the form hands saveLead: a lead with its source and two photos announced. */
const payload = () => ({
  ...toLeadPayload(
    v.parse(leadSchema, {
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(713) 555-0123',
      address: '12 Oak St, Houston, TX',
      service: 'storm-damage',
      timeline: 'week',
      details: '',
    }),
    toLeadSource({ page: '/book-inspection', referrer: null, utmSource: 'flyer' }),
  ),
  photoCount: 2,
});

function config() {
  const { firestore } = emulatorAddresses();
  if (!firestore) throw new Error('firebase.json must name the Firestore port');
  return firestoreRestTarget(`${firestore.host}:${firestore.port}`, rulesProjectId(), false);
}

const newLeadId = () => doc(collection(firestoreAs(env, null), 'contacts')).id;

async function stored(leadId: string) {
  let data: Record<string, unknown> | undefined;
  await env.withSecurityRulesDisabled(async (context) => {
    const { getDoc } = await import('firebase/firestore');
    data = (await getDoc(doc(context.firestore(), 'contacts', leadId))).data();
  });
  return data;
}

describe("the worker's copy of a queued request", () => {
  it('is created once, as the SDK would write it, dated by the server', async () => {
    const leadId = newLeadId();
    const before = Date.now();
    expect(await restCreateLead(config(), leadId, toRestFields(payload()))).toBe('stored');
    const data = await stored(leadId);
    expect(data).toMatchObject({ ...payload(), photoCount: 2 });
    expect(data?.['createdAt']).toBeInstanceOf(Timestamp);
    expect((data?.['createdAt'] as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5000);

    // Sent again (its answer lost), or after the page's own copy: refused, nothing changes.
    expect(await restCreateLead(config(), leadId, toRestFields(payload()))).toBe('refused');
    // And Firestore's own queued copy, sent by the next page that opens, is refused too.
    await assertFails(
      setDoc(doc(firestoreAs(env, null), 'contacts', leadId), {
        ...payload(),
        createdAt: serverTimestamp(),
      }),
    );
    expect(await stored(leadId)).toEqual(data);
  });

  it('comes second to the page’s own copy and is refused: still one lead', async () => {
    const leadId = newLeadId();
    await assertSucceeds(
      setDoc(doc(firestoreAs(env, null), 'contacts', leadId), {
        ...payload(),
        createdAt: serverTimestamp(),
      }),
    );
    expect(await restCreateLead(config(), leadId, toRestFields(payload()))).toBe('refused');
  });

  it('passes the same rule as the form: a malformed lead or a chosen id is refused', async () => {
    expect(
      await restCreateLead(config(), newLeadId(), toRestFields({ ...payload(), photoCount: 11 })),
    ).toBe('refused');
    expect(await restCreateLead(config(), 'chosen-id', toRestFields(payload()))).toBe('refused');
  });
});
