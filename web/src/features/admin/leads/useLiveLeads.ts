import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LeadFlood } from '@altum/domain';
import { leadsKeys, leadsQuery, watchLeadFlood, watchLeads } from './queries';

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

/**
 * The flood warning, live while the inbox is open; null when there is none or it cannot be
 * read (the inbox works without it).
 */
export function useLeadFlood(): LeadFlood | null {
  const [flood, setFlood] = useState<LeadFlood | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const failed = (error: unknown) => console.error('Following the flood warning failed', error);
    void watchLeadFlood(setFlood, failed).then((unsubscribe) => {
      if (cancelled) unsubscribe();
      else stop = unsubscribe;
    }, failed);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return flood;
}
