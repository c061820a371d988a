import { categorySchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';
import { withId } from './withId';

/** `categories/{id}`. */
export const categoryConverter = withId(schemaConverter(categorySchema));
