/**
 * A sent quote by the clock (the rules are domain/src/quote/followUp.ts):
 *
 * - unopened 48 h after the send → a follow-up proposed on the lead (its followUpAt, what the
 *   card shows as "Follow-up due" and the inbox sorts by) and a push to its owner ("Quote not
 *   opened: follow up", the version only: no price, name, phone or address), once;
 * - 9:00 three days before the valid-until day → one reminder e-mail to the homeowner through
 *   the quote outbox (quoteMail/{leadId}_{quoteId}_reminder, created once), with its caps.
 *
 * publishQuote.ts stores on each sent version its next check (`nextCheckAt`, the earliest still
 * possible). The quote sweep (sweepInspections, every fifteenth minute) reads the due ones with
 * one indexed query with a limit, so an idle round costs one empty query. Each version is looked at
 * in a transaction that marks what it did (`unopenedFollowUpAt`, `expiryReminderAt`) and moves
 * or removes `nextCheckAt`: a check happens once, even with two sweeps at once. A version no
 * longer the latest sent, viewed, accepted, asked to change or expired loses the checks that no
 * longer apply, without anything sent.
 */
import {
  isQuietSpam,
  isQuoteCheckDue,
  nextQuoteCheckAt,
  quoteCheckMoments,
  type QuoteCheckFacts,
} from '@altum/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type Firestore,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { AlertDeps } from '../alerts/alertRecords';
import { eachLimited } from '../outbox/sweep';
import { alertQuoteEvent } from './quoteAlert';
import { queueQuoteMail, quoteMailRef } from './quoteMail';
import { projectionRef, readStoredQuote } from './quoteStore';

/** Versions looked at per round; the rest wait for the next round (minutes). */
export const QUOTE_CHECK_PAGE = 50;

export interface QuoteCheckDeps {
  db: Firestore;
  /** The lead alerts' pusher, for the owner's push. */
  alerts: () => AlertDeps;
  now?: () => number;
}

const dateOf = (value: unknown) => (value instanceof Timestamp ? value.toDate() : null);

/** What the stored version says for the domain's checks; null when it was never sent. */
export function checkFacts(data: Record<string, unknown> | undefined): QuoteCheckFacts | null {
  const quote = readStoredQuote(data);
  if (!quote?.sentAt || quote.status === 'draft') return null;
  return {
    status: quote.status,
    validUntil: quote.validUntil,
    sentAt: quote.sentAt.toDate(),
    viewedAt: quote.viewedAt?.toDate() ?? null,
    unopenedFollowUpAt: dateOf(data?.['unopenedFollowUpAt']),
    expiryReminderAt: dateOf(data?.['expiryReminderAt']),
  };
}

/** A version's nextCheckAt as stored: the moment, or the field removed. */
export function nextCheckField(facts: QuoteCheckFacts | null, now: number) {
  const next = facts ? nextQuoteCheckAt(facts, new Date(now)) : null;
  return next ? Timestamp.fromDate(next) : FieldValue.delete();
}

export interface QuoteCheckOutcome {
  /** A follow-up proposed, for the owner to be pushed (not for a lead won, lost or spam). */
  unopened: boolean;
  /** A reminder queued. */
  reminder: boolean;
  version: number;
}

/** One version's due checks, done and marked in one transaction. */
export async function checkQuoteVersion(
  db: Firestore,
  ref: DocumentReference,
  now: number,
): Promise<QuoteCheckOutcome> {
  const leadRef = ref.parent.parent;
  if (leadRef?.parent.id !== 'contacts') throw new Error(`Not a quote version: ${ref.path}`);
  const leadId = leadRef.id;
  const quoteId = ref.id;
  return db.runTransaction(async (tx) => {
    const none = { unopened: false, reminder: false, version: 0 };
    const [snap, lead, projection, mail] = await tx.getAll(
      ref,
      leadRef,
      projectionRef(db, leadId),
      quoteMailRef(db, leadId, quoteId, 'reminder'),
    );
    if (!snap?.exists) return none;
    const data = snap.data();
    const facts = checkFacts(data);
    const latest = projection?.get('quoteId') === quoteId;
    // Superseded (a newer version was sent), never published, or its lead gone: nothing is due.
    if (!facts || !latest || !lead?.exists) {
      tx.update(ref, { nextCheckAt: FieldValue.delete() });
      return none;
    }
    const at = new Date(now);
    const moments = quoteCheckMoments(facts, at);
    const unopened = isQuoteCheckDue(moments.unopened, at);
    const reminder = isQuoteCheckDue(moments.reminder, at) && !mail?.exists;
    const stamp = Timestamp.fromMillis(now);
    const done: QuoteCheckFacts = { ...facts };
    const update: Record<string, unknown> = {};
    let pushed = false;
    if (unopened) {
      done.unopenedFollowUpAt = at;
      update['unopenedFollowUpAt'] = stamp;
      const status = lead.get('status') as unknown;
      const closed =
        status === 'won' ||
        status === 'lost' ||
        isQuietSpam(lead.get('suspectedSpam') as string | undefined);
      if (!closed) {
        pushed = true;
        const current = dateOf(lead.get('followUpAt'));
        // A follow-up already due stays as it is; none, or a later one, becomes due now. The
        // push below is its alert, so the follow-up sweep does not push it a second time.
        if (!current || current.getTime() > now)
          tx.update(leadRef, { followUpAt: stamp, followUpAlertedAt: stamp });
      }
    }
    if (isQuoteCheckDue(moments.reminder, at)) {
      done.expiryReminderAt = at;
      update['expiryReminderAt'] = stamp;
      if (reminder) queueQuoteMail(tx, db, { leadId, quoteId, kind: 'reminder' }, now);
    }
    update['nextCheckAt'] = nextCheckField(done, now);
    tx.update(ref, update);
    return { unopened: pushed, reminder, version: (data?.['version'] as number) ?? 0 };
  });
}

/** One round: the versions whose check is due, each done once; the owner pushed after. */
export async function checkDueQuotes(deps: QuoteCheckDeps & { limit?: number }) {
  const { db } = deps;
  const now = (deps.now ?? Date.now)();
  const due = await db
    .collectionGroup('quotes')
    .where('nextCheckAt', '<=', Timestamp.fromMillis(now))
    .orderBy('nextCheckAt')
    .limit(deps.limit ?? QUOTE_CHECK_PAGE)
    .get();
  const result = { due: due.size, unopened: [] as string[], reminders: [] as string[], errors: 0 };
  await eachLimited(
    due.docs.map((doc) => doc.ref),
    1,
    (error, ref) => {
      result.errors++;
      logger.error('Quote check failed for a version', error, { path: ref.path });
    },
    async (ref) => {
      const outcome = await checkQuoteVersion(db, ref, now);
      const leadId = ref.parent.parent?.id ?? '';
      if (outcome.reminder) result.reminders.push(`${leadId}/${ref.id}`);
      if (!outcome.unopened) return;
      result.unopened.push(`${leadId}/${ref.id}`);
      // After the commit: a push that fails is retried by the lead alerts' sweep, and the
      // follow-up stays proposed on the lead whatever happens to it.
      await alertQuoteEvent(
        deps.alerts(),
        { leadId, quoteId: ref.id, version: outcome.version, event: 'unopened' },
        `quote-unopened-${leadId}-${ref.id}`,
      ).catch((error: unknown) =>
        logger.error('Quote alert failed', error, { leadId, quoteId: ref.id }),
      );
    },
  );
  return result;
}
