import { useEffect } from 'react';
import { pendingLeadIds } from './pendingLeads';
import { PublicToaster } from './PublicToaster';

/**
 * Mounted once by the public layout, on every page: shows the public toasts, and sends any
 * lead that was queued offline before the page was reloaded, whichever page it is.
 */
export default function LeadNotifications() {
  useEffect(() => {
    if (pendingLeadIds().length === 0) return;
    void import('./deliverQueuedLeads').then(({ deliverQueuedLeads }) => deliverQueuedLeads());
  }, []);
  return <PublicToaster />;
}
