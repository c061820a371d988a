import { useEffect } from 'react';
import { pendingLeadIds } from './pendingLeads';

/**
 * Mounted once by the public layout, on every page: sends any lead that was queued offline
 * before the page was reloaded, whichever page it is, and tells the homeowner how it went.
 * Firestore loads only when there is such a lead.
 */
export default function QueuedLeadDelivery() {
  useEffect(() => {
    if (pendingLeadIds().length === 0) return;
    void import('./deliverQueuedLeads').then(({ deliverQueuedLeads }) => deliverQueuedLeads());
  }, []);
  return null;
}
