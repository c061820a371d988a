import { blogPagingSchema } from '@altum/domain';
import { schemaConverter } from './schemaConverter';

/** `blogPaging/{scope}`: where each page of a public list starts; written by the server only. */
export const blogPagingConverter = schemaConverter(blogPagingSchema);
