import { POSTS_MESSAGES, postToForm } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showToast } from '../../../ui/toast/toast';
import type { AdminPostRow, PostsCursor, PostsFilter, PostsPage } from './data/postList';
import { clearDraft, keptDraftKeys, postIdOfKey, readDraft, sameForm } from './keptDrafts';
import { postsPageQuery } from './queries';

export type AdminPostsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; page: PostsPage };

/**
 * Forgets kept copies of the editor's form that the server now holds word for word (a save
 * confirmed after a reload, when the page that made it is gone). The list holds no text: a
 * post with a kept copy, synced, is read whole (there are few such copies, usually none).
 */
function forgetSyncedDrafts(rows: AdminPostRow[]): void {
  const synced = new Set(rows.filter((row) => !row.pending).map((row) => row.post.id));
  for (const key of keptDraftKeys()) {
    const id = postIdOfKey(key);
    if (!synced.has(id)) continue;
    void import('./data/post')
      .then((data) => data.getAdminPost(id))
      .then((post) => {
        const draft = readDraft(key);
        if (post && draft && sameForm(draft.values, postToForm(post))) clearDraft(key);
      })
      .catch((error: unknown) =>
        console.warn('Checking a kept copy against its post failed', error),
      );
  }
}

/** The first page of posts, live, with whether each waits to sync; offline, the device's copy. */
export function useFirstPostsPage(filter: PostsFilter): AdminPostsState {
  const [state, setState] = useState<AdminPostsState>({ status: 'loading' });
  const { status, q } = filter;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    let checkedDrafts = false;
    const fail = (error: unknown) => {
      console.error('Loading posts failed', error);
      if (!active) return;
      setState({ status: 'error' });
      showToast('error', POSTS_MESSAGES.loadFailed);
    };
    // Another filter keeps the rows shown until its own arrive: no spinner per keystroke.
    import('./data/postList')
      .then((data) =>
        data.watchFirstPostsPage(
          { status, q },
          (page) => {
            if (!active) return;
            setState({ status: 'ready', page });
            if (!page.fromCache && !checkedDrafts) {
              checkedDrafts = true;
              forgetSyncedDrafts(page.rows);
            }
          },
          fail,
        ),
      )
      .then((unsubscribe) => {
        if (active) stop = unsubscribe;
        else unsubscribe();
      })
      .catch(fail);
    return () => {
      active = false;
      stop?.();
    };
  }, [status, q]);
  return state;
}

export interface PostsPaging {
  state: AdminPostsState;
  /** 1 for the first page. */
  pageNumber: number;
  hasPrevious: boolean;
  hasNext: boolean;
  previous: () => void;
  next: () => void;
}

/**
 * Pages through the posts: the first page live, each later one read once after the last row
 * of the one before (the cursors are kept, so going back reads no page twice but the live
 * one). Another filter starts again from the first page.
 */
export function usePostsPaging(filter: PostsFilter): PostsPaging {
  const filterKey = `${filter.status ?? ''}\n${filter.q ?? ''}`;
  // cursors[i] starts page i + 2; reset with the filter.
  const [paging, setPaging] = useState<{ key: string; index: number; cursors: PostsCursor[] }>({
    key: filterKey,
    index: 0,
    cursors: [],
  });
  const current = paging.key === filterKey ? paging : { key: filterKey, index: 0, cursors: [] };
  if (current !== paging) setPaging(current);

  const first = useFirstPostsPage(filter);
  const cursor = current.index > 0 ? current.cursors[current.index - 1] : undefined;
  const later = useQuery({ ...postsPageQuery(filter, cursor), enabled: cursor !== undefined });

  let state: AdminPostsState = first;
  if (cursor) {
    if (later.data) state = { status: 'ready', page: later.data };
    else state = later.isError ? { status: 'error' } : { status: 'loading' };
  }
  const nextCursor = state.status === 'ready' ? state.page.next : null;

  return {
    state,
    pageNumber: current.index + 1,
    hasPrevious: current.index > 0,
    hasNext: nextCursor !== null,
    previous: () => setPaging((now) => ({ ...now, index: Math.max(0, now.index - 1) })),
    next: () => {
      if (!nextCursor) return;
      setPaging((now) => ({
        ...now,
        index: now.index + 1,
        cursors: [...now.cursors.slice(0, now.index), nextCursor],
      }));
    },
  };
}
