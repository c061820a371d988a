import { revisionSchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';
import { withId } from './withId';

/** `posts/{id}/revisions/{revisionId}`: read by staff, written only by a function. */
export const revisionConverter = withId(schemaConverter(revisionSchema));
