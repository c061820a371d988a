/**
 * Firestore's border: documents are read through a converter that turns Timestamps into Dates
 * and validates with the domain schema, so code past this point sees only plain, checked types.
 */
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import * as v from 'valibot';

/** Timestamps become Dates, at any depth; everything else is kept as it is. */
export function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]));
  }
  return value;
}

export class InvalidDocumentError extends Error {
  constructor(
    readonly path: string,
    readonly issues: v.BaseIssue<unknown>[],
  ) {
    super(`${path} does not match its schema: ${issues.map((issue) => issue.message).join('; ')}`);
    this.name = 'InvalidDocumentError';
  }
}

type Schema = v.GenericSchema<unknown, unknown>;

/**
 * A converter for documents of one schema. Reading a document that does not match throws
 * InvalidDocumentError (a bug or a stale document, never shown as valid data). `toWrite`
 * shapes what is written (for example, adding a server timestamp).
 */
export function schemaConverter<S extends Schema, W = v.InferOutput<S>>(
  schema: S,
  toWrite: (model: W) => DocumentData = (model) => model as DocumentData,
): FirestoreDataConverter<v.InferOutput<S>, DocumentData> {
  return {
    toFirestore: (model) => toWrite(model as W),
    fromFirestore(snapshot: QueryDocumentSnapshot, options?: SnapshotOptions) {
      const result = v.safeParse(schema, withDates(snapshot.data(options)));
      if (!result.success) throw new InvalidDocumentError(snapshot.ref.path, result.issues);
      return result.output;
    },
  };
}
