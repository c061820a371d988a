import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { leadsKeys, leadsQuery, watchLeads } from './queries';

/**
 * Every lead, newest first, updating live: the query loads the list once, and a Firestore
 * listener (opened while the inbox is on screen) writes each new snapshot into the same cache
 * entry. `listenError` is set when the listener fails (for example a role removed mid-session).
 */
export function useLiveLeads() {
  const queryClient = useQueryClient();
  const leads = useQuery(leadsQuery());
  const [listenError, setListenError] = useState<unknown>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void watchLeads(
      (rows) => {
        setListenError(null);
        queryClient.setQueryData(leadsKeys.list(), rows);
      },
      (error) => {
        console.error('Following the leads failed', error);
        setListenError(error);
      },
    ).then(
      (unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      },
      (error: unknown) => setListenError(error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);

  return { leads, listenError };
}
