import { createContext, useContext } from 'react';
import { firebaseQuoteSource, type QuoteSource } from './queries';

/** The quote screens' source: the site's (Firebase) unless a test provides its own. */
export const QuoteSourceContext = createContext<QuoteSource>(firebaseQuoteSource);

export const useQuoteSource = () => useContext(QuoteSourceContext);
