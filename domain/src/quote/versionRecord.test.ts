import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { quoteVersionId, quoteVersionRecordSchema } from './versionRecord';

const stored = {
  version: 2,
  items: [{ description: 'Tear-off', quantity: 1, unit: 'job', unitPriceCents: 50000 }],
  options: [],
  notes: '',
  validUntil: '2026-12-31',
  insuranceClaim: false,
  status: 'sent',
  createdAt: new Date('2026-11-20T15:00:00Z'),
  createdBy: 'wes',
  updatedAt: new Date('2026-11-20T16:00:00Z'),
  updatedBy: 'wes',
  sentAt: new Date('2026-11-20T16:00:00Z'),
  sentBy: 'wes',
};

describe('quoteVersionRecordSchema', () => {
  it('reads a version as staff wrote it', () => {
    expect(v.parse(quoteVersionRecordSchema, stored)).toEqual(stored);
    expect(quoteVersionId(2)).toBe('v2');
  });

  it('reads what the functions added, keeping what the card shows', () => {
    const acceptedAt = new Date('2026-11-21T10:00:00Z');
    const read = v.parse(quoteVersionRecordSchema, {
      ...stored,
      status: 'accepted',
      acceptance: {
        optionTier: null,
        typedName: 'Maria Lopez',
        consentVersion: 'esign-consent-2026-11-28',
        contentSha256: 'ab'.repeat(32),
        acceptedAt,
        networkHash: 'cd'.repeat(32),
        userAgent: 'Mozilla/5.0',
      },
      pdfPath: null,
      sendError: null,
    });
    expect(read.acceptance).toEqual({ optionTier: null, typedName: 'Maria Lopez', acceptedAt });
    expect(read.pdfPath).toBeNull();
  });

  it('refuses a stored status that does not exist, and an option tier outside the three', () => {
    expect(v.safeParse(quoteVersionRecordSchema, { ...stored, status: 'expired' }).success).toBe(
      false,
    );
    expect(
      v.safeParse(quoteVersionRecordSchema, {
        ...stored,
        options: [{ tier: 'premium', label: 'Gold', items: [] }],
      }).success,
    ).toBe(false);
  });
});
