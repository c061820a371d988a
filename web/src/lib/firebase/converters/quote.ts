/**
 * A lead's quote versions (contacts/{leadId}/quotes/v{n}), read by staff. Written by the
 * quote editor (drafts, a send) and the quote functions (what follows a send).
 */
import { quoteVersionRecordSchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';
import { withId } from './withId';

export const quoteVersionConverter = withId(schemaConverter(quoteVersionRecordSchema));
