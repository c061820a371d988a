/**
 * The parts a stored version (versionRecord.ts) and the homeowner's projection
 * (requestQuote.ts) share, as they are read: a priced line, an option, an acceptance.
 */
import * as v from 'valibot';
import { QUOTE_OPTION_TIERS } from './types';

const lineEntries = { description: v.string(), quantity: v.number(), unit: v.string() };

/**
 * A line as staff store it. The rules cannot walk a list, so a stored price may be any number;
 * it is checked where it is priced (quoteTotals, validateQuoteVersion), and the line still shows.
 */
export const storedLineSchema = v.object({ ...lineEntries, unitPriceCents: v.number() });

/** A line the functions priced and published: whole cents. */
export const sentLineSchema = v.object({
  ...lineEntries,
  unitPriceCents: v.pipe(v.number(), v.safeInteger()),
});

/** Good, better or best, with its own lines. */
export const optionSchema = <Line extends typeof storedLineSchema | typeof sentLineSchema>(
  line: Line,
) => v.object({ tier: v.picklist(QUOTE_OPTION_TIERS), label: v.string(), items: v.array(line) });

/** Who accepted, when, and which option (null for a quote without options). */
export const acceptanceSchema = v.object({
  optionTier: v.nullable(v.picklist(QUOTE_OPTION_TIERS)),
  typedName: v.string(),
  acceptedAt: v.date(),
});
