import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LeadFlood, LeadQuerySpec } from '@altum/domain';
import type { InboxLeadRow, LeadCursor, LeadPage } from './data/leads';
import {
  leadFirstPageQuery,
  leadOlderPageQuery,
  leadsKeys,
  readLeadOnDevice,
  suspectedSpamListQuery,
  watchLeadFlood,
  watchLeadPage,
  watchSuspectedSpam,
} from './queries';

/**
 * Opens a Firestore listener while the component is on screen; `open` resolves to its
 * unsubscribe. Closed on unmount or when `deps` change.
 */
function useListener(
  open: () => Promise<() => void>,
  onError: (error: unknown) => void,
  deps: readonly unknown[],
) {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void open().then(
      (unsubscribe) => {
        if (cancelled) unsubscribe();
        else stop = unsubscribe;
      },
      (error: unknown) => onError(error),
    );
    return () => {
      cancelled = true;
      stop?.();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what reopens it
  }, deps);
}

/** What the rows a listing shows change on: a new count is worth asking for. */
const signature = (rows: readonly InboxLeadRow[]) =>
  rows.map((row) => `${row.id}:${row.status}:${row.ownerId}:${row.followUpAt?.getTime()}`).join();

/**
 * One list of the inbox, a page at a time: the first page live (a listener writes each
 * snapshot into its cache entry), older pages read once when asked for (`showOlder`). Once an
 * older page hangs below it, the live page runs down to where that page starts, so a lead that
 * arrives meanwhile pushes nothing into a gap. When the live page changes, the counts are read
 * again. `refresh` shows a change made here to a lead of
 * an older page (read from the device, not the server). `listenError` is set when the listener
 * fails (for example a role removed mid-session). Mount it with a `key` per list: a new
 * filter starts again from its first page.
 */
export function useLeadPages(spec: LeadQuerySpec) {
  const queryClient = useQueryClient();
  const first = useQuery({ ...leadFirstPageQuery(spec), enabled: false });
  const [listenError, setListenError] = useState<unknown>(null);
  // The older pages belong to one list: a new filter starts again from its first page.
  const key = JSON.stringify(spec);
  const [paged, setPaged] = useState<{
    key: string;
    older: LeadPage[];
    boundary: LeadCursor | null;
  }>({ key, older: [], boundary: null });
  if (paged.key !== key) setPaged({ key, older: [], boundary: null });
  const { older, boundary } = paged.key === key ? paged : { older: [], boundary: null };
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<unknown>(null);
  const seen = useRef<string | null>(null);

  useListener(
    () =>
      watchLeadPage(
        spec,
        boundary,
        (page) => {
          setListenError(null);
          queryClient.setQueryData(leadsKeys.list(spec), page);
          const now = signature(page.rows);
          // A lead arrived, left or changed: the counts are asked for again.
          if (seen.current !== null && seen.current !== now)
            void queryClient.invalidateQueries({ queryKey: leadsKeys.counts() });
          seen.current = now;
        },
        (error) => {
          console.error('Following the leads failed', error);
          setListenError(error);
        },
      ),
    setListenError,
    [queryClient, key, boundary],
  );

  const last = older.length > 0 ? older[older.length - 1] : first.data;
  const next = last?.next ?? null;

  const showOlder = useCallback(async () => {
    if (!next || loadingOlder) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const page = await queryClient.fetchQuery(leadOlderPageQuery(spec, next));
      setPaged((current) =>
        current.key === key
          ? {
              key,
              older: [...current.older, page],
              boundary: current.boundary ?? next,
            }
          : current,
      );
    } catch (error) {
      console.error('Reading older leads failed', error);
      setOlderError(error);
    } finally {
      setLoadingOlder(false);
    }
  }, [next, loadingOlder, queryClient, spec, key]);

  const refresh = useCallback(async (leadId: string) => {
    const row = await readLeadOnDevice(leadId);
    setPaged((current) => ({
      ...current,
      older: current.older.map((page) => ({
        ...page,
        rows: row
          ? page.rows.map((r) => (r.id === leadId ? row : r))
          : page.rows.filter((r) => r.id !== leadId),
      })),
    }));
  }, []);

  const ids = new Set<string>();
  const rows: InboxLeadRow[] = [];
  for (const row of [...(first.data?.rows ?? []), ...older.flatMap((page) => page.rows)]) {
    if (ids.has(row.id)) continue;
    ids.add(row.id);
    rows.push(row);
  }

  return {
    rows,
    loaded: first.data !== undefined,
    hasOlder: next !== null,
    showOlder,
    loadingOlder,
    olderError,
    listenError,
    refresh,
  };
}

/** Suspected spam, its own small query, live while the inbox is open. */
export function useSuspectedSpam(spec: LeadQuerySpec) {
  const queryClient = useQueryClient();
  const spam = useQuery({ ...suspectedSpamListQuery(spec), enabled: false });
  useListener(
    () =>
      watchSuspectedSpam(
        spec,
        (rows) => queryClient.setQueryData(leadsKeys.spam(spec), rows),
        (error) => console.error('Following the suspected spam failed', error),
      ),
    (error) => console.error('Following the suspected spam failed', error),
    [queryClient, JSON.stringify(spec)],
  );
  return spam.data ?? [];
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
