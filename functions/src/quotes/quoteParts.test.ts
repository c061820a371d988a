import { boundDay, QUOTE_ESIGN_CONSENT, type QuoteVersion } from '@altum/domain';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { sendErrorOf } from './publishQuote';
import { quoteAlertPayload } from './quoteAlert';
import { countsOf } from './quoteBounds';
import {
  cleanTypedName,
  networkHash,
  parseAcceptRequest,
  parseChangesRequest,
  parseViewRequest,
  QUOTE_CALL_MESSAGES,
  userAgentOf,
} from './quoteCaller';
import { formatQuoteDay, homeownerQuoteEmail, officeQuoteEmail } from './quoteEmails';
import { quoteProjection, supersedes } from './quoteProjection';
import { readStoredQuote } from './quoteStore';

const LEAD = 'AbCdEfGhIjKlMnOpQrSt';
const version: QuoteVersion = {
  version: 2,
  items: [{ description: 'Tear-off', quantity: 20, unit: 'square', unitPriceCents: 8_500 }],
  options: [],
  notes: 'Permits included.',
  validUntil: '2031-01-15',
  insuranceClaim: false,
  status: 'sent',
};

describe('a stored version', () => {
  it('is read with the contract’s fields only, each of its type', () => {
    const stored = readStoredQuote({
      ...version,
      items: [{ ...version.items[0], secret: 'staff only' }],
      createdBy: 'uid-1',
    });
    expect(stored).toEqual(version);
  });

  it('is refused when a field is missing or of another type', () => {
    expect(
      readStoredQuote({ ...version, items: [{ description: 'x', quantity: '2' }] }),
    ).toBeNull();
    expect(
      readStoredQuote({ ...version, options: [{ tier: 'premium', label: 'x', items: [] }] }),
    ).toBeNull();
    expect(readStoredQuote({ ...version, status: 'expired' })).toBeNull();
    expect(readStoredQuote({ ...version, version: 1.5 })).toBeNull();
    expect(readStoredQuote(undefined)).toBeNull();
  });
});

describe("the homeowner's projection", () => {
  const at = Timestamp.fromMillis(Date.UTC(2030, 0, 2));
  it('carries the content, the status and the hash, and nothing staff-side', () => {
    const stored = readStoredQuote({
      ...version,
      status: 'accepted',
      acceptance: {
        optionTier: null,
        typedName: 'Maria Lopez',
        consentVersion: QUOTE_ESIGN_CONSENT.version,
        contentSha256: 'f'.repeat(64),
        acceptedAt: at,
        networkHash: 'a'.repeat(64),
        userAgent: 'Browser/1',
      },
      changeRequest: { message: 'Cheaper please', at },
    });
    const shown = quoteProjection(
      'v2',
      stored as NonNullable<typeof stored>,
      'f'.repeat(64),
      at,
      at,
    );
    expect(shown).toEqual({
      quoteId: 'v2',
      version: 2,
      items: version.items,
      options: [],
      notes: 'Permits included.',
      validUntil: '2031-01-15',
      insuranceClaim: false,
      status: 'accepted',
      sentAt: at,
      contentSha256: 'f'.repeat(64),
      acceptance: { optionTier: null, typedName: 'Maria Lopez', acceptedAt: at },
      changeRequest: { at },
      updatedAt: at,
    });
  });

  it('is replaced by the same or a later version only', () => {
    expect(supersedes(undefined, 1)).toBe(true);
    expect(supersedes({ version: 2 }, 2)).toBe(true);
    expect(supersedes({ version: 2 }, 3)).toBe(true);
    expect(supersedes({ version: 3 }, 2)).toBe(false);
  });

  it("says why a version was not sent, by the fields' paths", () => {
    const errors = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`items.${i}.unit`, 'Unit is required']),
    );
    const text = sendErrorOf(errors);
    expect(text).toMatch(/^Not sent: items\.0\.unit: Unit is required; /);
    expect(text).toMatch(/and 2 more$/);
  });
});

describe('the calls a homeowner makes', () => {
  const accept = {
    leadId: LEAD,
    quoteId: 'v2',
    optionTier: null,
    typedName: '  Nguyễn\u0007  Văn An ',
    consentVersion: QUOTE_ESIGN_CONSENT.version,
  };

  it('take exactly their keys, a lead id and a version id', () => {
    expect(parseViewRequest({ leadId: LEAD, quoteId: 'v2' })).toEqual({
      leadId: LEAD,
      quoteId: 'v2',
    });
    for (const bad of [
      { leadId: LEAD },
      { leadId: LEAD, quoteId: 'v0' },
      { leadId: 'short', quoteId: 'v1' },
      { leadId: LEAD, quoteId: 'v1', extra: 1 },
      null,
    ])
      expect(() => parseViewRequest(bad)).toThrow(QUOTE_CALL_MESSAGES.malformed);
  });

  it('record the typed name cleaned, and refuse one with no letter', () => {
    expect(parseAcceptRequest(accept).typedName).toBe('Nguyễn Văn An');
    expect(cleanTypedName('José\tNúñez')).toBe('José Núñez');
    for (const typedName of ['', '   ', '12345', 'x'.repeat(201)])
      expect(() => parseAcceptRequest({ ...accept, typedName })).toThrow(
        QUOTE_CALL_MESSAGES.nameRequired,
      );
  });

  it('refuse an option that is no tier', () => {
    expect(() => parseAcceptRequest({ ...accept, optionTier: 'premium' })).toThrow(
      QUOTE_CALL_MESSAGES.optionRequired,
    );
  });

  it('take a change message of 1 to 2,000 characters with its line breaks', () => {
    expect(
      parseChangesRequest({ leadId: LEAD, quoteId: 'v1', message: ' Add\ngutters ' }).message,
    ).toBe('Add\ngutters');
    for (const message of ['', '  ', 'x'.repeat(2001), 'bell\u0007'])
      expect(() => parseChangesRequest({ leadId: LEAD, quoteId: 'v1', message })).toThrow(
        QUOTE_CALL_MESSAGES.messageRequired,
      );
  });

  it("hash the caller's network with a secret, never keep the address, and refuse without one", () => {
    const a = networkHash({ ip: '2001:db8:1:2::7', salt: 's' });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    // The same /64 is the same network; another secret, another hash.
    expect(networkHash({ ip: '2001:db8:1:2::99', salt: 's' })).toBe(a);
    expect(networkHash({ ip: '2001:db8:1:2::7', salt: 't' })).not.toBe(a);
    expect(() => networkHash({ ip: '203.0.113.9', salt: '' })).toThrow(
      QUOTE_CALL_MESSAGES.notConfigured,
    );
  });

  it('keep the user agent as bounded text', () => {
    expect(userAgentOf({ 'user-agent': 'A\r\nB' })).toBe('A  B');
    expect(userAgentOf({})).toBe('');
    expect(userAgentOf({ 'user-agent': 'x'.repeat(900) })).toHaveLength(500);
  });
});

describe('the quote e-mails', () => {
  const addresses = {
    inbox: 'office@altum.test',
    from: 'no-reply@altum.test',
    site: 'https://altum.test',
  };
  const facts = {
    leadId: LEAD,
    quoteId: 'v2',
    version: 2,
    validUntil: '2031-01-15',
    site: addresses.site,
  };
  const lead = {
    name: 'Maria https://evil.test Lopez',
    email: 'maria@example.com',
    phone: '(713) 555-0123',
    address: '12 Oak St\nOpen the lead: https://evil.test',
  };

  it('tell the homeowner the quote is ready: the first name, the link, no price', () => {
    const mail = homeownerQuoteEmail('sent', facts, lead, addresses);
    expect(mail.text).toMatch(/^Hi Maria,/);
    expect(mail.text).toContain(`https://altum.test/request/${LEAD}`);
    expect(mail.text).toContain(formatQuoteDay('2031-01-15'));
    expect(mail.text).not.toMatch(/\$|evil|Oak/);
    expect(mail.to).toEqual({ email: 'maria@example.com' });
    expect(mail.attachments).toBeUndefined();
  });

  it('remind the homeowner once before expiry: the day, the link, no price, no office copy', () => {
    const mail = homeownerQuoteEmail('reminder', facts, lead, addresses);
    expect(mail.subject).toBe(
      'Your roof quote from Altum Roofing is valid until Wednesday, January 15, 2031',
    );
    expect(mail.text).toMatch(/^Hi Maria,/);
    expect(mail.text).toContain('A reminder: your roof quote is valid until Wednesday');
    expect(mail.text).toContain(`https://altum.test/request/${LEAD}`);
    expect(mail.text).not.toMatch(/\$|evil|Oak/);
    expect(mail.categories).toEqual(['quote-reminder']);
    expect(mail.attachments).toBeUndefined();
  });

  it('send the accepted PDF to both, the office with the lead as text', () => {
    const pdf = Buffer.from('%PDF-1.7');
    const home = homeownerQuoteEmail('accepted', { ...facts, pdf }, lead, addresses);
    const office = officeQuoteEmail({ ...facts, pdf }, lead, addresses);
    for (const mail of [home, office])
      expect(mail.attachments).toEqual([
        {
          content: pdf.toString('base64'),
          filename: 'altum-roofing-quote-v2.pdf',
          type: 'application/pdf',
          disposition: 'attachment',
        },
      ]);
    expect(office.text).toContain(
      'Property address: 12 Oak St\n  Open the lead: https://evil.test',
    );
    expect(office.text).toContain(`https://altum.test/admin/leads?lead=${LEAD}`);
    expect(office.text).not.toContain('/request/');
    expect(() => officeQuoteEmail(facts, lead, addresses)).toThrow(/PDF/);
  });

  it('write the valid-until day out whatever the server’s zone', () => {
    expect(formatQuoteDay('2031-01-15')).toBe('Wednesday, January 15, 2031');
  });
});

describe('the owner’s push', () => {
  it('says what happened and the version, never a price or a name', () => {
    const payload = quoteAlertPayload({
      leadId: LEAD,
      quoteId: 'v2',
      version: 2,
      event: 'accepted',
      optionLabel: 'Architectural shingles',
    });
    expect(payload).toMatchObject({
      kind: 'quote',
      title: 'Quote accepted',
      body: 'Version 2 · Architectural shingles',
      firstName: '',
      tag: `lead-${LEAD}`,
      url: `/admin/leads?lead=${LEAD}`,
    });
    expect(JSON.stringify(payload)).not.toMatch(/\$|Maria/);
    expect(
      quoteAlertPayload({ leadId: LEAD, quoteId: 'v1', version: 1, event: 'changesRequested' })
        .title,
    ).toBe('Quote: changes asked for');
    const unopened = quoteAlertPayload({
      leadId: LEAD,
      quoteId: 'v1',
      version: 1,
      event: 'unopened',
    });
    expect(unopened).toMatchObject({ title: 'Quote not opened: follow up', body: 'Version 1' });
  });
});

describe("a request's call counts", () => {
  const noon = Date.UTC(2030, 5, 10, 17, 0, 0);
  const snap = (data: Record<string, unknown> | undefined) =>
    ({ data: () => data }) as unknown as DocumentSnapshot;

  it("start at zero, and begin today's afresh on a new Houston day", () => {
    expect(countsOf(snap(undefined), noon)).toEqual({
      day: boundDay(noon),
      acceptCalls: 0,
      changesToday: 0,
      changesInAll: 0,
    });
    const stored = { day: boundDay(noon), acceptCalls: 4, changesToday: 2, changesInAll: 7 };
    expect(countsOf(snap(stored), noon + 3_600_000)).toEqual(stored);
    expect(countsOf(snap(stored), noon + 24 * 3_600_000)).toEqual({
      day: boundDay(noon + 24 * 3_600_000),
      acceptCalls: 0,
      changesToday: 0,
      changesInAll: 7,
    });
  });
});
