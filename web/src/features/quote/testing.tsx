/** What the quote screens' tests share: a projection to show, a source that records calls. */
import { zonedDay, type RequestQuote } from '@altum/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../ui/theme';
import type { AcceptAnswer, AcceptInput, ChangesAnswer, LatestQuote } from './answers';
import type { QuoteSource } from './queries';
import { QuoteSourceContext } from './QuoteSource';

const DAY_MS = 86_400_000;

/** A Houston calendar day `days` from now ('YYYY-MM-DD'): tests never pin today's date. */
export const dayFromNow = (days: number) => zonedDay(new Date(Date.now() + days * DAY_MS));

/** A sent version with common items and three options, valid for a month from now. */
export function sentQuote(over: Partial<RequestQuote> = {}): RequestQuote {
  const sentAt = new Date(Date.now() - 2 * DAY_MS);
  return {
    quoteId: 'v2',
    version: 2,
    items: [
      {
        description: 'Tear-off and disposal',
        quantity: 24.5,
        unit: 'square',
        unitPriceCents: 8_500,
      },
      { description: 'Drip edge', quantity: 180, unit: 'linear ft', unitPriceCents: 325 },
    ],
    options: [
      {
        tier: 'good',
        label: 'Good: 3-tab shingles',
        items: [
          { description: '3-tab shingles', quantity: 24.5, unit: 'square', unitPriceCents: 31_000 },
        ],
      },
      {
        tier: 'better',
        label: 'Better: architectural shingles',
        items: [
          {
            description: 'Architectural shingles',
            quantity: 24.5,
            unit: 'square',
            unitPriceCents: 38_500,
          },
        ],
      },
      {
        tier: 'best',
        label: 'Best: impact-resistant shingles',
        items: [
          {
            description: 'Class 4 shingles',
            quantity: 24.5,
            unit: 'square',
            unitPriceCents: 52_000,
          },
          { description: 'Ridge vent', quantity: 40, unit: 'linear ft', unitPriceCents: 1_250 },
        ],
      },
    ],
    notes: 'Price includes permits.\nWe haul everything away.',
    validUntil: dayFromNow(30),
    insuranceClaim: false,
    status: 'sent',
    sentAt,
    contentSha256: 'a'.repeat(64),
    updatedAt: sentAt,
    ...over,
  };
}

export interface RecordingQuoteSource extends QuoteSource {
  reads: number;
  viewed: [string, string][];
  accepted: AcceptInput[];
  changes: [string, string, string][];
  /** What the next reads answer (a test changes it to play the server's copy changing). */
  current: LatestQuote | null;
}

export function recordingQuoteSource(answers: {
  quote: RequestQuote | null;
  fromCache?: boolean;
  accept?: (input: AcceptInput) => AcceptAnswer;
  changes?: () => ChangesAnswer;
  /** Reads fail as they do offline with nothing on the device. */
  offline?: boolean;
}): RecordingQuoteSource {
  const source: RecordingQuoteSource = {
    reads: 0,
    viewed: [],
    accepted: [],
    changes: [],
    current: answers.quote ? { quote: answers.quote, fromCache: answers.fromCache ?? false } : null,
    latest: () => {
      source.reads += 1;
      return answers.offline
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(source.current);
    },
    view: (leadId, quoteId) => {
      source.viewed.push([leadId, quoteId]);
      return Promise.resolve();
    },
    accept: (input) => {
      source.accepted.push(input);
      if (!answers.accept) return Promise.reject(new Error('no acceptance expected'));
      return Promise.resolve(answers.accept(input));
    },
    requestChanges: (leadId, quoteId, message) => {
      source.changes.push([leadId, quoteId, message]);
      return Promise.resolve(answers.changes?.() ?? { kind: 'sent' });
    },
  };
  return source;
}

/** The providers the section has on the site, with the test's source. */
export function withQuoteProviders(source: QuoteSource, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <QuoteSourceContext value={source}>{children}</QuoteSourceContext>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
