/**
 * One submit, start to finish: save the lead, then learn how its e-mails went.
 * The steps are passed in so the form's tests can drive each outcome.
 */
import {
  isQuietSpam,
  toLeadPayload,
  type Lead,
  type LeadSource,
  type SuspectedSpamReason,
} from '@altum/domain';
import type { SaveResult } from './data/saveLead';
import type { ReceiptWatch } from './data/watchLeadReceipt';

export type LeadOutcome =
  /** Saved, and the confirmation e-mail went out. */
  | { kind: 'sent' }
  /** Saved, but the confirmation failed, was skipped by a cap, or is blocked. */
  | { kind: 'emailFailed' }
  /** Saved; the confirmation has not gone out yet but may (no answer yet, or retrying). */
  | { kind: 'confirmationLate'; settled: Promise<'sent' | 'failed'> }
  /** Kept on the device until the connection returns. */
  | { kind: 'queued'; delivered: Promise<void> }
  /** Not saved: the form keeps what was typed. */
  | { kind: 'saveFailed'; error: unknown };

export interface LeadSteps {
  save(payload: ReturnType<typeof toLeadPayload>, online: boolean): Promise<SaveResult>;
  watchReceipt(leadId: string): Promise<ReceiptWatch>;
  isOnline(): boolean;
  /** Where the lead is sent from (page, referrer, the visit's UTM tags). */
  source(): LeadSource;
}

export async function sendLead(
  lead: Lead,
  steps: LeadSteps,
  suspectedSpam: SuspectedSpamReason | null = null,
  /** When the submit happened, on the page's clock: stored with a too-fast mark. */
  msSincePageLoad?: number,
): Promise<LeadOutcome> {
  let saved: SaveResult;
  try {
    // The source is part of the payload, so a lead queued offline keeps it too.
    saved = await steps.save(
      toLeadPayload(lead, steps.source(), suspectedSpam, msSincePageLoad),
      steps.isOnline(),
    );
  } catch (error) {
    return { kind: 'saveFailed', error };
  }
  if (saved.kind === 'queued') return { kind: 'queued', delivered: saved.delivered };
  // A filled honeypot's lead is kept for staff but mailed to nobody: thank it as usual, so a
  // bot learns nothing to adapt to. A too-fast one is e-mailed as usual: its receipt is real.
  if (isQuietSpam(suspectedSpam)) return { kind: 'sent' };

  const receipt = await steps.watchReceipt(saved.leadId);
  // The form says only what is true: sent; failed (failed, capped or blocked); or late, when
  // the confirmation may still go out, with its final state shown if it comes in time.
  if (receipt.status === 'late') return { kind: 'confirmationLate', settled: receipt.settled };
  return receipt.status === 'sent' ? { kind: 'sent' } : { kind: 'emailFailed' };
}
