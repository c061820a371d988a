/**
 * `requests/{leadId}/quote/latest`: the latest sent quote as the homeowner reads it, by the
 * lead's id (never listed). Written by functions only; read-only here.
 */
import { requestQuoteSchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';

export const requestQuoteConverter = schemaConverter(requestQuoteSchema);
