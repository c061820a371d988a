/**
 * One submit, start to finish: save the lead, then learn how its e-mails went.
 * The steps are passed in so the form's tests can drive each outcome.
 */
import { toLeadPayload, type Lead, type LeadSource } from '@altum/domain';
import type { SaveResult } from './data/saveLead';
import type { ReceiptStatus } from './data/watchLeadReceipt';

export type LeadOutcome =
  /** Saved, and the confirmation e-mail went out. */
  | { kind: 'sent' }
  /** Saved, but no confirmation went out in time (failed, capped, or still being retried). */
  | { kind: 'emailFailed' }
  /** Kept on the device until the connection returns. */
  | { kind: 'queued'; delivered: Promise<void> }
  /** Not saved: the form keeps what was typed. */
  | { kind: 'saveFailed'; error: unknown };

export interface LeadSteps {
  save(payload: ReturnType<typeof toLeadPayload>, online: boolean): Promise<SaveResult>;
  watchReceipt(leadId: string): Promise<ReceiptStatus | 'unknown'>;
  isOnline(): boolean;
  /** Where the lead is sent from (page, referrer, the visit's UTM tags). */
  source(): LeadSource;
}

export async function sendLead(lead: Lead, steps: LeadSteps): Promise<LeadOutcome> {
  let saved: SaveResult;
  try {
    // The source is part of the payload, so a lead queued offline keeps it too.
    saved = await steps.save(toLeadPayload(lead, steps.source()), steps.isOnline());
  } catch (error) {
    return { kind: 'saveFailed', error };
  }
  if (saved.kind === 'queued') return { kind: 'queued', delivered: saved.delivered };

  const receipt = await steps.watchReceipt(saved.leadId);
  // Only a receipt saying the confirmation went out earns the thank-you. A failed, capped or
  // still-retried confirmation, or no answer within the wait, gets the saved-but-no-confirmation
  // message: true either way, the office has the lead, and a later retry may still send it.
  return receipt === 'sent' ? { kind: 'sent' } : { kind: 'emailFailed' };
}
