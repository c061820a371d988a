/**
 * Two people editing one post: an edit starts from a copy of the post (its base), and
 * someone else's save since then is a conflict the writer settles, never a silent overwrite.
 */
interface Saved {
  updatedAt: Date;
  /** Absent on a post no one has saved in the admin. */
  updatedBy?: string | undefined;
}

/**
 * Whether `server`, the copy the server holds now, is someone else's save made after `base`
 * was read. Times count in whole milliseconds (what a Date keeps of the server's time); the
 * writer's own later saves are not a conflict (offline, their times are only estimates).
 */
export function savedByOtherSince(server: Saved, base: Date | null, me: string): boolean {
  if (server.updatedBy === me) return false;
  return base === null || server.updatedAt.getTime() !== base.getTime();
}
