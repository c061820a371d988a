/**
 * Leads queued offline before a reload wait in Firestore's persistent cache until Firestore
 * starts on some page. This starts it, waits until the server has them, then tells the
 * homeowner how each went, as the form would have (spec 8).
 */
import { LEAD_TOASTS } from './leadMessages';
import { loadFirestore } from './loadFirestore';
import { forgetPendingLead, pendingLeadIds } from './pendingLeads';
import { showToast } from './publicToasts';
import { watchLeadReceipt } from './watchLeadReceipt';

let delivering: Promise<void> | undefined;

/** Safe to call more than once per page (React's strict mode mounts effects twice). */
export function deliverQueuedLeads(): Promise<void> {
  delivering ??= deliver(pendingLeadIds());
  return delivering;
}

async function deliver(ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { firestore, db } = await loadFirestore();
  // Resolves once every write made before this call, in this session or an earlier one,
  // has been accepted or refused by the server.
  await firestore.waitForPendingWrites(db);
  await Promise.all(
    ids.map(async (id) => {
      forgetPendingLead(id);
      // A refused lead gets no receipt: say nothing rather than thank for a lost request.
      const receipt = await watchLeadReceipt(id);
      if (receipt === 'sent') showToast('success', LEAD_TOASTS.sent);
      if (receipt === 'failed') showToast('warning', LEAD_TOASTS.emailFailed);
    }),
  );
}
