import type { QuoteStatsDoc } from '@altum/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../ui/theme';
import { formatDays, monthLabel, QuoteCards } from './QuoteCards';
import { quoteStatsQuery } from './quoteStatsQuery';

/** The card over figures already loaded (never fetched again: no Firebase here). */
function renderCard(stats: QuoteStatsDoc | null) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(quoteStatsQuery().queryKey, stats);
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <main>
          <QuoteCards />
        </main>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

const figure = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return (term.parentElement as HTMLElement).querySelector('dd')?.textContent;
};

const STATS: QuoteStatsDoc = {
  month: '2026-11',
  sent: 12,
  accepted: 5,
  acceptedOfSent: 4,
  acceptanceRate: 4 / 12,
  medianDaysToQuote: 2.46,
  timedQuotes: 9,
  computedAt: new Date('2026-11-20T15:00:00Z'),
};

describe('QuoteCards', () => {
  it("shows the month's quotes under a heading, as a definition list", async () => {
    const { container } = renderCard(STATS);
    const section = screen.getByRole('region', { name: 'Quotes this month' });
    expect(within(section).getByText(/November 2026, on Houston's calendar/)).toBeInTheDocument();
    expect(figure('Quotes sent')).toBe('12');
    expect(figure('Quotes accepted')).toBe('5');
    expect(figure('Acceptance rate')).toBe('33%');
    expect(figure('Median from inspection to quote')).toBe('2.5 days');
    expect(section).toHaveTextContent('4 of 12 quotes sent this month accepted so far.');
    expect(section).toHaveTextContent('Median over 9 first quotes sent after a booked inspection.');
    // jsdom lays nothing out: contrast is the browser tests' to check.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });

  it('says so when nothing was sent, with dashes for the rate and the median', () => {
    renderCard(null);
    expect(figure('Quotes sent')).toBe('0');
    expect(figure('Acceptance rate')).toBe('–');
    expect(figure('Median from inspection to quote')).toBe('–');
    expect(screen.getByTestId('quotes-empty')).toHaveTextContent('No quotes sent this month yet');
    expect(screen.getByText(/^This month, on Houston's calendar/)).toBeInTheDocument();
  });

  it('words a month and a median as staff read them', () => {
    expect(monthLabel('2027-01')).toBe('January 2027');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(0.04)).toBe('0 days');
    expect(formatDays(3)).toBe('3 days');
  });
});
