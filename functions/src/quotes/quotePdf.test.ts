import {
  chosenTotalCents,
  formatUsd,
  quoteContentHash,
  quoteTotals,
  TEXAS_DEDUCTIBLE_NOTICE,
  type QuoteVersion,
} from '@altum/domain';
import {
  decodePDFRawStream,
  PDFArray,
  PDFContentStream,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
} from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { drawable, noticePointSize, renderQuotePdf, wrap, type QuotePdfInput } from './quotePdf';

const quote: QuoteVersion = {
  version: 3,
  items: [
    { description: 'Tear-off and disposal', quantity: 24.5, unit: 'square', unitPriceCents: 8_500 },
    { description: 'Drip edge', quantity: 180, unit: 'linear ft', unitPriceCents: 275 },
  ],
  options: [
    {
      tier: 'good',
      label: '3-tab shingles',
      items: [
        { description: '3-tab shingles', quantity: 24.5, unit: 'square', unitPriceCents: 30_000 },
      ],
    },
    {
      tier: 'better',
      label: 'Architectural shingles',
      items: [
        {
          description: 'Architectural shingles',
          quantity: 24.5,
          unit: 'square',
          unitPriceCents: 38_500,
        },
      ],
    },
  ],
  notes: 'Work starts within two weeks of acceptance.\nPermits included.',
  validUntil: '2031-01-15',
  insuranceClaim: true,
  status: 'accepted',
};

async function input(typedName: string, tier: 'good' | 'better' | null = 'better') {
  return {
    quote,
    acceptance: {
      optionTier: tier,
      typedName,
      consentVersion: 'esign-consent-2026-11-28',
      contentSha256: await quoteContentHash(quote),
      acceptedAt: new Date(Date.UTC(2030, 11, 20, 18, 5, 7)),
    },
  } satisfies QuotePdfInput;
}

async function textOf(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: pdf });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

/** Every text run's font (its BaseFont) and size, read from the pages' content streams. */
async function fontUses(pdf: Uint8Array): Promise<{ font: string; size: number }[]> {
  const doc = await PDFDocument.load(pdf);
  const uses: { font: string; size: number }[] = [];
  for (const page of doc.getPages()) {
    const { Font, Contents } = page.node.normalizedEntries();
    const names = new Map<string, string>();
    for (const [key, ref] of Font.entries()) {
      const dict = doc.context.lookup(ref, PDFDict);
      names.set(key.asString(), dict.lookup(PDFName.of('BaseFont'), PDFName).asString());
    }
    const streams = Contents instanceof PDFArray ? Contents.asArray() : [];
    for (const ref of streams) {
      const stream = doc.context.lookup(ref);
      const bytes =
        stream instanceof PDFRawStream
          ? decodePDFRawStream(stream).decode()
          : stream instanceof PDFContentStream
            ? stream.getUnencodedContents()
            : new Uint8Array();
      const ops = Buffer.from(bytes).toString('latin1');
      for (const [, name, size] of ops.matchAll(/(\/\S+) (\d+(?:\.\d+)?) Tf/g))
        uses.push({ font: names.get(name as string) ?? '', size: Number(size) });
    }
  }
  return uses;
}

describe('the quote PDF', () => {
  it('carries every line, the chosen option, the total, the notice and the record', async () => {
    const made = await input('José Núñez');
    const text = await textOf(await renderQuotePdf(made));
    const total = chosenTotalCents(quoteTotals(quote), 'better') as number;
    for (const expected of [
      'Altum Roofing',
      'Quote, version 3',
      'Tear-off and disposal',
      'Drip edge',
      'linear ft',
      '$2.75',
      '$495.00',
      'Chosen option: Architectural shingles (better)',
      formatUsd(total),
      'Permits included.',
      'José Núñez',
      'esign-consent-2026-11-28',
      made.acceptance.contentSha256,
      '2030-12-20T18:05:07.000Z',
    ])
      expect(text).toContain(expected);
    // The notice's words are all there (a wrapped line breaks them only at spaces).
    expect(text.replace(/\s+/g, ' ')).toContain(TEXAS_DEDUCTIBLE_NOTICE.text);
  });

  it('sets the deductible notice in bold at 12 pt, and only on an insurance claim', async () => {
    const made = await input('Maria Lopez');
    const insured = await fontUses(await renderQuotePdf(made));
    const notice = insured.filter((u) => u.size === noticePointSize(TEXAS_DEDUCTIBLE_NOTICE));
    expect(notice.length).toBeGreaterThanOrEqual(3);
    // pdf-lib names a subset font after the face: /DejaVuSans-Bold-<n>.
    expect(new Set(notice.map((u) => u.font.replace(/-\d+$/, '')))).toEqual(
      new Set(['/DejaVuSans-Bold']),
    );
    expect(noticePointSize(TEXAS_DEDUCTIBLE_NOTICE)).toBeGreaterThanOrEqual(12);
    const uninsured = await fontUses(
      await renderQuotePdf({ ...made, quote: { ...quote, insuranceClaim: false } }),
    );
    expect(uninsured.filter((u) => u.size === 12)).toEqual([]);
  });

  it('draws names beyond Latin-1, and stands in for a glyph the font lacks', async () => {
    const text = await textOf(await renderQuotePdf(await input('Nguyễn Văn An')));
    expect(text).toContain('Nguyễn Văn An');
    const cjk = await textOf(await renderQuotePdf(await input('王小明 Wang')));
    expect(cjk).toContain('??? Wang');
  });

  it('leaves the notice out when no insurance claim pays', async () => {
    const made = await input('Maria Lopez', 'good');
    const text = await textOf(
      await renderQuotePdf({ ...made, quote: { ...quote, insuranceClaim: false } }),
    );
    expect(text).not.toContain('Texas law requires');
    expect(text).toContain('Chosen option: 3-tab shingles (good)');
  });
});

describe('text on a page', () => {
  it('wraps at spaces, cuts an overlong word and keeps typed line breaks', () => {
    const measure = (t: string) => t.length;
    expect(wrap('aaa bbb ccc', 7, measure)).toEqual(['aaa bbb', 'ccc']);
    expect(wrap('abcdefghij', 4, measure)).toEqual(['abcd', 'efgh', 'ij']);
    expect(wrap('one\ntwo', 10, measure)).toEqual(['one', 'two']);
  });

  it('turns control characters into spaces and unknown characters into ?', () => {
    const glyphs = new Set(Array.from('ab ', (c) => c.codePointAt(0) as number));
    expect(drawable('a\u0007b\tc', glyphs)).toBe('a b ?');
  });
});
