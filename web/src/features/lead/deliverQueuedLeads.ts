/**
 * Leads queued offline before a reload wait in Firestore's persistent cache until Firestore
 * starts on some page. This starts it, waits until the server has them, then tells the
 * homeowner how each went, as the form would have.
 */
import { LEAD_TOASTS } from './leadMessages';
import { forgetPendingLead, leadsQueuedBefore } from './pendingLeads';
import { showToast } from '../../ui/toast/toast';
import { leadSteps } from './queries';

let delivering: Promise<void> | undefined;

/** Safe to call more than once per page (React's strict mode mounts effects twice). */
export function deliverQueuedLeads(): Promise<void> {
  delivering ??= deliver(leadsQueuedBefore());
  return delivering;
}

async function deliver(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await (await import('./data/waitForQueuedLeads')).waitForQueuedLeads();
  const { forgetRequestForWorker } = await import('./data/keepRequestForWorker');
  await Promise.all(
    ids.map(async (id) => {
      forgetPendingLead(id);
      // Firestore has its answer for it (accepted, or refused as the worker's copy came
      // first): the worker has nothing left to send.
      await forgetRequestForWorker(id).catch(() => undefined);
      // A refused lead gets no receipt: say nothing rather than thank for a lost request.
      const receipt = await leadSteps.watchReceipt(id);
      // No receipt in the wait: wait on quietly, and speak only if a final answer comes.
      const status = receipt.status === 'late' ? await receipt.settled : receipt.status;
      if (status === 'sent') showToast('success', LEAD_TOASTS.sent);
      if (status === 'failed') showToast('warning', LEAD_TOASTS.emailFailed);
    }),
  );
}
