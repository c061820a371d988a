import type { Tag } from '@altum/domain';
import { tagConverter } from '../../../lib/firebase/converters/tag';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { readDocuments } from './readDocuments';

/** Firestore's limit on the values of one `in` filter. */
const IN_LIMIT = 30;

/** The tags with these ids, in the order given; ids of deleted tags are skipped. */
export async function listTags(ids: readonly string[]): Promise<Tag[]> {
  if (ids.length === 0) return [];
  const { firestore, db } = await loadFirestore();
  const { collection, documentId, getDocs, query, where } = firestore;
  const tags = collection(db, 'tags').withConverter(tagConverter);
  const batches: string[][] = [];
  for (let start = 0; start < ids.length; start += IN_LIMIT) {
    batches.push(ids.slice(start, start + IN_LIMIT));
  }
  const snapshots = await Promise.all(
    batches.map((batch) => getDocs(query(tags, where(documentId(), 'in', batch)))),
  );
  const byId = new Map(snapshots.flatMap(readDocuments).map((tag) => [tag.id, tag]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
