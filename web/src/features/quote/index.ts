/**
 * The homeowner's quote: read, print, accept or ask for changes, on the request page. The
 * section is a chunk of its own, loaded only when the request page shows, so no public page's
 * first load carries it.
 */
import { lazy } from 'react';

export const QuoteSection = lazy(() => import('./QuoteSection'));

/** The screens' source: tests of a page that holds the section give their own. */
export { QuoteSourceContext } from './QuoteSource';
export type { QuoteSource } from './queries';
