import { lazy } from 'react';
import { rememberVisitUtm } from './visitUtm';

// Every public page loads this module as it starts: keep the visit's UTM tags now, before an
// in-app link leaves the landing page's query behind (the form reads them when it is sent).
if (typeof window !== 'undefined') rememberVisitUtm();

export type { LeadFormCardProps } from './LeadFormCard';

export { LeadFormCard, loadLeadForm } from './LoadedLeadForm';

/** Sends leads queued offline, from whichever page is open. Browser only, after hydration. */
export const QueuedLeadDelivery = lazy(() => import('./QueuedLeadDelivery'));
