import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inboxLeadSchema } from './inbox';
import { LEAD_SOURCE_LIMITS, parseStoredLeadSource, toLeadSource } from './source';

describe('toLeadSource', () => {
  it('keeps a clean source and turns empty values into null', () => {
    expect(
      toLeadSource({
        page: '/book-inspection',
        referrer: 'https://www.google.com/',
        utmSource: 'newsletter',
        utmCampaign: '',
      }),
    ).toEqual({
      page: '/book-inspection',
      referrer: 'https://www.google.com/',
      utmSource: 'newsletter',
      utmCampaign: null,
    });
    expect(toLeadSource({ page: '/' })).toEqual({
      page: '/',
      referrer: null,
      utmSource: null,
      utmCampaign: null,
    });
  });

  it('cuts what is too long, never splitting a character, and drops control characters', () => {
    const source = toLeadSource({
      page: `/${'p'.repeat(300)}`,
      referrer: `https://example.com/${'r'.repeat(600)}`,
      utmSource: `${'x'.repeat(LEAD_SOURCE_LIMITS.utmSource - 1)}😀`,
      utmCampaign: 'spring\r\nBcc: x@example.com\u0000',
    });
    expect(source.page).toHaveLength(LEAD_SOURCE_LIMITS.page);
    expect(source.referrer).toHaveLength(LEAD_SOURCE_LIMITS.referrer);
    // The emoji is two code units and does not fit: it goes whole.
    expect(source.utmSource).toBe('x'.repeat(LEAD_SOURCE_LIMITS.utmSource - 1));
    expect(source.utmCampaign).toBe('spring  Bcc: x@example.com');
  });

  it('gives a page that is not a path as /', () => {
    expect(toLeadSource({ page: 'javascript:alert(1)' }).page).toBe('/');
    expect(toLeadSource({ page: '' }).page).toBe('/');
  });
});

describe('reading a stored lead for the inbox', () => {
  it('reads a lead without status, source or delivery as new with none', () => {
    const lead = v.parse(inboxLeadSchema, {
      name: 'Maria',
      createdAt: new Date(0),
      message: null,
    });
    expect(lead).toMatchObject({
      name: 'Maria',
      email: '',
      status: 'new',
      note: '',
      source: null,
      delivery: null,
      updatedBy: null,
    });
    expect(parseStoredLeadSource(undefined)).toBeNull();
  });

  it('keeps a known status and falls back to new for an unknown one', () => {
    expect(v.parse(inboxLeadSchema, { status: 'won' }).status).toBe('won');
    expect(v.parse(inboxLeadSchema, { status: 'archived' }).status).toBe('new');
  });

  it('reads the e-mail delivery record and the source', () => {
    const lead = v.parse(inboxLeadSchema, {
      delivery: { status: 'sent', notification: 'sent', confirmation: 'skipped', attempts: 1 },
      source: { page: '/blog/x', referrer: null, utmSource: 'fb', utmCampaign: 7 },
    });
    expect(lead.delivery).toEqual({
      status: 'sent',
      notification: 'sent',
      confirmation: 'skipped',
      error: undefined,
    });
    expect(lead.source).toEqual({
      page: '/blog/x',
      referrer: null,
      utmSource: 'fb',
      utmCampaign: null,
    });
  });
});
