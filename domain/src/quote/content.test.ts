import { describe, expect, it } from 'vitest';
import { canonicalJson, canonicalQuoteContent, quoteContentHash, sha256Hex } from './content';
import type { QuoteContentSource } from './content';

const quote = (): QuoteContentSource => ({
  version: 2,
  items: [{ description: 'Tear-off', quantity: 1, unit: 'job', unitPriceCents: 50000 }],
  options: [
    {
      tier: 'good',
      label: '3-tab',
      items: [{ description: 'Shingles', quantity: 24.5, unit: 'square', unitPriceCents: 30000 }],
    },
    {
      tier: 'better',
      label: 'Architectural',
      items: [{ description: 'Shingles', quantity: 24.5, unit: 'square', unitPriceCents: 38500 }],
    },
  ],
  notes: 'Includes cleanup.',
  validUntil: '2026-12-31',
  insuranceClaim: false,
});

describe('sha256Hex', () => {
  it('matches the standard test vectors', async () => {
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(await sha256Hex('')).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: [2, { d: 1, c: 'x' }], a: null })).toBe(
      '{"a":null,"b":[2,{"c":"x","d":1}]}',
    );
  });

  it('refuses numbers JSON cannot say', () => {
    expect(() => canonicalJson({ a: Number.NaN })).toThrow(RangeError);
  });
});

describe('canonicalQuoteContent', () => {
  it('is this exact text', () => {
    expect(
      canonicalQuoteContent({
        version: 1,
        items: [{ description: 'Repair', quantity: 1.5, unit: 'hour', unitPriceCents: 9999 }],
        options: [],
        notes: '',
        validUntil: '2026-12-31',
        insuranceClaim: false,
      }),
    ).toBe(
      '{"format":"altum-quote-content/1","items":[{"description":"Repair","quantity":1.5,' +
        '"totalCents":14999,"unit":"hour","unitPriceCents":9999}],"itemsSubtotalCents":14999,' +
        '"notes":"","notices":[],"options":[],"totalCents":14999,"validUntil":"2026-12-31",' +
        '"version":1}',
    );
  });

  it('leaves out what the homeowner does not agree to', () => {
    const text = canonicalQuoteContent({
      ...quote(),
      status: 'sent',
      sentAt: 1,
    } as QuoteContentSource);
    expect(text).toBe(canonicalQuoteContent(quote()));
  });

  it('carries the deductible notice on an insurance-claim quote', () => {
    const text = canonicalQuoteContent({ ...quote(), insuranceClaim: true });
    expect(text).toContain('"id":"tx-bus-com-27.02"');
    expect(text).toContain('"emphasis":"bold"');
  });
});

/** A list's entry, known to be there (the fixture has it). */
function at<T>(list: T[], index: number): T {
  const entry = list[index];
  if (entry === undefined) throw new Error(`No entry ${index}`);
  return entry;
}

describe('quoteContentHash', () => {
  it('is a known value for a known quote', async () => {
    // Computed apart from this code (Python's json.dumps with sorted keys, then hashlib).
    expect(await quoteContentHash(quote())).toBe(
      '3899e812ab66e279f3031df3e7a9c2cc7fe134240909fe456bfd01b3d48d1071',
    );
  });

  it('does not depend on key order', async () => {
    const reordered: QuoteContentSource = {
      insuranceClaim: false,
      validUntil: '2026-12-31',
      notes: 'Includes cleanup.',
      options: [
        {
          items: [
            { unitPriceCents: 30000, unit: 'square', quantity: 24.5, description: 'Shingles' },
          ],
          label: '3-tab',
          tier: 'good',
        },
        {
          label: 'Architectural',
          items: [
            { unit: 'square', unitPriceCents: 38500, description: 'Shingles', quantity: 24.5 },
          ],
          tier: 'better',
        },
      ],
      items: [{ unitPriceCents: 50000, description: 'Tear-off', unit: 'job', quantity: 1 }],
      version: 2,
    };
    expect(await quoteContentHash(reordered)).toBe(await quoteContentHash(quote()));
  });

  it('changes with any amount, description, option, note, day, notice or version', async () => {
    const base = await quoteContentHash(quote());
    const changes: ((q: QuoteContentSource) => void)[] = [
      (q) => (at(q.items, 0).unitPriceCents += 1),
      (q) => (at(q.items, 0).quantity = 1.001),
      (q) => (at(q.items, 0).description = 'Tear-off and haul'),
      (q) => (at(q.items, 0).unit = 'each'),
      (q) => (at(at(q.options, 1).items, 0).unitPriceCents = 38501),
      (q) => (at(q.options, 1).label = 'Architectural shingles'),
      (q) => (at(q.options, 0).tier = 'best'),
      (q) => q.options.reverse(),
      (q) => q.options.pop(),
      (q) => (q.notes = 'Includes cleanup'),
      (q) => (q.validUntil = '2027-01-01'),
      (q) => (q.insuranceClaim = true),
      (q) => (q.version = 3),
    ];
    const hashes = new Set<string>([base]);
    for (const change of changes) {
      const changed = quote();
      change(changed);
      hashes.add(await quoteContentHash(changed));
    }
    expect(hashes.size).toBe(changes.length + 1);
  });
});
