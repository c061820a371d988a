import type { DocumentData, FirestoreDataConverter } from 'firebase/firestore';

/** Adds the document id to what a converter reads; writes leave the id out of the fields. */
export function withId<T>(
  converter: FirestoreDataConverter<T, DocumentData>,
): FirestoreDataConverter<T & { id: string }, DocumentData> {
  return {
    toFirestore: (model) => {
      const { id: _id, ...fields } = model as T & { id: string };
      return converter.toFirestore(fields as T);
    },
    fromFirestore: (snapshot, options) => ({
      ...converter.fromFirestore(snapshot, options),
      id: snapshot.id,
    }),
  };
}
