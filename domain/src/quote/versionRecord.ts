/**
 * A quote version as staff read it (contacts/{leadId}/quotes/v{n}), once the web's converter
 * has turned Timestamps into Dates: the content staff write, their stamps, and what the
 * functions record after it is sent. firestore.rules holds a write to the same limits.
 */
import * as v from 'valibot';
import { acceptanceSchema, optionSchema, storedLineSchema } from './schemas';
import { QUOTE_OPTION_TIERS, STORED_QUOTE_STATUSES, type QuoteVersion } from './types';

/** At most good, better and best. */
export const QUOTE_OPTIONS_MAX = QUOTE_OPTION_TIERS.length;
export const QUOTE_NOTES_MAX = 4000;
export const QUOTE_OPTION_LABEL_MAX = 200;

/** A version's document id: 'v' + its number. */
export const quoteVersionId = (version: number): string => `v${version}`;

export const quoteVersionRecordSchema = v.object({
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  items: v.array(storedLineSchema),
  options: v.array(optionSchema(storedLineSchema)),
  notes: v.string(),
  validUntil: v.string(),
  insuranceClaim: v.boolean(),
  status: v.picklist(STORED_QUOTE_STATUSES),
  createdAt: v.date(),
  createdBy: v.string(),
  updatedAt: v.date(),
  updatedBy: v.string(),
  sentAt: v.optional(v.date()),
  sentBy: v.optional(v.string()),
  /**
   * The functions' own: the first view, the acceptance, a change asked for, the PDF. Read
   * leniently (absent or null alike): a version must never fail to show over one of them.
   */
  viewedAt: v.nullish(v.date()),
  acceptance: v.nullish(acceptanceSchema),
  changeRequest: v.nullish(v.object({ message: v.string(), at: v.date() })),
  pdfPath: v.nullish(v.string()),
  /** Why the homeowner's e-mail could not go; its form is the sending function's. */
  sendError: v.nullish(v.unknown()),
});
export type QuoteVersionRecord = v.InferOutput<typeof quoteVersionRecordSchema>;

/** The content of a version: what a revision copies and the editor edits. */
export type QuoteContent = Pick<
  QuoteVersion,
  'items' | 'options' | 'notes' | 'validUntil' | 'insuranceClaim'
>;
