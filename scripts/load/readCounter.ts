/**
 * Counts the Firestore documents this process reads through the admin SDK, as Firestore bills
 * them: one per document returned, one for a query that returns none, and one per 1,000
 * entries an aggregation counts (at least one; a sum is taken as one). The same wrapping
 * as `npm run reads-per-view`, with transactional reads too. Only for scripts and tests that
 * run a function's code in-process against the emulator, which counts no reads itself.
 */
import {
  DocumentSnapshot,
  Firestore,
  Query,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';

export interface ReadCounter {
  /** Documents read since the counter was made or last reset. */
  readonly reads: number;
  reset(): void;
}

let reads = 0;
let installed = false;

const billed = (result: unknown) =>
  result instanceof QuerySnapshot
    ? Math.max(1, result.size)
    : Array.isArray(result)
      ? result.length
      : result instanceof DocumentSnapshot
        ? 1
        : 0;

/** What an aggregation is billed: one read per 1,000 index entries, at least one. */
function aggregationReads(result: unknown): number {
  const count = (result as { data(): Record<string, unknown> }).data()['count'];
  return typeof count === 'number' ? Math.max(1, Math.ceil(count / 1000)) : 1;
}

/** Wraps the admin SDK's reads once per process; every counter shares the one tally. */
export function countFirestoreReads(): ReadCounter {
  if (!installed) {
    installed = true;
    const wrap = <T extends object>(proto: T, name: keyof T, bill = billed) => {
      const original = proto[name] as (...args: unknown[]) => Promise<unknown>;
      (proto as Record<keyof T, unknown>)[name] = async function (
        this: unknown,
        ...args: unknown[]
      ) {
        const result = await original.apply(this, args);
        reads += bill(result);
        return result;
      };
    };
    // DocumentReference.get goes through Firestore.getAll: wrapping both would count it twice.
    wrap(Query.prototype, 'get');
    // The SDK exports AggregateQuery as a type only: its prototype is an aggregation's own
    // (made without a request: a Firestore instance connects on its first call).
    const aggregation = new Firestore({ projectId: 'read-counter' }).collection('c').count();
    wrap(Object.getPrototypeOf(aggregation) as typeof aggregation, 'get', aggregationReads);
    wrap(Firestore.prototype, 'getAll');
    wrap(Transaction.prototype, 'get');
    wrap(Transaction.prototype, 'getAll');
  }
  let start = reads;
  return {
    get reads() {
      return reads - start;
    },
    reset() {
      start = reads;
    },
  };
}
