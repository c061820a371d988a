/**
 * The site-wide hourly budget of confirmation e-mails. One counter per hour would make every
 * lead's claim contend on one document during a flood, so the budget is split over a few
 * shards: a claim takes one unit from a random shard with room, and the shards' capacities
 * add up to exactly the budget, so the bound holds however the claims interleave.
 */
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';

export const BUDGET_SHARDS = 10;

/** The budget's share of one shard: the budget spread evenly, the remainder on the first. */
export function shardCapacity(budget: number, shard: number, shards = BUDGET_SHARDS): number {
  const whole = Math.max(0, Math.floor(budget));
  return Math.floor(whole / shards) + (shard < whole % shards ? 1 : 0);
}

/** The UTC hour a moment falls in, as a document id part: 2026-11-24T15. */
export function budgetHour(at: number): string {
  return new Date(at).toISOString().slice(0, 13);
}

/** The lead confirmations' budget; booking e-mails keep their own (bookingMail.ts). */
export const CONFIRMATION_BUDGET = 'confirmationBudget';

export function budgetShardRef(
  db: Firestore,
  at: number,
  shard: number,
  collection = CONFIRMATION_BUDGET,
): DocumentReference {
  return db.collection(collection).doc(`${budgetHour(at)}_${shard}`);
}

/** Shards in the order a claim tries them: from a random one on, so claims spread out. */
export function shardOrder(random = Math.random, shards = BUDGET_SHARDS): number[] {
  const start = Math.floor(random() * shards) % shards;
  return Array.from({ length: shards }, (_, i) => (start + i) % shards);
}

/**
 * Inside a claim's transaction (reads first): finds a shard of this hour with room. Returns
 * the write that takes the unit, to be applied with the transaction's other writes, or null
 * when the hour's budget is spent.
 */
export async function reserveHourlyConfirmation(
  tx: Transaction,
  db: Firestore,
  at: number,
  budget: number,
  random = Math.random,
  collection = CONFIRMATION_BUDGET,
): Promise<(() => void) | null> {
  for (const shard of shardOrder(random)) {
    const capacity = shardCapacity(budget, shard);
    if (capacity === 0) continue;
    const ref = budgetShardRef(db, at, shard, collection);
    const used = Number((await tx.get(ref)).get('count') ?? 0);
    if (used < capacity) {
      return () =>
        tx.set(ref, {
          count: used + 1,
          // Needed for its hour only; the TTL policy removes it.
          // TTL: confirmationBudget, bookingMailBudget
          expireAt: Timestamp.fromMillis(at + 2 * 60 * 60 * 1000),
        });
    }
  }
  return null;
}
