import type { Booking } from '@altum/domain';
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
import { theme } from '../../../ui/theme';
import { Agenda } from './Agenda';
import { agendaSpan, groupAgenda } from './agendaDays';
import type { AgendaBooking } from './data/agenda';

const booked = (
  leadId: string,
  start: string,
  end: string,
  lead: AgendaBooking['lead'] = {
    name: `Owner ${leadId}`,
    address: `${leadId} Oak St, Houston, TX`,
    phone: '(713) 555-0123',
  },
): AgendaBooking => {
  const booking: Booking & { id: string } = {
    id: leadId,
    leadId,
    windowId: 'unused',
    start: new Date(start),
    end: new Date(end),
    status: 'booked',
    bookedBy: 'homeowner',
    sequence: 0,
    createdAt: new Date('2026-11-01T00:00:00Z'),
    updatedAt: new Date('2026-11-01T00:00:00Z'),
  };
  return { booking, lead };
};

// Monday 30 November 2026, 23:30 in Houston (CST, UTC-6): already Tuesday in UTC.
const lateMonday = new Date('2026-12-01T05:30:00Z');

describe('the agenda’s days, on Houston’s clock', () => {
  it('runs from the start of today to the start of the seventh day after it', () => {
    const { from, to } = agendaSpan(lateMonday);
    expect(from.toISOString()).toBe('2026-11-30T06:00:00.000Z');
    expect(to.toISOString()).toBe('2026-12-07T06:00:00.000Z');
  });

  it('puts a booking under the Houston day it starts on, even where UTC says otherwise', () => {
    const items = [
      // Tuesday 8–10 in Houston; the same UTC date as "now".
      booked('tue', '2026-12-01T14:00:00Z', '2026-12-01T16:00:00Z'),
      // Monday 3–5 in Houston: today.
      booked('mon', '2026-11-30T21:00:00Z', '2026-11-30T23:00:00Z'),
      booked('sat', '2026-12-05T19:00:00Z', '2026-12-05T21:00:00Z'),
      booked('sat-early', '2026-12-05T14:00:00Z', '2026-12-05T16:00:00Z'),
    ];
    const { today, week } = groupAgenda(items, lateMonday);
    expect(today.label).toBe('Monday 30 November');
    expect(today.items.map((i) => i.booking.id)).toEqual(['mon']);
    expect(week.map((day) => [day.label, day.items.map((i) => i.booking.id)])).toEqual([
      ['Tuesday 1 December', ['tue']],
      ['Saturday 5 December', ['sat-early', 'sat']],
    ]);
  });

  it('keeps the day boundaries across the November change', () => {
    // Saturday 31 October 2026, 20:00 CDT (UTC-5); the clock falls back on Sunday 1 November.
    const now = new Date('2026-11-01T01:00:00Z');
    const { from, to } = agendaSpan(now);
    expect(from.toISOString()).toBe('2026-10-31T05:00:00.000Z');
    // Midnight of Saturday 7 November is in CST (UTC-6).
    expect(to.toISOString()).toBe('2026-11-07T06:00:00.000Z');
    // Monday 2 November, 8–10 CST.
    const { week } = groupAgenda(
      [booked('a', '2026-11-02T14:00:00Z', '2026-11-02T16:00:00Z')],
      now,
    );
    expect(week[0]?.label).toBe('Monday 2 November');
  });
});

function renderAgenda(items: AgendaBooking[], now: Date) {
  const rootRoute = createRootRoute({
    component: () => (
      <ThemeProvider theme={theme}>
        <Agenda items={items} now={now} />
      </ThemeProvider>
    ),
  });
  const leads = createRoute({ getParentRoute: () => rootRoute, path: '/admin/leads' });
  const router = createRouter({
    routeTree: rootRoute.addChildren([leads]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return render(<RouterProvider router={router} />);
}

describe('the agenda', () => {
  it('lists each booking with its window on Houston’s clock, a call link and the lead', async () => {
    renderAgenda(
      [
        booked('mon', '2026-11-30T21:00:00Z', '2026-11-30T23:00:00Z'),
        booked('tue', '2026-12-01T19:00:00Z', '2026-12-01T21:00:00Z', {
          name: 'Maria Lopez',
          address: '12 Oak St, Houston, TX',
          phone: '(713) 555-0199',
        }),
      ],
      lateMonday,
    );
    const today = await screen.findByRole('region', { name: 'Today, Monday 30 November' });
    expect(within(today).getByText('Mon 3–5')).toBeInTheDocument();
    const week = screen.getByRole('region', { name: 'This week' });
    const tuesday = within(week).getByRole('list', { name: 'Tuesday 1 December' });
    const item = within(tuesday).getByTestId('agenda-booking');
    expect(item).toHaveTextContent('Tue 1–3');
    expect(item).toHaveTextContent('12 Oak St, Houston, TX');
    expect(within(item).getByRole('link', { name: /Call Maria Lopez/ })).toHaveAttribute(
      'href',
      'tel:7135550199',
    );
    expect(within(item).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      '/admin/leads?lead=tue',
    );
  });

  it('says when nothing is booked, and when a lead is gone', async () => {
    renderAgenda(
      [booked('gone', '2026-12-02T14:00:00Z', '2026-12-02T16:00:00Z', null)],
      lateMonday,
    );
    expect(await screen.findByText('Nothing booked today.')).toBeInTheDocument();
    expect(screen.getByText('This lead is no longer in the inbox.')).toBeInTheDocument();
  });
});
