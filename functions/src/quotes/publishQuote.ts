/**
 * A version sent (staff moved it from draft to sent) → checked with the domain's
 * validateQuoteVersion; a valid one becomes the homeowner's projection
 * (requests/{leadId}/quote/latest, with the SHA-256 of its canonical content) and queues the
 * homeowner's e-mail, in one transaction, and stores when its checks by the clock fall due
 * (`nextCheckAt`, quoteChecks.ts); an invalid one gets `sendError` and none of these.
 * Idempotent: the e-mail's outbox record is created once, and a run that finds it does
 * nothing more; an older version's late event never replaces a newer projection.
 */
import { quoteContentHash, validateQuoteVersion } from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { checkFacts, nextCheckField } from './quoteChecks';
import { queueQuoteMail, quoteMailRef } from './quoteMail';
import { quoteProjection, supersedes } from './quoteProjection';
import { projectionRef, quoteRef, readStoredQuote } from './quoteStore';

export type PublishOutcome = 'published' | 'invalid' | 'superseded' | 'unchanged' | 'gone';

/** The sendError of a version the domain refuses: its first few field errors, by path. */
export function sendErrorOf(errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  const shown = entries.slice(0, 5).map(([path, message]) => `${path}: ${message}`);
  const more = entries.length > 5 ? [`and ${entries.length - 5} more`] : [];
  return `Not sent: ${[...shown, ...more].join('; ')}`.slice(0, 1000);
}

export async function publishSentQuote(
  db: Firestore,
  leadId: string,
  quoteId: string,
  now: number,
): Promise<PublishOutcome> {
  const ref = quoteRef(db, leadId, quoteId);
  return db.runTransaction(async (tx): Promise<PublishOutcome> => {
    const [lead, snap, projection, mail] = await tx.getAll(
      db.collection('contacts').doc(leadId),
      ref,
      projectionRef(db, leadId),
      quoteMailRef(db, leadId, quoteId, 'sent'),
    );
    if (!lead?.exists || !snap?.exists) return 'gone';
    if (mail?.exists) return 'unchanged';
    const data = snap.data();
    if (typeof data?.['sendError'] === 'string') return 'invalid';
    const quote = readStoredQuote(data);
    if (quote?.status === 'draft') return 'unchanged';
    const errors = quote
      ? validateQuoteVersion(quote)
      : { version: 'The stored version is not a quote' };
    if (quote && `v${quote.version}` !== quoteId) errors['version'] = 'Does not match the id';
    if (!quote || Object.keys(errors).length > 0) {
      tx.update(ref, { sendError: sendErrorOf(errors) });
      return 'invalid';
    }
    if (!supersedes(projection?.data(), quote.version)) return 'superseded';
    const at = Timestamp.fromMillis(now);
    tx.set(
      projectionRef(db, leadId),
      quoteProjection(quoteId, quote, await quoteContentHash(quote), quote.sentAt ?? at, at),
    );
    queueQuoteMail(tx, db, { leadId, quoteId, kind: 'sent' }, now);
    // When the quote sweep looks at it next: unopened after 48 h, the reminder (quoteChecks.ts).
    const facts = checkFacts({ ...data, sentAt: quote.sentAt ?? at });
    if (facts) tx.update(ref, { nextCheckAt: nextCheckField(facts, now) });
    return 'published';
  });
}
