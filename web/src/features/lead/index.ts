import { lazy } from 'react';
import { rememberVisitUtm } from './visitUtm';

// Every public page loads this module as it starts: keep the visit's UTM tags now, before an
// in-app link leaves the landing page's query behind (the form reads them when it is sent).
if (typeof window !== 'undefined') rememberVisitUtm();

/*
 * The lead feature's public surface loads itself on demand: importing it costs a page nothing
 * until a component renders, so the form and its validation stay out of every first load.
 */
export type { LeadFormCardProps } from './LeadFormCard';

/** The estimate form in its card panel. Render it inside Suspense, in the browser only. */
export const LeadFormCard = lazy(() =>
  import('./LeadFormCard').then((module) => ({ default: module.LeadFormCard })),
);

/** Sends leads queued offline, from whichever page is open. Browser only, after hydration. */
export const QueuedLeadDelivery = lazy(() => import('./QueuedLeadDelivery'));
