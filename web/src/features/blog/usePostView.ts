import { useEffect } from 'react';

/** sessionStorage key marking a post as counted in this browser session. */
export const viewedKey = (postId: string) => `altum:blog-viewed:${postId}`;

/** Runs `task` once the browser is idle, so counting never competes with the page's paint. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

/**
 * Asks the server to count this post once per browser session: a reload or a return from
 * another page in the same tab does not ask again. The server decides what counts (one
 * visitor once per post per day, functions/src/blog/countPostView.ts). The mark is
 * written when the call starts (an effect cancelled before then, as StrictMode's first run
 * is, counts nothing); a call that fails removes it, so a later visit can still count.
 */
export function usePostView(postId: string): void {
  useEffect(() => {
    const key = viewedKey(postId);
    try {
      if (window.sessionStorage.getItem(key)) return;
    } catch {
      // Storage refused (a privacy mode): count nothing rather than on every page view.
      return;
    }
    return whenIdle(() => {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
      void import('./data/countPostView')
        .then(({ countPostView }) => countPostView(postId))
        .catch((error: unknown) => {
          window.sessionStorage.removeItem(key);
          console.warn('The view was not counted', error);
        });
    });
  }, [postId]);
}
