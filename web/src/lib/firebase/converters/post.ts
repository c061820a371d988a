import { postSchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';
import { withId } from './withId';

/** `posts/{id}`: read only on the public site; staff writes come with the admin area. */
export const postConverter = withId(schemaConverter(postSchema));
