import {
  isQuietSpam,
  LEAD_STATUS_LABELS,
  leadCountQueries,
  leadListQuery,
  leadMatchesFilter,
  leadSearchQuery,
  suspectedSpamQuery,
  type LeadOwnerFilter,
  type LeadStatus,
} from '@altum/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useOnline } from '../../shell/useOnline';
import type { InboxLeadRow } from '../data/leads';
import {
  leadByIdQuery,
  leadCountsQuery,
  leadSearchResultsQuery,
  leadsKeys,
  readLeadOnDevice,
} from '../queries';
import { useLeadPages, useSuspectedSpam } from '../useLiveLeads';

/** The list a URL asks for: a filter (owner, status or follow-ups due), a search, a lead. */
export interface InboxView {
  status?: LeadStatus;
  /** The follow-ups due, the longest due first, instead of a status. */
  due: boolean;
  /** Whose leads: mine, nobody's, or (absent) everyone's. */
  owner?: LeadOwnerFilter;
  /** A phone number or e-mail address to find a homeowner's leads by. */
  q?: string;
  /** The lead to open at (`?lead=`: a lead alert's tap). */
  openLead?: string;
}

/** The suspected spam listed, less the lead shown apart (opened by id). */
const spamShownOf = (suspected: InboxLeadRow[], apart: InboxLeadRow | undefined) =>
  suspected.filter((lead) => lead.id !== apart?.id);

/**
 * What the inbox shows for a view: the page of its list (or a search's finds), the counts,
 * the suspected spam, and the lead a URL opens at, listed or read apart by id. `changed`
 * shows a change made here to a lead read once; the live page and the spam list follow by
 * themselves.
 */
export function useInbox(uid: string, { status, due, owner, q, openLead }: InboxView) {
  const queryClient = useQueryClient();
  const online = useOnline();
  // 'Due' means due when the list was opened: one that moved under the reader as times pass
  // would shuffle its pages. Choosing a filter again asks anew.
  const filterKey = `${owner ?? ''}/${status ?? ''}/${due}`;
  const [opened, setOpened] = useState(() => ({ key: filterKey, at: new Date() }));
  if (opened.key !== filterKey) setOpened({ key: filterKey, at: new Date() });
  const dueBy = opened.at;
  const spec = useMemo(
    () => leadListQuery({ owner, status, due }, uid, dueBy),
    [owner, status, due, uid, dueBy],
  );
  const countQueries = useMemo(
    () => ({ ...leadCountQueries(owner, uid, dueBy), spam: suspectedSpamQuery().where }),
    [owner, uid, dueBy],
  );
  const list = useLeadPages(spec);
  const suspected = useSuspectedSpam(useMemo(() => suspectedSpamQuery(), []));
  const counted = useQuery(leadCountsQuery(countQueries));
  // Offline a count would be a guess: none is shown. The browser's word alone is not trusted
  // (some working networks say offline): when it says so, the counts are asked for again and
  // shown only if the server answers.
  const { refetch: recountNow } = counted;
  useEffect(() => {
    if (!online) void recountNow();
  }, [online, recountNow]);
  const counts = counted.isSuccess && !(counted.isFetching && !online) ? counted.data : undefined;
  const searchSpec = useMemo(() => (q ? leadSearchQuery(q) : null), [q]);
  const found = useQuery({
    ...leadSearchResultsQuery(
      searchSpec ?? { where: [], orderBy: { field: 'createdAt', direction: 'desc' }, limit: 0 },
    ),
    enabled: searchSpec !== null,
  });

  const changed = (leadId: string) => {
    void queryClient.invalidateQueries({ queryKey: leadsKeys.counts() });
    void list.refresh(leadId);
    void readLeadOnDevice(leadId).then((row) => {
      queryClient.setQueryData(leadsKeys.lead(leadId), (old: unknown) =>
        old === undefined ? undefined : row,
      );
      queryClient.setQueriesData<InboxLeadRow[]>(
        { queryKey: [...leadsKeys.all, 'search'] },
        (rows) =>
          rows &&
          (row
            ? rows.map((r) => (r.id === leadId ? row : r))
            : rows.filter((r) => r.id !== leadId)),
      );
    });
  };

  const searching = q !== undefined;
  // The lead a URL opens at: in place when it is listed, else read by id and shown first,
  // and kept there (not moved into the list when it arrives there: focus stays on it) while
  // it belongs to the list on screen.
  const byId = useQuery({
    ...leadByIdQuery(openLead ?? ''),
    enabled:
      Boolean(openLead) &&
      list.loaded &&
      ![...list.rows, ...suspected].some((lead) => lead.id === openLead),
  });
  const apart = !searching && byId.data ? byId.data : undefined;
  const openedApart =
    apart &&
    (isQuietSpam(apart.suspectedSpam) ||
      leadMatchesFilter(apart, { owner, status, due }, uid, dueBy))
      ? apart
      : undefined;
  const shown = (searching ? (found.data ?? []) : list.rows).filter(
    (lead) => lead.id !== apart?.id,
  );
  const spamShown = spamShownOf(suspected, apart);
  const listed = openLead
    ? [...shown, ...spamShown].find((lead) => lead.id === openLead)
    : undefined;

  return {
    online,
    list,
    counts,
    /** How many leads the list on screen holds in all, once counted. */
    total: counts ? counts[due ? 'due' : (status ?? 'all')] : undefined,
    listName: due ? 'Follow-ups due' : status ? `${LEAD_STATUS_LABELS[status]} leads` : 'All leads',
    suspected,
    search: searching
      ? { q, valid: searchSpec !== null, pending: found.isPending, failed: found.isError }
      : null,
    shown,
    spamShown,
    openedApart,
    targetId: listed?.id ?? openedApart?.id,
    /** The lead a URL opened at is gone (deleted, or never was). */
    missing: Boolean(openLead && !listed && byId.data === null),
    changed,
  };
}
