import { POSTS_MESSAGES, postToForm } from '@altum/domain';
import { useEffect, useState } from 'react';
import { showToast } from '../../../ui/toast/toast';
import type { AdminPostRow } from './data/posts';
import { clearDraft, keptDraftKeys, postIdOfKey, readDraft, sameForm } from './keptDrafts';

export type AdminPostsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: AdminPostRow[] };

/**
 * Forgets kept copies of the editor's form that the server now holds word for word (a save
 * confirmed after a reload, when the page that made it is gone).
 */
function forgetSyncedDrafts(rows: AdminPostRow[]): void {
  const synced = new Map(rows.filter((row) => !row.pending).map((row) => [row.post.id, row.post]));
  for (const key of keptDraftKeys()) {
    const post = synced.get(postIdOfKey(key));
    const draft = readDraft(key);
    if (post && draft && sameForm(draft.values, postToForm(post))) clearDraft(key);
  }
}

/** Every post, live, with whether each waits to sync; from the device's cache when offline. */
export function useAdminPosts(): AdminPostsState {
  const [state, setState] = useState<AdminPostsState>({ status: 'loading' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    const fail = (error: unknown) => {
      console.error('Loading posts failed', error);
      if (!active) return;
      setState({ status: 'error' });
      showToast('error', POSTS_MESSAGES.loadFailed);
    };
    import('./data/posts')
      .then((data) =>
        data.watchAdminPosts((rows, fromCache) => {
          if (!active) return;
          setState({ status: 'ready', rows });
          if (!fromCache) forgetSyncedDrafts(rows);
        }, fail),
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
  }, []);
  return state;
}
