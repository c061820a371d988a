import type { Category } from '@altum/domain';
import { categoryConverter } from '../../../lib/firebase/converters/category';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { readDocuments } from './readDocuments';

/** Every category, by name. */
export async function listCategories(): Promise<Category[]> {
  const { firestore, db } = await loadFirestore();
  const { collection, getDocs, orderBy, query } = firestore;
  const snapshot = await getDocs(
    query(collection(db, 'categories').withConverter(categoryConverter), orderBy('name')),
  );
  return readDocuments(snapshot);
}
