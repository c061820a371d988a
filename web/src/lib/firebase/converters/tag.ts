import { tagSchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';
import { withId } from './withId';

/** `tags/{id}`. */
export const tagConverter = withId(schemaConverter(tagSchema));
