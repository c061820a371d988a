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
  /** Kept on the device until the connection returns (with `photos` photos, if any). */
  | { kind: 'queued'; delivered: Promise<void>; photos: number }
  /** Not saved: the form keeps what was typed. */
  | { kind: 'saveFailed'; error: unknown };

export interface LeadSteps {
  /** `keep` runs with the lead's id before the lead is written (its photos go on the device). */
  save(
    payload: ReturnType<typeof toLeadPayload>,
    online: boolean,
    keep?: (leadId: string) => Promise<void>,
  ): Promise<SaveResult>;
  /** Keeps a request's photos on the device, by the lead's id (photos/photoDelivery.ts). */
  keepPhotos(leadId: string, photos: readonly Blob[]): Promise<void>;
  /** The lead is on the server: its photos may go. */
  sendPhotos(leadId: string): Promise<void>;
  /** The lead was refused: its photos leave the device. */
  dropPhotos(leadId: string): Promise<void>;
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
  /** The re-encoded photos to send with it (at most MAX_LEAD_PHOTOS). */
  photos: readonly Blob[] = [],
  /** Runs as soon as the lead is saved or queued, before its e-mail is known (a booking). */
  onSaved?: (saved: SaveResult) => void,
): Promise<LeadOutcome> {
  let saved: SaveResult;
  const payload = toLeadPayload(lead, steps.source(), suspectedSpam, msSincePageLoad);
  let keptFor: string | undefined;
  let keepFailed = false;
  const keep = async (leadId: string) => {
    try {
      await steps.keepPhotos(leadId, photos);
      keptFor = leadId;
    } catch (error) {
      keepFailed = true;
      throw error;
    }
  };
  try {
    // The source is part of the payload, so a lead queued offline keeps it too. The photos are
    // on the device before the lead that counts them is written.
    saved = await steps.save(
      photos.length > 0 ? { ...payload, photoCount: photos.length } : payload,
      steps.isOnline(),
      photos.length > 0 ? keep : undefined,
    );
  } catch (error) {
    // This device cannot keep files (storage full or blocked): the request goes without them.
    if (keepFailed) return sendLead(lead, steps, suspectedSpam, msSincePageLoad, [], onSaved);
    // No request to go with: the photos leave the device (the form keeps them attached).
    if (keptFor !== undefined) void steps.dropPhotos(keptFor);
    return { kind: 'saveFailed', error };
  }
  onSaved?.(saved);
  if (photos.length > 0) {
    const { leadId } = saved;
    const send = () => steps.sendPhotos(leadId);
    const sending =
      saved.kind === 'saved' ? send() : saved.delivered.then(send, () => steps.dropPhotos(leadId));
    sending.catch((error: unknown) => console.error('Sending photos failed', error));
  }
  if (saved.kind === 'queued')
    return { kind: 'queued', delivered: saved.delivered, photos: photos.length };
  // A filled honeypot's lead is kept for staff but mailed to nobody: thank it as usual, so a
  // bot learns nothing to adapt to. A too-fast one is e-mailed as usual: its receipt is real.
  if (isQuietSpam(suspectedSpam)) return { kind: 'sent' };

  const receipt = await steps.watchReceipt(saved.leadId);
  // The form says only what is true: sent; failed (failed, capped or blocked); or late, when
  // the confirmation may still go out, with its final state shown if it comes in time.
  if (receipt.status === 'late') return { kind: 'confirmationLate', settled: receipt.settled };
  return receipt.status === 'sent' ? { kind: 'sent' } : { kind: 'emailFailed' };
}
