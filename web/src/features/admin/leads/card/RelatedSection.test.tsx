import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { alsoAskedOn } from '@altum/domain';
import { theme } from '../../../../ui/theme';
import type { InboxLeadRow } from '../data/leads';
import { RelatedSection } from './RelatedSection';

const DAY = 86_400_000;
// Relative to now, on noon UTC (one day on Houston's clock whatever the hour of the run).
const today = Math.floor(Date.now() / DAY) * DAY + 12 * 3_600_000;

/** A lead linked to `count` others, one a day before it, newest first as the server keeps them. */
const linkedLead = (count: number) =>
  ({
    id: 'lead-0',
    name: 'Maria Lopez',
    relatedLeads: Array.from({ length: count }, (_, i) => ({
      id: `lead-${i + 1}`,
      createdAt: new Date(today - (i + 1) * DAY),
    })),
  }) as unknown as InboxLeadRow;

async function renderSection(lead: InboxLeadRow) {
  const rootRoute = createRootRoute({
    component: () => (
      <ThemeProvider theme={theme}>
        <RelatedSection lead={lead} />
      </ThemeProvider>
    ),
  });
  const leads = createRoute({ getParentRoute: () => rootRoute, path: '/admin/leads' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([leads]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return screen.findByRole('list', { name: 'Other requests from Maria Lopez' });
}

describe('RelatedSection', () => {
  it('lists up to three linked requests, each a link, with no count', async () => {
    const list = await renderSection(linkedLead(3));
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      [1, 2, 3].map((days) => alsoAskedOn(new Date(today - days * DAY))),
    );
    expect(links[0]).toHaveAttribute('href', '/admin/leads?lead=lead-1');
    expect(within(list).queryByTestId('related-count')).toBeNull();
    expect(within(list).queryByTestId('related-more')).toBeNull();
  });

  it('past three, shows the count and the latest three, and how many more', async () => {
    // Stored out of order: the latest three are still the ones shown.
    const lead = linkedLead(13);
    lead.relatedLeads.reverse();
    const list = await renderSection(lead);
    expect(within(list).getByTestId('related-count')).toHaveTextContent('13 other requests:');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/leads?lead=lead-1',
      '/admin/leads?lead=lead-2',
      '/admin/leads?lead=lead-3',
    ]);
    expect(within(list).getByTestId('related-more')).toHaveTextContent('and 10 more');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
  });

  it('shows nothing for a lead linked to none but itself', () => {
    const lead = {
      id: 'lead-0',
      name: 'Maria Lopez',
      relatedLeads: [{ id: 'lead-0', createdAt: null }],
    } as unknown as InboxLeadRow;
    const { container } = render(
      <ThemeProvider theme={theme}>
        <RelatedSection lead={lead} />
      </ThemeProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
