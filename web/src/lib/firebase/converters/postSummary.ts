import { adminPostSummarySchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';
import { withId } from './withId';

/** `postSummaries/{postId}`: the admin posts list's slim copy of a post; staff only. */
export const postSummaryConverter = withId(schemaConverter(adminPostSummarySchema));
