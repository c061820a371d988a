/**
 * A post's revision history: `posts/{id}/revisions/{revisionId}`, written only by the
 * recordPostRevision function (the rules let staff read them and no client write them).
 */
import * as v from 'valibot';
import { POST_STATUSES } from './limits';
import { zonedDay } from './schedule';

export const REVISION_LIMITS = {
  /** The newest revisions always kept; older ones are kept one a day (Chicago days). */
  kept: 50,
} as const;

export const revisionSchema = v.object({
  /** The post's updatedAt of the save the revision records. */
  at: v.date(),
  /** The uid of who saved (or SCHEDULED_PUBLISHER); null when the post names no one. */
  by: v.nullable(v.string()),
  /** Their profile's name, when known. */
  byName: v.nullable(v.string()),
  title: v.string(),
  excerpt: v.string(),
  content: v.string(),
  status: v.picklist(POST_STATUSES),
  /** Characters added and removed against the post as it was before this save. */
  added: v.pipe(v.number(), v.integer(), v.minValue(0)),
  removed: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export type RevisionFields = v.InferOutput<typeof revisionSchema>;
export type Revision = RevisionFields & { id: string };

/** The parts of a post a revision keeps. */
export interface RevisedText {
  title: string;
  excerpt: string;
  content: string;
}

const joined = (text: RevisedText) => `${text.title}\n${text.excerpt}\n${text.content}`;

/**
 * The size of a change, cheaply: the common beginning and the common end of the two texts
 * (title, excerpt and content joined) are unchanged; what lies between was removed from the
 * old text and added in the new one. Linear in the text's length, no diff table: one edited
 * passage counts exactly, several far apart count the span between them.
 */
export function changeSize(
  before: RevisedText | null,
  after: RevisedText,
): { added: number; removed: number } {
  const a = before ? joined(before) : '';
  const b = joined(after);
  if (!before) return { added: b.length, removed: 0 };
  const shorter = Math.min(a.length, b.length);
  let start = 0;
  while (start < shorter && a[start] === b[start]) start++;
  let end = 0;
  while (end < shorter - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { added: b.length - start - end, removed: a.length - start - end };
}

/**
 * Which revisions to delete, given them all newest first: the newest REVISION_LIMITS.kept
 * stay; beyond them a revision stays only as the newest of a Chicago day none kept yet has.
 */
export function revisionsToTrim(newestFirst: readonly { id: string; at: Date }[]): string[] {
  const days = new Set<string>();
  const trimmed: string[] = [];
  newestFirst.forEach((revision, index) => {
    const day = zonedDay(revision.at);
    if (index < REVISION_LIMITS.kept || !days.has(day)) days.add(day);
    else trimmed.push(revision.id);
  });
  return trimmed;
}

/** Whether a save changed what a revision keeps (a view count or a category copy does not). */
export function isRevisedChange(
  before: (RevisedText & { status: string }) | null,
  after: RevisedText & { status: string },
): boolean {
  return (
    !before ||
    before.title !== after.title ||
    before.excerpt !== after.excerpt ||
    before.content !== after.content ||
    before.status !== after.status
  );
}
