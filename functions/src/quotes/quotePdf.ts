/**
 * The accepted version as a PDF (pdf-lib): the company, the version, every line with its
 * quantity, unit, unit price and total, the options with the one chosen, the total, the notes,
 * the valid-until day, the Texas deductible notice when the work is paid from an insurance
 * claim (bold, at its minimum point size or more), and the acceptance record (typed name, time,
 * consent version, the SHA-256 of the canonical content). Every figure comes from the domain's
 * quoteTotals and formatUsd.
 *
 * Fonts: the 14 standard PDF fonts encode WinAnsi (about Latin-1) only, and throw on a name
 * like "Nguyễn Văn An". Transliterating would change what the homeowner typed as a signature,
 * so DejaVu Sans (regular and bold, the dejavu-fonts-ttf package: free licence, Latin with
 * Vietnamese, Greek, Cyrillic) is embedded through @pdf-lib/fontkit, subset to the glyphs used.
 * A character it has no glyph for (CJK, say) is drawn as '?' rather than failing the PDF; the
 * acceptance record in Firestore keeps the name exactly as typed.
 *
 * pdf-lib and fontkit are loaded on the first PDF only: the other functions, which share this
 * bundle, do not pay for them at a cold start.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import {
  chosenTotalCents,
  COMPANY_TIME_ZONE,
  formatUsd,
  quoteNotices,
  quoteTotals,
  type QuoteLineTotal,
  type QuoteOptionTier,
  type QuoteVersion,
} from '@altum/domain';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

/** What PDFDocument.registerFontkit takes (pdf-lib does not export its name). */
type Fontkit = Parameters<PDFDocument['registerFontkit']>[0];
import { COMPANY_NAME, COMPANY_PHONE } from '../leads/leadEmails';
import { formatQuoteDay } from './quoteEmails';

export interface QuotePdfInput {
  quote: Pick<
    QuoteVersion,
    'version' | 'items' | 'options' | 'notes' | 'validUntil' | 'insuranceClaim'
  >;
  acceptance: {
    optionTier: QuoteOptionTier | null;
    typedName: string;
    consentVersion: string;
    contentSha256: string;
    acceptedAt: Date;
  };
}

const require = createRequire(import.meta.url);
let fontBytes: Promise<[Uint8Array, Uint8Array]> | undefined;

/** DejaVu Sans and DejaVu Sans Bold, read once per instance. */
function fonts(): Promise<[Uint8Array, Uint8Array]> {
  fontBytes ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]);
  return fontBytes;
}

// US Letter, with 0.75 in margins.
const PAGE = { width: 612, height: 792, margin: 54 };
const TEXT = 10;
const SMALL = 8.5;

/** "November 28, 2026 at 2:05:07 PM CST": the acceptance on the company's clock. */
export function formatAcceptedAt(at: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: COMPANY_TIME_ZONE,
  }).format(at);
}

// eslint-disable-next-line no-control-regex -- control characters are what is replaced
const CONTROLS = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** Text the font can draw: controls become spaces, a character without a glyph '?'. */
export function drawable(text: string, glyphs: ReadonlySet<number>): string {
  return Array.from(text.normalize('NFC').replace(CONTROLS, ' ').replace(/\t/g, ' '))
    .map((char) => (char === '\n' || glyphs.has(char.codePointAt(0) ?? 0) ? char : '?'))
    .join('');
}

/** Greedy word wrap at `width`; a word longer than a line is cut. Keeps typed line breaks. */
export function wrap(text: string, width: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      let rest = word;
      while (measure(rest) > width && rest.length > 1) {
        // Cut an overlong word where it still fits.
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
        if (line) lines.push(line);
        lines.push(rest.slice(0, cut));
        line = '';
        rest = rest.slice(cut);
      }
      const next = line ? `${line} ${rest}` : rest;
      if (measure(next) <= width || !line) line = next;
      else {
        lines.push(line);
        line = rest;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Quantities as typed: 24.5, 3, 0.125. */
const quantity = (value: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(value);

/** The notice's size: the statute's minimum, never under 12 pt. */
export const noticePointSize = (notice: { minimumPointSize: number }) =>
  Math.max(12, notice.minimumPointSize);

interface Cursor {
  page: PDFPage;
  y: number;
}

export async function renderQuotePdf(input: QuotePdfInput): Promise<Uint8Array> {
  const { PDFDocument: Pdf, rgb } = await import('pdf-lib');
  // A CommonJS (UMD) module: its functions come as the default export under Node's ESM.
  const fontkitModule = (await import('@pdf-lib/fontkit')) as unknown as { default?: Fontkit };
  const fontkit = fontkitModule.default ?? (fontkitModule as unknown as Fontkit);
  const { quote, acceptance } = input;
  const doc = await Pdf.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const [regularBytes, boldBytes] = await fonts();
  const regular = await doc.embedFont(regularBytes, { subset: true });
  const bold = await doc.embedFont(boldBytes, { subset: true });
  // Fixed metadata, dated by the acceptance: the same record makes the same document.
  doc.setTitle(`${COMPANY_NAME} quote, version ${quote.version}`);
  doc.setAuthor(COMPANY_NAME);
  doc.setCreator(COMPANY_NAME);
  doc.setProducer(COMPANY_NAME);
  doc.setCreationDate(acceptance.acceptedAt);
  doc.setModificationDate(acceptance.acceptedAt);

  const glyphs = new Map<PDFFont, Set<number>>([
    [regular, new Set(regular.getCharacterSet())],
    [bold, new Set(bold.getCharacterSet())],
  ]);
  const safe = (text: string, font: PDFFont) => drawable(text, glyphs.get(font) ?? new Set());
  const grey = rgb(0.3, 0.3, 0.3);
  const width = PAGE.width - 2 * PAGE.margin;
  const cursor: Cursor = {
    page: doc.addPage([PAGE.width, PAGE.height]),
    y: PAGE.height - PAGE.margin,
  };

  const room = (height: number) => {
    if (cursor.y - height >= PAGE.margin) return;
    cursor.page = doc.addPage([PAGE.width, PAGE.height]);
    cursor.y = PAGE.height - PAGE.margin;
  };
  const at = (text: string, x: number, font: PDFFont, size: number, color = rgb(0, 0, 0)) =>
    cursor.page.drawText(safe(text, font), { x, y: cursor.y, font, size, color });
  /** A paragraph, wrapped to `w` from `x`. */
  const paragraph = (
    text: string,
    options: { font?: PDFFont; size?: number; x?: number; w?: number; gap?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? TEXT;
    const x = options.x ?? PAGE.margin;
    const lines = wrap(safe(text, font), options.w ?? width, (t) =>
      font.widthOfTextAtSize(t, size),
    );
    for (const line of lines) {
      room(size * 1.35);
      cursor.y -= size * 1.35;
      at(line, x, font, size);
    }
    cursor.y -= options.gap ?? 4;
  };
  const right = (text: string, xRight: number, font: PDFFont, size: number) =>
    at(text, xRight - font.widthOfTextAtSize(safe(text, font), size), font, size);

  // Columns: description, quantity, unit, unit price, line total (right-aligned figures).
  const col = {
    qtyRight: PAGE.margin + 300,
    unit: PAGE.margin + 308,
    priceRight: PAGE.margin + 430,
    totalRight: PAGE.margin + width,
  };
  const descriptionWidth = 280;
  const header = () => {
    room(TEXT * 2);
    cursor.y -= TEXT * 1.6;
    at('Description', PAGE.margin, bold, SMALL);
    right('Qty', col.qtyRight, bold, SMALL);
    at('Unit', col.unit, bold, SMALL);
    right('Unit price', col.priceRight, bold, SMALL);
    right('Line total', col.totalRight, bold, SMALL);
    cursor.y -= 4;
    cursor.page.drawLine({
      start: { x: PAGE.margin, y: cursor.y },
      end: { x: PAGE.margin + width, y: cursor.y },
      thickness: 0.5,
      color: grey,
    });
  };
  const lineRows = (lines: QuoteLineTotal[]) => {
    header();
    for (const { item, totalCents } of lines) {
      const description = wrap(safe(item.description, regular), descriptionWidth, (t) =>
        regular.widthOfTextAtSize(t, TEXT),
      );
      room(TEXT * 1.4 * description.length + 2);
      cursor.y -= TEXT * 1.4;
      right(quantity(item.quantity), col.qtyRight, regular, TEXT);
      at(item.unit.slice(0, 20), col.unit, regular, TEXT);
      right(formatUsd(item.unitPriceCents), col.priceRight, regular, TEXT);
      right(formatUsd(totalCents), col.totalRight, regular, TEXT);
      description.forEach((line, i) => {
        if (i > 0) cursor.y -= TEXT * 1.4;
        at(line, PAGE.margin, regular, TEXT);
      });
    }
  };
  const sum = (label: string, cents: number, font = regular) => {
    room(TEXT * 1.8);
    cursor.y -= TEXT * 1.6;
    right(label, col.priceRight, font, TEXT);
    right(formatUsd(cents), col.totalRight, font, TEXT);
  };

  // Heading.
  cursor.y -= 18;
  at(COMPANY_NAME, PAGE.margin, bold, 18);
  cursor.y -= 14;
  at(`Houston, TX · ${COMPANY_PHONE}`, PAGE.margin, regular, TEXT, grey);
  cursor.y -= 26;
  at(`Quote, version ${quote.version}`, PAGE.margin, bold, 14);
  cursor.y -= 6;
  paragraph(`Valid until: ${formatQuoteDay(quote.validUntil)} (${quote.validUntil})`);

  const totals = quoteTotals(quote);
  if (totals.lines.length > 0) {
    if (totals.options.length > 0) paragraph('Included with every option', { font: bold, gap: 0 });
    lineRows(totals.lines);
    sum(totals.options.length > 0 ? 'Included items' : 'Subtotal', totals.itemsSubtotalCents);
    cursor.y -= 10;
  }
  for (const option of totals.options) {
    const chosen = option.tier === acceptance.optionTier;
    room(TEXT * 4);
    paragraph(`${chosen ? 'Chosen option: ' : 'Option: '}${option.label} (${option.tier})`, {
      font: bold,
      gap: 0,
    });
    lineRows(option.lines);
    sum('Option items', option.subtotalCents);
    sum('Total with this option', option.totalCents);
    cursor.y -= 10;
  }
  const total = chosenTotalCents(totals, acceptance.optionTier);
  if (total === null) throw new Error('The accepted option is not in the quote');
  room(TEXT * 3);
  cursor.y -= 6;
  cursor.page.drawLine({
    start: { x: col.unit, y: cursor.y },
    end: { x: col.totalRight, y: cursor.y },
    thickness: 1,
  });
  sum('Total', total, bold);
  cursor.y -= 14;

  if (quote.notes.trim() !== '') {
    paragraph('Notes', { font: bold, gap: 0 });
    paragraph(quote.notes, { gap: 10 });
  }
  for (const notice of quoteNotices(quote)) {
    // The statute's emphasis: boldface, at its minimum size or more.
    paragraph(notice.text, {
      font: notice.emphasis === 'bold' ? bold : regular,
      size: noticePointSize(notice),
      gap: 12,
    });
  }

  room(TEXT * 12);
  cursor.y -= 8;
  paragraph('Acceptance', { font: bold, size: 11, gap: 2 });
  paragraph(`Accepted by (typed name): ${acceptance.typedName}`);
  paragraph(
    `Accepted at: ${formatAcceptedAt(acceptance.acceptedAt)} (${acceptance.acceptedAt.toISOString()})`,
  );
  paragraph(
    `Option chosen: ${
      acceptance.optionTier === null
        ? 'none (the quote has no options)'
        : (totals.options.find((o) => o.tier === acceptance.optionTier)?.label ?? '') +
          ` (${acceptance.optionTier})`
    }`,
  );
  paragraph(`Total accepted: ${formatUsd(total)}`);
  paragraph(`Electronic signature consent, version: ${acceptance.consentVersion}`);
  paragraph('SHA-256 of the quote’s canonical content:', { gap: 0 });
  paragraph(acceptance.contentSha256, { size: SMALL });

  // Page numbers, once every page exists.
  const pages = doc.getPages();
  pages.forEach((page, i) =>
    page.drawText(`Page ${i + 1} of ${pages.length}`, {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: SMALL,
      font: regular,
      color: grey,
    }),
  );
  return doc.save();
}
