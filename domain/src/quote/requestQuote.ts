/**
 * `requests/{leadId}/quote/latest`: the latest sent version of a lead's quote as the homeowner
 * reads it (functions write it; anyone holding the lead's id may get it). It carries what the
 * homeowner agrees to and where the offer stands, never a name, address, phone or e-mail, nor
 * the text of a change request. Read by the web once its converter has turned Timestamps into
 * Dates.
 */
import * as v from 'valibot';
import { acceptanceSchema, optionSchema, sentLineSchema } from './schemas';
import { QUOTE_OPTION_TIERS } from './types';

/** The statuses the projection can hold: only sent versions are ever projected. */
export const REQUEST_QUOTE_STATUSES = ['sent', 'viewed', 'accepted', 'changesRequested'] as const;

export const requestQuoteSchema = v.object({
  quoteId: v.pipe(v.string(), v.regex(/^v[1-9]\d*$/)),
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  items: v.array(sentLineSchema),
  options: v.pipe(v.array(optionSchema(sentLineSchema)), v.maxLength(QUOTE_OPTION_TIERS.length)),
  notes: v.string(),
  validUntil: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  insuranceClaim: v.boolean(),
  status: v.picklist(REQUEST_QUOTE_STATUSES),
  sentAt: v.date(),
  contentSha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  acceptance: v.optional(acceptanceSchema),
  changeRequest: v.optional(v.object({ at: v.date() })),
  updatedAt: v.date(),
});
export type RequestQuote = v.InferOutput<typeof requestQuoteSchema>;
