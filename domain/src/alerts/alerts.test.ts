import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  alertFirstName,
  isEscalationDue,
  isInQuietHours,
  leadAlertBody,
  leadAlertPayload,
  leadAlertTitle,
  leadDigestPayload,
  leadAlertPayloadSchema,
} from './alerts';

const at = (iso: string) => Date.parse(iso);

describe('quiet hours', () => {
  it('are off by default', () => {
    expect(isInQuietHours(null, at('2026-11-24T08:00:00Z'))).toBe(false);
  });

  it("hold inside a span on Houston's clock, start included, end excluded", () => {
    const lunch = { start: 12 * 60, end: 13 * 60 };
    expect(isInQuietHours(lunch, at('2026-11-24T18:00:00Z'))).toBe(true); // 12:00 CST
    expect(isInQuietHours(lunch, at('2026-11-24T19:00:00Z'))).toBe(false); // 13:00 CST
    expect(isInQuietHours(lunch, at('2026-11-24T17:59:00Z'))).toBe(false); // 11:59 CST
  });

  it('wrap past midnight', () => {
    const night = { start: 22 * 60, end: 7 * 60 };
    expect(isInQuietHours(night, at('2026-11-25T05:00:00Z'))).toBe(true); // 23:00 CST
    expect(isInQuietHours(night, at('2026-11-25T12:30:00Z'))).toBe(true); // 06:30 CST
    expect(isInQuietHours(night, at('2026-11-25T13:00:00Z'))).toBe(false); // 07:00 CST
    expect(isInQuietHours(night, at('2026-11-24T20:00:00Z'))).toBe(false); // 14:00 CST
  });
});

describe('escalation', () => {
  // Tuesday 2026-11-24 10:00 CST.
  const morning = at('2026-11-24T16:00:00Z');

  it('is due once the 5 minutes are over, inside business hours', () => {
    expect(isEscalationDue(morning, morning + 4 * 60_000)).toBe(false);
    expect(isEscalationDue(morning, morning + 5 * 60_000)).toBe(true);
    expect(isEscalationDue(morning, morning + 30 * 60_000)).toBe(true);
  });

  it('is not due when the 5 minutes end outside business hours, or long ago', () => {
    const night = at('2026-11-25T04:00:00Z'); // Tue 22:00 CST
    expect(isEscalationDue(night, night + 6 * 60_000)).toBe(false);
    const sunday = at('2026-11-29T18:00:00Z');
    expect(isEscalationDue(sunday, sunday + 6 * 60_000)).toBe(false);
    expect(isEscalationDue(morning, morning + 5 * 60_000 + 61 * 60_000)).toBe(false);
  });

  it('counts the moment the 5 minutes end: 17:57 arrival is not escalated at 18:02', () => {
    const late = at('2026-11-24T23:57:00Z'); // 17:57 CST
    expect(isEscalationDue(late, late + 5 * 60_000)).toBe(false);
  });
});

describe('the alert payload', () => {
  it('carries the first name, the service and timeline labels and the tag, nothing private', () => {
    const payload = leadAlertPayload(
      'AbCdEfGhIjKlMnOpQrSt',
      {
        name: '  Maria Lopez',
        service: 'storm-damage',
        timeline: 'asap',
        ...{ phone: '(713) 555-0123', address: '12 Oak St', email: 'maria@example.com' },
      } as { name: string; service: string; timeline: string },
      'new-lead',
    );
    expect(payload).toEqual({
      type: 'lead-alert',
      kind: 'new-lead',
      title: 'New lead: Maria',
      body: 'Storm Damage Assessment · As soon as possible',
      leadId: 'AbCdEfGhIjKlMnOpQrSt',
      tag: 'lead-AbCdEfGhIjKlMnOpQrSt',
      firstName: 'Maria',
      service: 'Storm Damage Assessment',
      timeline: 'As soon as possible',
      url: '/admin/leads?lead=AbCdEfGhIjKlMnOpQrSt',
    });
    expect(v.is(leadAlertPayloadSchema, payload)).toBe(true);
    expect(JSON.stringify(payload)).not.toMatch(/555|Oak|example\.com|Lopez/);
  });

  it('says how many photos arrived, or are on their way, never only the announced count', () => {
    const lead = { name: 'Maria Lopez', service: 'storm-damage', timeline: 'week' };
    expect(leadAlertPayload('L1', { ...lead, photoCount: 3 }, 'new-lead').body).toBe(
      'Storm Damage Assessment · Within a week · 3 photos on their way',
    );
    expect(
      leadAlertPayload('L1', { ...lead, photoCount: 3, photosArrived: 1 }, 'new-lead').body,
    ).toBe('Storm Damage Assessment · Within a week · 1 photo arrived, 2 on their way');
    expect(
      leadAlertPayload('L1', { ...lead, photoCount: 3, photosArrived: 3 }, 'new-lead').body,
    ).toBe('Storm Damage Assessment · Within a week · with 3 photos');
    expect(
      leadAlertPayload('L1', { ...lead, photoCount: 1, photosArrived: 1 }, 'new-lead').body,
    ).toBe('Storm Damage Assessment · Within a week · with 1 photo');
    expect(leadAlertPayload('L1', { ...lead, photoCount: 0 }, 'new-lead').body).toBe(
      'Storm Damage Assessment · Within a week',
    );
    expect(leadAlertBody('', '', 2)).toBe('2 photos on their way');
    expect(v.is(leadAlertPayloadSchema, leadAlertPayload('L1', lead, 'escalation'))).toBe(true);
  });

  it('words each kind of alert, and a digest with its count', () => {
    expect(leadAlertTitle('escalation', 'Maria')).toBe('Still new: Maria');
    expect(leadAlertTitle('repeat', 'Maria')).toBe('Repeat request: Maria');
    expect(leadAlertTitle('follow-up', 'Maria', { attemptCount: 3 })).toBe(
      'Follow up: Maria, attempt 4',
    );
    expect(leadAlertTitle('digest', '', { count: 12 })).toBe('12 new leads');
    expect(leadAlertTitle('digest', '', { count: 1 })).toBe('1 new lead');
    const digest = leadDigestPayload('digest1764160000000', 'escalation-digest', 14);
    expect(digest).toMatchObject({ title: '14 leads still new', url: '/admin/leads' });
    expect(v.is(leadAlertPayloadSchema, digest)).toBe(true);
  });

  it('names someone even when the name is blank', () => {
    expect(alertFirstName('   ')).toBe('A homeowner');
    expect(alertFirstName('x'.repeat(60))).toHaveLength(40);
  });
});
