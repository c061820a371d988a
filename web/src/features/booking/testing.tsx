/** What the booking screens' tests share: a source that records calls, and the providers. */
import type { InspectionAvailability, OpenWindow, RequestPage } from '@altum/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../ui/theme';
import { QuoteSourceContext, type QuoteSource } from '../quote';
import type { BookingAnswer, CancelAnswer, RequestDetails } from './bookingAnswers';
import { BookingSourceContext } from './BookingSource';
import type { BookingSource } from './queries';

/** An open window on Houston's clock, 'YYYY-MM-DDTHH:MM' (CST, winter: UTC-6). */
export function openWindow(id: string, left: number, hours = 2): OpenWindow {
  const start = new Date(`${id}:00-06:00`);
  return { id, start, end: new Date(start.getTime() + hours * 3_600_000), left };
}

export interface RecordingSource extends BookingSource {
  booked: [string, string][];
  cancelled: string[];
}

/** A source whose every answer the test decides; it records what was booked and cancelled. */
export function recordingSource(answers: {
  windows?: OpenWindow[] | null;
  page?: RequestPage | null;
  details?: RequestDetails | null;
  book?: (leadId: string, windowId: string) => BookingAnswer | Promise<BookingAnswer>;
  cancel?: () => CancelAnswer;
  /** Reads fail as they do offline. */
  offline?: boolean;
}): RecordingSource {
  const fail = () => Promise.reject(new Error('offline'));
  const source: RecordingSource = {
    booked: [],
    cancelled: [],
    availability: () =>
      answers.offline
        ? fail()
        : Promise.resolve(
            answers.windows === null
              ? null
              : ({
                  windows: answers.windows ?? [],
                  updatedAt: new Date(),
                } satisfies InspectionAvailability),
          ),
    requestPage: () => (answers.offline ? fail() : Promise.resolve(answers.page ?? null)),
    requestDetails: () => (answers.offline ? fail() : Promise.resolve(answers.details ?? null)),
    book: async (leadId, windowId) => {
      source.booked.push([leadId, windowId]);
      if (!answers.book) throw new Error('no booking expected');
      return answers.book(leadId, windowId);
    },
    cancel: async (leadId) => {
      source.cancelled.push(leadId);
      return answers.cancel?.() ?? { kind: 'cancelled' };
    },
  };
  return source;
}

/** The request page's quote section, in tests about booking: no quote was sent. */
const noQuote: QuoteSource = {
  latest: () => Promise.resolve(null),
  view: () => Promise.reject(new Error('no quote to view')),
  accept: () => Promise.reject(new Error('no quote to accept')),
  requestChanges: () => Promise.reject(new Error('no quote to answer')),
};

/** The providers a booking screen has on the site, with the test's source. */
export function withProviders(source: BookingSource, children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <BookingSourceContext value={source}>
          <QuoteSourceContext value={noQuote}>{children}</QuoteSourceContext>
        </BookingSourceContext>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
