import type { AdminPostSummary } from '@altum/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostsCursor, PostsFilter, PostsPage } from './data/postList';
import { usePostsPaging } from './useAdminPosts';

// The data layer is the Firebase SDK (the E2E specs page through the emulators): here the
// paging's calls to it, and what it shows of their answers, are what is checked.
const data = vi.hoisted(() => ({
  listeners: [] as { filter: PostsFilter; onNext: (page: PostsPage) => void; stopped: boolean }[],
  watchFirstPostsPage: vi.fn(),
  getPostsPage: vi.fn<(filter: PostsFilter, after: PostsCursor) => Promise<PostsPage>>(),
}));
vi.mock('./data/postList', () => ({
  watchFirstPostsPage: data.watchFirstPostsPage.mockImplementation(
    (filter: PostsFilter, onNext: (page: PostsPage) => void) => {
      const listener = { filter, onNext, stopped: false };
      data.listeners.push(listener);
      return Promise.resolve(() => {
        listener.stopped = true;
      });
    },
  ),
  getPostsPage: data.getPostsPage,
}));

const summary = (id: string): AdminPostSummary => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  status: 'draft',
  createdAt: new Date('2026-03-01T12:00:00Z'),
  updatedAt: new Date('2026-03-01T12:00:00Z'),
  publishDate: null,
  scheduledAt: null,
  authorName: 'Wendy Writer',
  categoryId: null,
  categoryName: null,
  titleTerms: [],
});
const cursor = (id: string) => ({ id }) as PostsCursor;
const page = (ids: string[], next: string | null): PostsPage => ({
  rows: ids.map((id) => ({ post: summary(id), pending: false })),
  next: next ? cursor(next) : null,
  fromCache: true,
});
const shown = (state: ReturnType<typeof usePostsPaging>['state']) =>
  state.status === 'ready' ? state.page.rows.map((row) => row.post.id) : state.status;
const live = () => data.listeners.filter((listener) => !listener.stopped);

function renderPaging(filter: PostsFilter = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook((props: PostsFilter) => usePostsPaging(props), {
    wrapper,
    initialProps: filter,
  });
}

afterEach(() => {
  data.listeners.length = 0;
  vi.clearAllMocks();
});

describe('usePostsPaging', () => {
  it('shows the live first page, then reads each later page once after the last row', async () => {
    const { result } = renderPaging();
    expect(shown(result.current.state)).toBe('loading');
    await waitFor(() => expect(live()).toHaveLength(1));
    act(() => live()[0]?.onNext(page(['a', 'b'], 'b')));
    expect(shown(result.current.state)).toEqual(['a', 'b']);
    expect(result.current).toMatchObject({ pageNumber: 1, hasPrevious: false, hasNext: true });

    data.getPostsPage.mockResolvedValueOnce(page(['c', 'd'], 'd'));
    act(() => result.current.next());
    await waitFor(() => expect(shown(result.current.state)).toEqual(['c', 'd']));
    expect(data.getPostsPage).toHaveBeenLastCalledWith({}, cursor('b'));
    expect(result.current).toMatchObject({ pageNumber: 2, hasPrevious: true, hasNext: true });

    data.getPostsPage.mockResolvedValueOnce(page(['e'], null));
    act(() => result.current.next());
    await waitFor(() => expect(shown(result.current.state)).toEqual(['e']));
    expect(data.getPostsPage).toHaveBeenLastCalledWith({}, cursor('d'));
    expect(result.current).toMatchObject({ pageNumber: 3, hasNext: false });
    // At the end, next does nothing.
    act(() => result.current.next());
    expect(result.current.pageNumber).toBe(3);
  });

  it('keeps a later page as read while the first changes, and goes back to it live', async () => {
    const { result } = renderPaging();
    await waitFor(() => expect(live()).toHaveLength(1));
    act(() => live()[0]?.onNext(page(['a', 'b'], 'b')));
    data.getPostsPage.mockResolvedValueOnce(page(['c'], null));
    act(() => result.current.next());
    await waitFor(() => expect(shown(result.current.state)).toEqual(['c']));

    // A post saved meanwhile arrives on the first page only.
    act(() => live()[0]?.onNext(page(['new', 'a'], 'a')));
    expect(shown(result.current.state)).toEqual(['c']);

    act(() => result.current.previous());
    expect(shown(result.current.state)).toEqual(['new', 'a']);
    expect(result.current).toMatchObject({ pageNumber: 1, hasPrevious: false });
    expect(data.getPostsPage).toHaveBeenCalledTimes(1);
  });

  it('starts again from the first page, on the server, with another filter', async () => {
    const { result, rerender } = renderPaging();
    await waitFor(() => expect(live()).toHaveLength(1));
    act(() => live()[0]?.onNext(page(['a'], 'a')));
    data.getPostsPage.mockResolvedValueOnce(page(['b'], null));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.pageNumber).toBe(2));

    rerender({ status: 'archived', q: 'hail' });
    expect(result.current.pageNumber).toBe(1);
    await waitFor(() => expect(live()).toHaveLength(1));
    expect(live()[0]?.filter).toEqual({ status: 'archived', q: 'hail' });
    act(() => live()[0]?.onNext(page(['z'], null)));
    expect(shown(result.current.state)).toEqual(['z']);
    expect(result.current).toMatchObject({ hasPrevious: false, hasNext: false });
  });

  it('says a later page that cannot be read failed', async () => {
    const { result } = renderPaging();
    await waitFor(() => expect(live()).toHaveLength(1));
    act(() => live()[0]?.onNext(page(['a'], 'a')));
    data.getPostsPage.mockRejectedValueOnce(new Error('offline, nothing cached'));
    act(() => result.current.next());
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.hasPrevious).toBe(true);
  });
});
