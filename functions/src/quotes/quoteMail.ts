/**
 * The quote e-mails' outbox, quoteMail/{leadId}_{quoteId}_{kind}: one record when a version is
 * sent (the homeowner's "your quote is ready"; staff sent it, so no office copy), one for the
 * reminder before it expires (quoteChecks.ts; homeowner only, and only while the version is
 * still the open, latest one when it goes) and one when it is accepted (the PDF to the
 * homeowner and to the office). Each is written in the transaction
 * that makes the change, so none goes unmailed and none twice, and is sent as the booking
 * e-mails are (functions/src/outbox): a run claims it with a lease, each e-mail is marked sent
 * as soon as SendGrid takes it, a transient failure waits for the sweep (sweepInspections), a
 * refused key leaves it blocked.
 *
 * Caps: a homeowner's quote e-mail counts against the same per-mailbox day
 * (bookingMailCaps, BOOKING_MAILS_PER_MAILBOX_PER_DAY) and hourly budget as the booking
 * e-mails; the office copy is never capped. The acceptance PDF stays in Storage for staff
 * should a cap skip the homeowner's copy.
 */
import {
  DEFAULT_BOOKING_MAILS_PER_HOUR,
  isQuoteExpired,
  parseStoredLead,
  type Lead,
} from '@altum/domain';
import {
  Timestamp,
  type DocumentReference,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { bookingMailCapRef, BOOKING_MAIL_BUDGET } from '../inspections/bookingMail';
import { BOOKING_MAILS_PER_MAILBOX_PER_DAY } from '../inspections/bookingMailRecords';
import { reserveHourlyConfirmation } from '../leads/confirmationBudget';
import type { LeadEmailAddresses } from '../leads/leadEmails';
import {
  classifySendError,
  DEFAULT_RETRY,
  describeSendError,
  type RetryOptions,
  type SendMail,
} from '../leads/mailer';
import { heldByAnotherRun, isDue, joinErrors, takeLease } from '../outbox/lease';
import {
  EMAIL_DEADLINE_MS,
  EMAIL_LEASE_MS,
  endOfRun,
  runStatus,
  sendEach,
  stateAfter,
  type EmailState,
} from '../outbox/sendEmails';
import { eachLimited, findDue, newSweepId } from '../outbox/sweep';
import { deadlinePassed } from '../outbox/timing';
import {
  homeownerQuoteEmail,
  officeQuoteEmail,
  type QuoteEmail,
  type QuoteEmailFacts,
  type QuoteMailKind,
} from './quoteEmails';
import { projectionRef, quoteRef, readStoredQuote } from './quoteStore';

export interface QuoteMail {
  leadId: string;
  quoteId: string;
  kind: QuoteMailKind;
  homeowner: EmailState;
  office: EmailState;
  status: 'pending' | 'sending' | 'retrying' | 'sent' | 'failed' | 'blocked';
  attempts: number;
  eventId?: string;
  leaseUntil?: Timestamp;
  nextAttemptAt?: Timestamp;
  counted?: boolean;
  skipReason?: string;
  error?: string;
  createdAt: Timestamp;
  expireAt: Timestamp;
}

/** Kept for staff to look into a delivery; the TTL policy removes it. */
export const QUOTE_MAIL_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** The creation event sends at once; the sweep takes a record whose event never ran after this. */
export const QUOTE_MAIL_GRACE_MS = 2 * 60 * 1000;

export const quoteMailRef = (db: Firestore, leadId: string, quoteId: string, kind: QuoteMailKind) =>
  db.collection('quoteMail').doc(`${leadId}_${quoteId}_${kind}`);

/** Queues a change's e-mails in the transaction that makes it (a create: once per kind). */
export function queueQuoteMail(
  tx: Transaction,
  db: Firestore,
  mail: { leadId: string; quoteId: string; kind: QuoteMailKind },
  now: number,
): void {
  tx.create(quoteMailRef(db, mail.leadId, mail.quoteId, mail.kind), {
    ...mail,
    homeowner: 'pending',
    // Staff sent the quote themselves; an acceptance is news for the office.
    office: mail.kind === 'accepted' ? 'pending' : 'skipped',
    status: 'pending',
    attempts: 0,
    nextAttemptAt: Timestamp.fromMillis(now + QUOTE_MAIL_GRACE_MS),
    createdAt: Timestamp.fromMillis(now),
    // TTL: quoteMail
    expireAt: Timestamp.fromMillis(now + QUOTE_MAIL_TTL_MS),
  } satisfies QuoteMail);
}

export interface QuoteMailDeps {
  db: Firestore;
  send: SendMail;
  addresses: LeadEmailAddresses;
  /** The accepted version's PDF, made or read back (quotePdfStore.ts). */
  pdf: (leadId: string, quoteId: string) => Promise<Buffer>;
  bookingMailsPerHour?: number;
  retry?: RetryOptions;
  now?: () => number;
}

export type QuoteMailOutcome = 'sent' | 'retrying' | 'failed' | 'blocked' | 'skipped';

type Recipient = 'homeowner' | 'office';
const RECIPIENTS: Recipient[] = ['homeowner', 'office'];
const unsent = (state: EmailState) => state === 'pending' || state === 'blocked';

interface Claimed {
  mail: QuoteMail;
  lead: Lead | null;
  version: number;
  validUntil: string;
}

async function claim(
  deps: QuoteMailDeps,
  ref: DocumentReference,
  eventId: string,
  sweep: boolean,
  now: number,
): Promise<Claimed | null> {
  const { db } = deps;
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const mail = snap.data() as QuoteMail | undefined;
    if (!mail || mail.status === 'sent' || mail.status === 'failed') return null;
    if (heldByAnotherRun(mail, { id: ref.id, eventId, now })) return null;
    if (sweep ? !isDue(mail, now) : mail.status !== 'pending' && mail.status !== 'sending')
      return null;
    const reminder = mail.kind === 'reminder';
    const [leadSnap, quoteSnap, projection] = await tx.getAll(
      db.collection('contacts').doc(mail.leadId),
      quoteRef(db, mail.leadId, mail.quoteId),
      // A reminder goes only while its version is the latest sent (a retry may come late).
      ...(reminder ? [projectionRef(db, mail.leadId)] : []),
    );
    const data = leadSnap?.data();
    const quote = readStoredQuote(quoteSnap?.data());
    const next: QuoteMail = { ...mail };
    const skipAll = (reason: string) => {
      next.homeowner = unsent(next.homeowner) ? 'skipped' : next.homeowner;
      next.office = unsent(next.office) ? 'skipped' : next.office;
      next.skipReason = reason;
    };
    if (!data || !quote) skipAll('lead-deleted');
    else if (
      reminder &&
      ((quote.status !== 'sent' && quote.status !== 'viewed') ||
        isQuoteExpired(quote.validUntil, new Date(now)) ||
        projection?.get('quoteId') !== mail.quoteId)
    )
      // Accepted, answered, expired or replaced since it was queued: nothing to remind of.
      skipAll('quote-closed');
    const lead = data ? parseStoredLead(data) : null;
    if (data && !lead && next.homeowner === 'pending') {
      // The address may be the malformed part: the office hears of it, the homeowner does not.
      next.homeowner = 'failed';
      next.error = 'The stored lead does not pass the lead schema';
    }
    let take: (() => void)[] = [];
    if (lead && next.homeowner === 'pending' && !next.counted) {
      next.counted = true;
      const capRef = bookingMailCapRef(db, lead.email, now);
      const count = Number((await tx.get(capRef)).get('count') ?? 0);
      if (count >= BOOKING_MAILS_PER_MAILBOX_PER_DAY) {
        next.homeowner = 'skipped';
        next.skipReason = 'mailbox-daily-cap';
      } else {
        const takeBudget = await reserveHourlyConfirmation(
          tx,
          db,
          now,
          deps.bookingMailsPerHour ?? DEFAULT_BOOKING_MAILS_PER_HOUR,
          Math.random,
          BOOKING_MAIL_BUDGET,
        );
        if (!takeBudget) {
          next.homeowner = 'skipped';
          next.skipReason = 'hourly-budget';
        } else {
          take = [
            takeBudget,
            () =>
              tx.set(capRef, {
                count: count + 1,
                // Needed for its day only; the TTL policy removes it.
                // TTL: bookingMailCaps
                expireAt: Timestamp.fromMillis(now + 2 * 24 * 60 * 60 * 1000),
              }),
          ];
        }
      }
    }
    Object.assign(next, takeLease(mail, eventId, now, EMAIL_LEASE_MS));
    tx.set(ref, next);
    for (const write of take) write();
    return {
      mail: next,
      lead,
      version: quote?.version ?? 0,
      validUntil: quote?.validUntil ?? '',
    };
  });
}

function build(
  recipient: Recipient,
  claimed: Claimed,
  deps: QuoteMailDeps,
  pdf: Buffer | undefined,
): QuoteEmail {
  const { mail, lead } = claimed;
  if (!lead) throw new Error('No lead to write to');
  const facts: QuoteEmailFacts = {
    leadId: mail.leadId,
    quoteId: mail.quoteId,
    version: claimed.version,
    validUntil: claimed.validUntil,
    site: deps.addresses.site,
    ...(pdf ? { pdf } : {}),
  };
  return recipient === 'homeowner'
    ? homeownerQuoteEmail(mail.kind, facts, lead, deps.addresses)
    : officeQuoteEmail(facts, lead, deps.addresses);
}

export async function deliverQuoteMail(
  deps: QuoteMailDeps,
  mailId: string,
  eventId: string,
  options: { sweep?: boolean } = {},
): Promise<QuoteMailOutcome> {
  const now = deps.now ?? Date.now;
  const ref = deps.db.collection('quoteMail').doc(mailId);
  const claimed = await claim(deps, ref, eventId, options.sweep ?? false, now());
  if (!claimed) return 'skipped';
  const { mail } = claimed;
  const errors: string[] = mail.error ? [mail.error] : [];
  if (deadlinePassed(mail.createdAt.toMillis(), EMAIL_DEADLINE_MS, now())) {
    for (const r of RECIPIENTS) if (unsent(mail[r])) mail[r] = 'failed';
    errors.push(`not sent within ${EMAIL_DEADLINE_MS / 3_600_000} h`);
  }
  const due = RECIPIENTS.filter((r) => unsent(mail[r]));
  let pdf: Buffer | undefined;
  let pdfError: unknown;
  if (mail.kind === 'accepted' && due.length > 0) {
    // Made before either e-mail, so both carry the one stored file.
    pdf = await deps.pdf(mail.leadId, mail.quoteId).catch((error: unknown) => {
      pdfError = error;
      return undefined;
    });
  }
  const outcomes = pdfError
    ? due.map((part) => ({ part, error: pdfError }))
    : await sendEach(
        due,
        (recipient) => deps.send(build(recipient, claimed, deps, pdf)),
        deps.retry ?? (options.sweep ? { attempts: 1, baseDelayMs: 0 } : DEFAULT_RETRY),
        async (recipient) => {
          // Recorded at once: should this run die now, the next one does not send it again.
          mail[recipient] = 'sent';
          await ref.update({ [recipient]: 'sent' });
        },
      );
  for (const { part: recipient, error } of outcomes) {
    if (error === undefined) continue;
    // A PDF that could not be made (Storage down) is tried again like a send that failed.
    const failure = error === pdfError ? 'transient' : classifySendError(error);
    mail[recipient] = stateAfter(failure);
    errors.push(
      `${recipient}: ${error === pdfError ? `PDF: ${String(error)}`.slice(0, 300) : describeSendError(error)}`,
    );
    logger.warn('Quote e-mail not sent', { mailId, recipient, failure });
  }
  const status = runStatus(RECIPIENTS.map((r) => mail[r]));
  const at = now();
  const summary = joinErrors(errors);
  await ref.update({
    homeowner: mail.homeowner,
    office: mail.office,
    ...endOfRun(status, mail.attempts, at),
    ...(summary ? { error: summary } : {}),
  });
  (status === 'sent' ? logger.info : logger.error)('Quote e-mails run done', {
    mailId,
    status,
    homeowner: mail.homeowner,
    office: mail.office,
  });
  return status;
}

/** Sends what is due: retries, blocked e-mails, records whose creation event never ran. */
export async function sweepQuoteMail(deps: QuoteMailDeps & { limit?: number }) {
  const now = deps.now ?? Date.now;
  const due = await findDue(
    deps.db.collection('quoteMail'),
    'nextAttemptAt',
    now(),
    deps.limit ?? 50,
  );
  const outcomes: Record<QuoteMailOutcome, number> = {
    sent: 0,
    retrying: 0,
    failed: 0,
    blocked: 0,
    skipped: 0,
  };
  let errors = 0;
  const sweepId = newSweepId();
  await eachLimited(
    due.docs.map((doc) => doc.id),
    1,
    (error, mailId) => {
      errors++;
      logger.error('Quote e-mail sweep failed for a record', error, { mailId });
    },
    async (mailId) => {
      outcomes[await deliverQuoteMail(deps, mailId, sweepId, { sweep: true })]++;
    },
  );
  return { due: due.size, outcomes, errors };
}
