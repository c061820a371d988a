import { roleRecordSchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';

/** `roles/{uid}`: exactly { admin, writer }, both booleans. */
export const roleConverter = schemaConverter(roleRecordSchema);
