import { Timestamp } from 'firebase-admin/firestore';

/**
 * A stored document as the web's converters read it: Timestamps become Dates, at any depth,
 * so the domain's schemas check server reads as they check the browser's.
 */
export function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value !== null && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withDates(inner)]));
  }
  return value;
}
