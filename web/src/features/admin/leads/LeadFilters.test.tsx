import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../ui/theme';
import { LeadFilters } from './LeadFilters';
import { LeadSearch } from './LeadSearch';

/** Renders `ui` at /admin/leads in a memory router; returns the router to read its URL. */
async function renderAtLeads(ui: ReactNode, at = '/admin/leads'): Promise<AnyRouter> {
  const rootRoute = createRootRoute();
  const leads = createRoute({
    getParentRoute: () => rootRoute,
    path: '/admin/leads',
    component: () => <ThemeProvider theme={theme}>{ui}</ThemeProvider>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([leads]),
    history: createMemoryHistory({ initialEntries: [at] }),
  });
  render(<RouterProvider router={router} />);
  await screen.findByRole('navigation', { name: 'Filter leads by status' });
  return router;
}

const statusBar = () => screen.getByRole('navigation', { name: 'Filter leads by status' });

describe('LeadFilters', () => {
  it("shows each list's count from the server, 'Follow-up due' among them", async () => {
    await renderAtLeads(
      <LeadFilters
        owner="mine"
        counts={{ all: 240, new: 12, due: 3, contacted: 200, won: 20, lost: 5 }}
      />,
    );
    const links = within(statusBar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All240',
      'New12',
      'Follow-up due3',
      'Contacted200',
      'Won20',
      'Lost5',
    ]);
  });

  it('shows no number at all without counts (offline), never a wrong one', async () => {
    await renderAtLeads(<LeadFilters />);
    const links = within(statusBar()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'All',
      'New',
      'Follow-up due',
      'Contacted',
      'Won',
      'Lost',
    ]);
  });

  it("keeps the owner in each list's link and the list in each owner's", async () => {
    await renderAtLeads(<LeadFilters due owner="unassigned" />);
    const due = within(statusBar()).getByRole('link', { name: 'Follow-up due' });
    expect(due).toHaveAttribute('aria-current', 'page');
    expect(due).toHaveAttribute('href', '/admin/leads?followUp=due&owner=unassigned');
    // A status replaces the follow-ups due.
    expect(within(statusBar()).getByRole('link', { name: 'Won' })).toHaveAttribute(
      'href',
      '/admin/leads?status=won&owner=unassigned',
    );
    const owners = screen.getByRole('navigation', { name: 'Filter leads by owner' });
    expect(within(owners).getByRole('link', { name: 'Mine' })).toHaveAttribute(
      'href',
      '/admin/leads?followUp=due&owner=mine',
    );
  });
});

describe('LeadSearch', () => {
  it('puts what was typed in the URL', async () => {
    const user = userEvent.setup();
    const router = await renderAtLeads(
      <>
        <LeadFilters />
        <LeadSearch />
      </>,
      '/admin/leads?status=new',
    );
    const field = screen.getByRole('searchbox', { name: 'Find by phone or e-mail' });
    await user.type(field, ' (713) 555-0142 {Enter}');
    expect(router.state.location.search).toEqual({ q: '(713) 555-0142' });
  });

  it('offers to clear a search in the URL', async () => {
    await renderAtLeads(
      <>
        <LeadFilters />
        <LeadSearch q="maria@example.com" />
      </>,
    );
    expect(screen.getByRole('searchbox', { name: 'Find by phone or e-mail' })).toHaveValue(
      'maria@example.com',
    );
    expect(screen.getByRole('link', { name: 'Clear search' })).toHaveAttribute(
      'href',
      '/admin/leads',
    );
  });
});
