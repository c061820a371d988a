import { leadListQuery, type LeadQuerySpec } from '@altum/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxLeadRow, LeadCursor, LeadPage } from './data/leads';
import { useLeadPages } from './useLiveLeads';

// The data layer is the Firebase SDK (leads-pages.spec.ts drives it on the emulators): here
// what the hook asks of it, and what it makes of the pages, is what is checked.
const data = vi.hoisted(() => ({
  listeners: [] as {
    until: LeadCursor | null;
    onPage: (page: LeadPage) => void;
    closed: boolean;
  }[],
  watchLeadPage: vi.fn(),
  fetchLeadPage: vi.fn<(spec: LeadQuerySpec, after: LeadCursor | null) => Promise<LeadPage>>(),
  readLeadOnDevice: vi.fn<(id: string) => Promise<InboxLeadRow | null>>(),
}));
vi.mock('./data/leads', () => data);

const row = (id: string, extra: Partial<InboxLeadRow> = {}) =>
  ({ id, status: 'new', ownerId: null, followUpAt: null, ...extra }) as InboxLeadRow;
const rows = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => row(`lead-${from + i}`));
const cursor = (id: string): LeadCursor => ({ seconds: 1, nanoseconds: 0, id });

const mine = leadListQuery({}, 'me', new Date('2026-03-02T15:00:00Z'));
const contacted = leadListQuery({ status: 'contacted' }, 'me', new Date('2026-03-02T15:00:00Z'));

function renderPages(spec: LeadQuerySpec) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ of }) => useLeadPages(of), { wrapper, initialProps: { of: spec } });
}

/** The listener open now (the last one, not closed). */
const live = () => {
  const open = data.listeners.filter((l) => !l.closed);
  expect(open).toHaveLength(1);
  return open[0] as (typeof data.listeners)[number];
};

beforeEach(() => {
  data.listeners.length = 0;
  data.watchLeadPage.mockImplementation(
    (_spec: LeadQuerySpec, until: LeadCursor | null, onPage: (page: LeadPage) => void) => {
      const listener = { until, onPage, closed: false };
      data.listeners.push(listener);
      return Promise.resolve(() => {
        listener.closed = true;
      });
    },
  );
  data.fetchLeadPage.mockReset();
  data.readLeadOnDevice.mockReset();
});

describe('useLeadPages', () => {
  it('shows the live first page, then an older page read once after it', async () => {
    const { result } = renderPages(mine);
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(data.listeners).toHaveLength(1));
    expect(live().until).toBeNull();
    act(() => live().onPage({ rows: rows(0, 50), next: cursor('lead-49') }));
    // React Query tells its observers on the next tick.
    await waitFor(() => expect(result.current.rows).toHaveLength(50));
    expect(result.current.hasOlder).toBe(true);

    data.fetchLeadPage.mockResolvedValueOnce({ rows: rows(50, 10), next: null });
    await act(() => result.current.showOlder());
    expect(data.fetchLeadPage).toHaveBeenCalledWith(mine, cursor('lead-49'));
    expect(result.current.rows.map((r) => r.id)).toEqual(rows(0, 60).map((r) => r.id));
    expect(result.current.hasOlder).toBe(false);
  });

  it('once an older page hangs below, the live page runs down to it: a new lead leaves no gap', async () => {
    const { result } = renderPages(mine);
    await waitFor(() => expect(data.listeners).toHaveLength(1));
    act(() => live().onPage({ rows: rows(1, 50), next: cursor('lead-50') }));
    await waitFor(() => expect(result.current.hasOlder).toBe(true));
    data.fetchLeadPage.mockResolvedValueOnce({ rows: rows(51, 50), next: cursor('lead-100') });
    await act(() => result.current.showOlder());
    await waitFor(() => expect(live().until).toEqual(cursor('lead-50')));
    // A lead arrives: the live page, bounded by where the older page starts, grows by one.
    act(() => live().onPage({ rows: [row('lead-0'), ...rows(1, 50)], next: cursor('lead-50') }));
    await waitFor(() =>
      expect(result.current.rows.map((r) => r.id)).toEqual(rows(0, 101).map((r) => r.id)),
    );
    // The next older page starts where the last one read ended.
    data.fetchLeadPage.mockResolvedValueOnce({ rows: [], next: null });
    await act(() => result.current.showOlder());
    expect(data.fetchLeadPage).toHaveBeenLastCalledWith(mine, cursor('lead-100'));
  });

  it('shows a change made here to a lead of an older page, and drops one deleted', async () => {
    const { result } = renderPages(mine);
    await waitFor(() => expect(data.listeners).toHaveLength(1));
    act(() => live().onPage({ rows: rows(0, 50), next: cursor('lead-49') }));
    await waitFor(() => expect(result.current.hasOlder).toBe(true));
    data.fetchLeadPage.mockResolvedValueOnce({ rows: rows(50, 3), next: null });
    await act(() => result.current.showOlder());

    data.readLeadOnDevice.mockResolvedValueOnce(row('lead-51', { status: 'won' }));
    await act(() => result.current.refresh('lead-51'));
    expect(result.current.rows.find((r) => r.id === 'lead-51')?.status).toBe('won');
    data.readLeadOnDevice.mockResolvedValueOnce(null);
    await act(() => result.current.refresh('lead-52'));
    expect(result.current.rows.map((r) => r.id)).not.toContain('lead-52');
  });

  it('starts again from the first page when the filter changes', async () => {
    const { result, rerender } = renderPages(mine);
    await waitFor(() => expect(data.listeners).toHaveLength(1));
    act(() => live().onPage({ rows: rows(0, 50), next: cursor('lead-49') }));
    await waitFor(() => expect(result.current.hasOlder).toBe(true));
    data.fetchLeadPage.mockResolvedValueOnce({ rows: rows(50, 50), next: cursor('lead-99') });
    await act(() => result.current.showOlder());
    expect(result.current.rows).toHaveLength(100);

    rerender({ of: contacted });
    await waitFor(() => expect(live().until).toBeNull());
    expect(data.watchLeadPage).toHaveBeenLastCalledWith(
      contacted,
      null,
      expect.any(Function),
      expect.any(Function),
    );
    act(() => live().onPage({ rows: [row('lead-7', { status: 'contacted' })], next: null }));
    await waitFor(() => expect(result.current.rows.map((r) => r.id)).toEqual(['lead-7']));
    expect(result.current.hasOlder).toBe(false);
  });
});
