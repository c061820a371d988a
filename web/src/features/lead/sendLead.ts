/**
 * One submit, start to finish: save the lead, then learn how its e-mails went.
 * The steps are passed in so the form's tests can drive each outcome.
 */
import { toLeadPayload, type Lead } from '@altum/domain';
import type { SaveResult } from './data/saveLead';
import type { ReceiptStatus } from './data/watchLeadReceipt';

export type LeadOutcome =
  /** Saved and e-mailed (or the e-mail outcome did not arrive in time: see below). */
  | { kind: 'sent' }
  /** Saved, but the confirmation e-mail could not be sent. */
  | { kind: 'emailFailed' }
  /** Kept on the device until the connection returns. */
  | { kind: 'queued'; delivered: Promise<void> }
  /** Not saved: the form keeps what was typed. */
  | { kind: 'saveFailed'; error: unknown };

export interface LeadSteps {
  save(payload: ReturnType<typeof toLeadPayload>, online: boolean): Promise<SaveResult>;
  watchReceipt(leadId: string): Promise<ReceiptStatus | 'unknown'>;
  isOnline(): boolean;
}

export async function sendLead(lead: Lead, steps: LeadSteps): Promise<LeadOutcome> {
  let saved: SaveResult;
  try {
    saved = await steps.save(toLeadPayload(lead), steps.isOnline());
  } catch (error) {
    return { kind: 'saveFailed', error };
  }
  if (saved.kind === 'queued') return { kind: 'queued', delivered: saved.delivered };

  const receipt = await steps.watchReceipt(saved.leadId);
  // No receipt in time means a slow function, not a lost lead: the lead is saved and staff
  // will see it, so the homeowner gets the success message rather than a false alarm.
  return receipt === 'failed' ? { kind: 'emailFailed' } : { kind: 'sent' };
}
