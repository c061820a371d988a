import type { Post } from '@altum/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Someone else's save while the editor is open on a post. `base` is the server's copy the
 * edit starts from (a save names its time to the rules); `theirs` is a later save by someone
 * else, until the writer settles it: either way the edit then starts from their copy.
 */
export function usePostConflict(post: Post | null) {
  const [base, setBase] = useState(post);
  const [theirs, setTheirs] = useState<Post | null>(null);
  // The listener compares with the newest base, without restarting.
  const baseNow = useRef(base);
  const id = post?.id;

  useEffect(() => {
    if (!id) return;
    let stop: (() => void) | undefined;
    let closed = false;
    void import('./data/postConflict')
      .then((data) =>
        data.watchPostConflict(id, () => baseNow.current?.updatedAt ?? new Date(0), setTheirs),
      )
      .then((unsubscribe) => {
        if (closed) unsubscribe();
        else stop = unsubscribe;
      })
      .catch((error: unknown) => console.warn('Could not watch the post for other saves', error));
    return () => {
      closed = true;
      stop?.();
    };
  }, [id]);

  /** The edit now starts from their copy; returns it. */
  const settle = useCallback((): Post | null => {
    if (theirs) {
      baseNow.current = theirs;
      setBase(theirs);
    }
    setTheirs(null);
    return theirs;
  }, [theirs]);

  return { base, theirs, settle };
}
