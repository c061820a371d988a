import { lazy } from 'react';

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
