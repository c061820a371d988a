import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LEAD_LIMITS } from './limits';
import { parseStoredLead, toLeadPayload } from './payload';
import { leadSchema, type LeadInput } from './schema';

const valid: LeadInput = {
  name: 'Maria Lopez',
  phone: '(713) 555-0123',
  email: 'maria@example.com',
  address: '12 Oak St, Houston, TX',
  service: 'storm-damage',
  timeline: 'week',
  details: '',
};

/** The first message per field, as the form shows it. */
function firstMessages(input: Partial<LeadInput>): Record<string, string> {
  const result = v.safeParse(leadSchema, { ...valid, ...input });
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}

describe('leadSchema', () => {
  it('trims text and keeps a valid lead', () => {
    const lead = v.parse(leadSchema, { ...valid, name: '  Maria Lopez  ', details: '  Leak  ' });
    expect(lead.name).toBe('Maria Lopez');
    expect(lead.details).toBe('Leak');
  });

  it.each([
    ['name', 'Full name is required'],
    ['phone', 'Phone number is required'],
    ['email', 'Invalid email address'],
    ['address', 'Property address is required'],
    ['service', 'Please select a service'],
    ['timeline', 'Please select a timeline'],
  ] as const)('requires %s with its message', (field, message) => {
    expect(firstMessages({ [field]: '   ' })).toEqual({ [field]: message });
  });

  it.each([
    ['name', 'Name must be less than 100 characters'],
    ['phone', 'Phone must be less than 20 characters'],
    ['address', 'Address must be less than 200 characters'],
    ['details', 'Details must be less than 1000 characters'],
  ] as const)('limits %s: at the limit passes, one over fails', (field, message) => {
    const limit = LEAD_LIMITS[field];
    expect(firstMessages({ [field]: 'x'.repeat(limit) })).toEqual({});
    expect(firstMessages({ [field]: ` ${'x'.repeat(limit)} ` })).toEqual({});
    expect(firstMessages({ [field]: 'x'.repeat(limit + 1) })).toEqual({ [field]: message });
  });

  it('limits email to 255 characters', () => {
    const at = (n: number) => `${'e'.repeat(n - '@example.com'.length)}@example.com`;
    expect(firstMessages({ email: at(255) })).toEqual({});
    expect(firstMessages({ email: at(256) })).toEqual({
      email: 'Email must be less than 255 characters',
    });
    expect(firstMessages({ email: 'not-an-email' })).toEqual({ email: 'Invalid email address' });
  });

  it('accepts only the listed services and timelines', () => {
    expect(firstMessages({ service: 'gutters' })).toEqual({ service: 'Please select a service' });
    expect(firstMessages({ timeline: 'someday' })).toEqual({
      timeline: 'Please select a timeline',
    });
  });
});

describe('lead payload', () => {
  it('stores empty details as a null message', () => {
    expect(toLeadPayload(v.parse(leadSchema, valid))).toEqual({
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '(713) 555-0123',
      address: '12 Oak St, Houston, TX',
      service: 'storm-damage',
      timeline: 'week',
      message: null,
    });
    expect(toLeadPayload(v.parse(leadSchema, { ...valid, details: 'Leak' })).message).toBe('Leak');
  });

  it('keeps the fill time only for a lead sent too fast, in whole milliseconds under 3 s', () => {
    const lead = v.parse(leadSchema, valid);
    expect(toLeadPayload(lead, undefined, 'too-fast', 1234.6).fillMs).toBe(1235);
    expect(toLeadPayload(lead, undefined, 'too-fast', -5).fillMs).toBe(0);
    expect(toLeadPayload(lead, undefined, 'too-fast', 3000).fillMs).toBe(2999);
    expect(toLeadPayload(lead, undefined, 'honeypot', 1234)).not.toHaveProperty('fillMs');
    expect(toLeadPayload(lead, undefined, null, 1234)).not.toHaveProperty('fillMs');
  });

  it('reads a stored lead back, and refuses a malformed one', () => {
    const payload = toLeadPayload(v.parse(leadSchema, { ...valid, details: 'Leak' }));
    expect(parseStoredLead({ ...payload, createdAt: new Date() })).toEqual({
      ...valid,
      details: 'Leak',
    });
    expect(parseStoredLead({ ...payload, service: 'gutters' })).toBeNull();
    expect(parseStoredLead({ ...payload, name: 42 })).toBeNull();
  });
});
