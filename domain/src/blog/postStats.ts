/**
 * Where a post's views are counted: beside the post, never in it, so a view wakes no post
 * trigger and reaches no editor open on the post.
 *
 *   postStats/{postId}/viewShards/{k} = { views }   k in 0..VIEW_SHARD_COUNT-1
 *
 * Firestore sustains about one write a second on one document, and a viral post is read
 * faster than that, so each counted view adds one to a shard picked at random: ten shards
 * take about ten views a second, each visitor counted once a day. A shard exists only once
 * a view has landed on it. Counts are summed on read, by an aggregation query (one read per
 * 1,000 shards): a maintained total would be one hot document again, written on every view.
 *
 * Views counted before the shards stayed on the post (`viewCount`, which no one writes any
 * more): a post's views are that frozen count plus its shards (the read fallback; nothing
 * is moved, so nothing can be lost or counted twice).
 */

/** The collection beside `posts` that holds each post's counters. */
export const POST_STATS = 'postStats';

/** The subcollection of view shards under postStats/{postId} (a collection group). */
export const VIEW_SHARDS = 'viewShards';

/** Shards per post: about one write a second each. */
export const VIEW_SHARD_COUNT = 10;

/** The shard a view lands on, from a random number in [0, 1). */
export function viewShardOf(random: number): string {
  const shard = Math.floor(random * VIEW_SHARD_COUNT);
  return String(Math.min(Math.max(shard, 0), VIEW_SHARD_COUNT - 1));
}

/** A post's views: the count frozen on it before the shards, plus its shards. */
export function postViews(frozen: unknown, shards: unknown): number {
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return count(frozen) + count(shards);
}
