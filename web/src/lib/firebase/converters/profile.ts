import { profileSchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';

/** `profiles/{uid}`: e-mail, full name and picture, written by the person at sign-in. */
export const profileConverter = schemaConverter(profileSchema);
