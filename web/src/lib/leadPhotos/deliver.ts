/**
 * Sends the photos waiting on the device, one at a time, for every request whose lead is on
 * the server. The page (Firebase's Storage SDK) and the service worker (Storage's REST API)
 * each bring their own `upload`; what an answer means is decided here, once:
 *
 * - stored: the server has it; it leaves the device.
 * - refused (the rules said no): a create is refused for an object that already exists, so
 *   after an earlier attempt this means that attempt got through (its answer was lost with the
 *   connection); on a first attempt the lead is gone or past its day, and no retry could
 *   succeed. Either way it leaves the device, and nothing is sent twice.
 * - failed (no connection, a dropped one, a timeout): it stays, for the next try.
 */
import {
  forgetPhoto,
  leasePhoto,
  releasePhoto,
  waitingLeads,
  waitingPhotos,
  type WaitingPhoto,
} from './queue';

export type UploadAnswer = 'stored' | 'refused' | 'failed';

export interface PhotoUploader {
  /** How long an upload may hold a photo before another uploader may take it (ms). */
  leaseMs: number;
  upload(leadId: string, photo: WaitingPhoto): Promise<UploadAnswer>;
}

/** What became of one photo in this round. */
export type PhotoOutcome = 'sent' | 'refused' | 'waiting' | 'held';

export interface DeliveryEvents {
  photo?(leadId: string, n: number, outcome: PhotoOutcome): void;
  /**
   * Every photo of the request has left the device: `count` were attached, `refused` of them
   * (in this round) the server would not take.
   */
  leadDone?(leadId: string, summary: { count: number; refused: number }): void;
}

/** One photo: lease, upload, and what the answer means. */
export async function deliverPhoto(
  leadId: string,
  n: number,
  uploader: PhotoUploader,
): Promise<{ outcome: PhotoOutcome; left: number | null }> {
  const leased = await leasePhoto(leadId, n, uploader.leaseMs);
  if (!leased) return { outcome: 'held', left: null };
  let answer: UploadAnswer;
  try {
    answer = await uploader.upload(leadId, leased.photo);
  } catch {
    answer = 'failed';
  }
  if (answer === 'failed') {
    await releasePhoto(leadId, n);
    return { outcome: 'waiting', left: null };
  }
  const left = await forgetPhoto(leadId, n);
  const sent = answer === 'stored' || leased.earlierAttempts > 0;
  return { outcome: sent ? 'sent' : 'refused', left };
}

/**
 * Sends what may go now: every photo of every lead on the server, stopping a lead at its first
 * failed upload (the connection is likely gone). Resolves once this round is over.
 */
export async function deliverWaitingPhotos(
  uploader: PhotoUploader,
  events: DeliveryEvents = {},
  only?: string,
): Promise<void> {
  const leads = (await waitingLeads()).filter(
    (lead) => lead.onServer && (only === undefined || lead.leadId === only),
  );
  for (const lead of leads) {
    let refused = 0;
    let finished = false;
    for (const photo of await waitingPhotos(lead.leadId)) {
      const { outcome, left } = await deliverPhoto(lead.leadId, photo.n, uploader);
      events.photo?.(lead.leadId, photo.n, outcome);
      if (outcome === 'refused') refused += 1;
      if (outcome === 'waiting') break;
      if (left === 0) finished = true;
    }
    if (finished) events.leadDone?.(lead.leadId, { count: lead.count, refused });
  }
}
