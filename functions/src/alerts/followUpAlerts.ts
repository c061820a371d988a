/**
 * Follow-ups: when a lead's followUpAt is due, its owner's devices get "Follow up: Maria,
 * attempt 4" (followUpAlertTitle), once per followUpAt value: the sweep sets
 * followUpAlertedAt to that value in a transaction before the push, so overlapping sweeps
 * and a retried run alert once, and a follow-up moved later alerts again at its new time.
 * A lead nobody owns goes to every staff member instead (someone must pick it up); a lead
 * already won or lost, or quiet spam, gets no follow-up push.
 *
 * A round pages through the due follow-ups after its cursor (leadAlertState/followUpCursor,
 * by followUpAt then id), as escalation does, so however many are due at once none is hidden
 * behind the rest. A follow-up set to a time the cursor has passed (a try logged late
 * proposes one already due) moves the cursor back to it (rewindFollowUpCursor).
 */
import { isQuietSpam, leadAlertPayload } from '@altum/domain';
import {
  FieldPath,
  Timestamp,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { adminDb } from '../admin';
import type { LeadChangeHandler } from '../leadChange';
import { emptyResult, pushToRecipients, type AlertRunResult } from './alertDelivery';
import { alertRecipients } from './alertRecipients';
import type { AlertDeps } from './alertRecords';

/** A follow-up missed by longer than this (the sweeper was down) is not pushed late. */
export const FOLLOW_UP_LOOKBACK_MS = 24 * 60 * 60 * 1000;

/** Where the last round stopped reading follow-ups (functions only). */
export const followUpCursorRef = (db: Firestore) =>
  db.collection('leadAlertState').doc('followUpCursor');

/** Leads read per page, and pages per round (a round goes on where the last one stopped). */
export const FOLLOW_UP_PAGE = 200;
const MAX_PAGES = 20;

interface Cursor {
  followUpAt: Timestamp;
  /** The last lead read at that time; null: none yet, every lead of that time is ahead. */
  id: string | null;
}

export interface FollowUpResult {
  alerted: string[];
  alerts: AlertRunResult;
}

export async function alertDueFollowUps(
  deps: AlertDeps,
  options: { pageSize?: number } = {},
): Promise<FollowUpResult> {
  const { db } = deps;
  const now = (deps.now ?? Date.now)();
  const pageSize = options.pageSize ?? FOLLOW_UP_PAGE;
  const windowStart = now - FOLLOW_UP_LOOKBACK_MS;
  const result: FollowUpResult = { alerted: [], alerts: emptyResult() };
  const stored = (await followUpCursorRef(db).get()).data() as Cursor | undefined;
  // A cursor outside the window (the sweeper was down, or a test's clock) is not used.
  let cursor: Cursor | null =
    stored && stored.followUpAt.toMillis() >= windowStart && stored.followUpAt.toMillis() <= now
      ? stored
      : null;
  for (let page = 0; page < MAX_PAGES; page++) {
    let query = db
      .collection('contacts')
      .where('followUpAt', '>=', Timestamp.fromMillis(windowStart))
      .where('followUpAt', '<=', Timestamp.fromMillis(now))
      .orderBy('followUpAt')
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (cursor)
      query = cursor.id
        ? query.startAfter(cursor.followUpAt, cursor.id)
        : query.startAt(cursor.followUpAt);
    const due = await query.get();
    for (const doc of due.docs) {
      const run = await alertFollowUp(deps, doc);
      if (!run) continue;
      result.alerted.push(doc.id);
      for (const key of Object.keys(run) as (keyof AlertRunResult)[])
        result.alerts[key] += run[key];
    }
    const last = due.docs.at(-1);
    if (last) cursor = { followUpAt: last.get('followUpAt') as Timestamp, id: last.id };
    // Only once the page is alerted: a round that dies reads it again (each lead alerts once).
    if (cursor) await followUpCursorRef(db).set(cursor);
    if (due.size < pageSize) break;
  }
  return result;
}

/** One due follow-up, claimed and pushed; null when it is not this round's to push. */
async function alertFollowUp(
  deps: AlertDeps,
  doc: QueryDocumentSnapshot,
): Promise<AlertRunResult | null> {
  const followUpAt = doc.get('followUpAt') as Timestamp;
  const alerted = doc.get('followUpAlertedAt') as unknown;
  if (alerted instanceof Timestamp && alerted.isEqual(followUpAt)) return null;
  const claimed = await deps.db.runTransaction(async (tx) => {
    const lead = await tx.get(doc.ref);
    const at = lead.get('followUpAt') as unknown;
    const done = lead.get('followUpAlertedAt') as unknown;
    if (!(at instanceof Timestamp) || !at.isEqual(followUpAt)) return null;
    if (done instanceof Timestamp && done.isEqual(at)) return null;
    tx.update(doc.ref, { followUpAlertedAt: at });
    return lead.data() ?? null;
  });
  if (!claimed) return null;
  const owner = claimed['ownerId'];
  const status = claimed['status'];
  if (
    status === 'won' ||
    status === 'lost' ||
    isQuietSpam(claimed['suspectedSpam'] as string | undefined)
  )
    return null;
  const attempts = claimed['attemptCount'];
  const payload = JSON.stringify(
    leadAlertPayload(
      doc.id,
      {
        name: String(claimed['name'] ?? ''),
        service: String(claimed['service'] ?? ''),
        timeline: String(claimed['timeline'] ?? ''),
      },
      'follow-up',
      { attemptCount: typeof attempts === 'number' ? attempts : 0 },
    ),
  );
  // Its owner; nobody's lead, every staff member (as a new lead reaches them all).
  const recipients = await alertRecipients(
    deps,
    'staff',
    typeof owner === 'string' ? [owner] : undefined,
  );
  return pushToRecipients(
    deps,
    doc.id,
    'follow-up',
    payload,
    recipients,
    `follow-up-${doc.id}-${followUpAt.toMillis()}`,
    String(followUpAt.toMillis()),
  );
}

/**
 * A follow-up set to a time already passed, behind the cursor, would never be read: its write
 * moves the cursor back to just before it (run by followLeadChanges, retried; moving back to
 * the same place again is harmless).
 */
export const rewindFollowUpCursor: LeadChangeHandler = {
  name: 'rewindFollowUpCursor',
  applies: ({ before, after }) => {
    const at = after?.['followUpAt'];
    return (
      at instanceof Timestamp &&
      !(before?.['followUpAt'] instanceof Timestamp && before['followUpAt'].isEqual(at)) &&
      at.toMillis() <= Date.now()
    );
  },
  async run({ after }) {
    const at = after?.['followUpAt'];
    if (!(at instanceof Timestamp)) return;
    const db = adminDb();
    await db.runTransaction(async (tx) => {
      const cursor = (await tx.get(followUpCursorRef(db))).data() as Cursor | undefined;
      if (!cursor || cursor.followUpAt.toMillis() < at.toMillis()) return;
      // Every lead with this very time is read again; each alerts once.
      tx.set(followUpCursorRef(db), { followUpAt: at, id: null });
    });
  },
};
