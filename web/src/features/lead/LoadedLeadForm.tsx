import { lazy } from 'react';
import type * as LeadFormCardModule from './LeadFormCard';
import type { LeadFormCardProps } from './LeadFormCard';

/*
 * The form's code (react-hook-form, its validation, the toasts) stays out of every page's
 * first load, yet the form is in the page's HTML: a route that shows it awaits
 * loadLeadForm() in its loader, which runs before the prerender renders the page and before
 * the browser hydrates it, so both render the same complete form with no Suspense boundary
 * in between (nothing the visitor typed into the server's HTML is replaced). Firebase loads
 * only when the form is first used (queries.ts).
 */
let formModule: typeof LeadFormCardModule | undefined;

/** Fetches the form's code; call it in the loader of every route that shows the form. */
export async function loadLeadForm(): Promise<void> {
  formModule ??= await import('./LeadFormCard');
}

// Only for a route that forgot loadLeadForm: the form then appears once its code is there.
const LazyLeadFormCard = lazy(() =>
  import('./LeadFormCard').then((module) => ({ default: module.LeadFormCard })),
);

/** The estimate form in its card panel. */
export function LeadFormCard(props: LeadFormCardProps) {
  if (formModule) return <formModule.LeadFormCard {...props} />;
  return <LazyLeadFormCard {...props} />;
}
