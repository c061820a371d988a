import type { QuerySnapshot } from 'firebase/firestore';

/**
 * The documents of a list that match their schema. One malformed document is reported in the
 * console and left out, rather than taking the whole public list down with it.
 */
export function readDocuments<T>(snapshot: QuerySnapshot<T>): T[] {
  const documents: T[] = [];
  for (const document of snapshot.docs) {
    try {
      documents.push(document.data());
    } catch (error) {
      console.error(error);
    }
  }
  return documents;
}
