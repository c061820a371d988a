/**
 * Sends the requests kept for the worker (requests.ts), each at most once at a time (a lease),
 * and what an answer means, as for a photo (deliver.ts):
 *
 * - stored: the lead is on the server; its photos may go.
 * - refused: after an earlier attempt whose answer was lost, that attempt got through (the
 *   create succeeds only once); on a first attempt the server already has the lead (the page's
 *   own Firestore queue got there first) or will not take it. Either way nothing here can do
 *   better: it leaves the worker's queue. Its photos are let go too: if the lead is not there
 *   their uploads are refused, and they wait (deliver.ts) while Firestore's own copy of the
 *   write, sent by the next page that opens, is still to come.
 * - failed: it stays, for the next try.
 */
import { markLeadOnServer } from './queue';
import {
  forgetRequest,
  leaseRequest,
  releaseRequest,
  waitingRequests,
  type WaitingRequest,
} from './requests';
import type { UploadAnswer } from './deliver';

export interface RequestSender {
  leaseMs: number;
  send(request: WaitingRequest): Promise<UploadAnswer>;
}

export type RequestOutcome = 'sent' | 'answered' | 'waiting' | 'held';

/** Sends every waiting request once; resolves with what became of each. */
export async function deliverWaitingRequests(
  sender: RequestSender,
  now: () => number = Date.now,
): Promise<Map<string, RequestOutcome>> {
  const outcomes = new Map<string, RequestOutcome>();
  for (const { leadId } of await waitingRequests()) {
    const leased = await leaseRequest(leadId, sender.leaseMs, now());
    if (!leased) {
      outcomes.set(leadId, 'held');
      continue;
    }
    let answer: UploadAnswer;
    try {
      answer = await sender.send(leased.request);
    } catch {
      answer = 'failed';
    }
    if (answer === 'failed') {
      await releaseRequest(leadId);
      outcomes.set(leadId, 'waiting');
      continue;
    }
    await forgetRequest(leadId);
    await markLeadOnServer(leadId);
    outcomes.set(
      leadId,
      answer === 'stored' || leased.earlierAttempts > 0 ? 'sent' : 'answered',
    );
  }
  return outcomes;
}
