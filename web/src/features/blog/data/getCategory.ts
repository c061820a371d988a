import type { Category } from '@altum/domain';
import { categoryConverter } from '../../../lib/firebase/converters/category';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';
import { readDocuments } from './readDocuments';

/** The category with this slug, or null. */
export async function getCategory(slug: string): Promise<Category | null> {
  const { firestore, db } = await loadFirestore();
  const { collection, getDocs, limit, query, where } = firestore;
  const snapshot = await getDocs(
    query(
      collection(db, 'categories').withConverter(categoryConverter),
      where('slug', '==', slug),
      limit(1),
    ),
  );
  return readDocuments(snapshot)[0] ?? null;
}
