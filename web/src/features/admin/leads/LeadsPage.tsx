import {
  isFirstContact,
  isQuietSpam,
  LEAD_INBOX_MESSAGES,
  LEAD_STATUS_LABELS,
  leadCountQueries,
  leadListQuery,
  leadMatchesFilter,
  leadSearchQuery,
  suspectedSpamQuery,
  SUSPECTED_SPAM_SHOWN,
  type LeadOwnerFilter,
  type LeadStatus,
  type RoleRecord,
  validateLeadsSearch,
} from '@altum/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { Spinner } from '../../../ui/Spinner';
import { showToast } from '../../../ui/toast/toast';
import { Muted } from '../../../ui/Typography';
import type { StaffUser } from '../session/staffSession';
import { useStaffSession } from '../session/useStaffSession';
import type { InboxLeadRow } from './data/leads';
import { LeadAlertsPanel } from '../alerts/LeadAlertsPanel';
import { AutoAssignSwitch } from './AutoAssignSwitch';
import { ExportLeads } from './export/ExportLeads';
import { FloodWarning } from './FloodWarning';
import { LeadCard } from './LeadCard';
import { Button } from '../../../ui/Button';
import { useOnline } from '../shell/useOnline';
import { LeadFilters } from './LeadFilters';
import { LeadSearch } from './LeadSearch';
import {
  clearSuspectedSpamMutation,
  deleteLeadMutation,
  leadByIdQuery,
  leadCountsQuery,
  leadSearchResultsQuery,
  leadsKeys,
  readLeadOnDevice,
  resendLeadMutation,
  saveFollowUpMutation,
} from './queries';
import { announce, useLeadWork, useMinuteClock } from './useLeadWork';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import { useLeadFlood, useLeadPages, useSuspectedSpam } from './useLiveLeads';
import { PageHeader, ScreenStack } from '../../../ui/PageHeader';

/** A refused delete says why: only admins delete (the button shows only to them anyway). */
function deleteFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'permission-denied'
    ? `${LEAD_INBOX_MESSAGES.deleteFailed}. ${LEAD_INBOX_MESSAGES.adminsOnly}`
    : LEAD_INBOX_MESSAGES.deleteFailed;
}

/** What a resend ended in, for the toast. */
const RESEND_OUTCOME: Record<string, string> = {
  sent: 'E-mails sent.',
  retrying: 'SendGrid did not answer; the e-mails will be retried shortly.',
  blocked: 'SendGrid still refuses the API key; the e-mails are blocked.',
  failed: 'The e-mails failed again; see the reason on the lead.',
};

/** /admin/leads: the leads a page at a time, the newest first and live, with the office's follow-up. */
export function LeadsPage({
  me,
  roles,
  status,
  due = false,
  owner,
  q,
  openLead,
}: {
  me: StaffUser;
  roles: RoleRecord;
  status?: LeadStatus;
  /** The follow-ups due, the longest due first, instead of a status. */
  due?: boolean;
  /** Whose leads: mine, nobody's, or (absent) everyone's. */
  owner?: LeadOwnerFilter;
  /** A phone number or e-mail address to find a homeowner's leads by. */
  q?: string;
  /** The lead to open at (`?lead=`: a lead alert's tap). */
  openLead?: string;
}) {
  const queryClient = useQueryClient();
  const online = useOnline();
  // 'Due' means due when the list was opened: one that moved under the reader as times pass
  // would shuffle its pages. Choosing a filter again asks anew.
  const filterKey = `${owner ?? ''}/${status ?? ''}/${due}`;
  const [opened, setOpened] = useState(() => ({ key: filterKey, at: new Date() }));
  if (opened.key !== filterKey) setOpened({ key: filterKey, at: new Date() });
  const dueBy = opened.at;
  const spec = useMemo(
    () => leadListQuery({ owner, status, due }, me.uid, dueBy),
    [owner, status, due, me.uid, dueBy],
  );
  const countQueries = useMemo(
    () => ({ ...leadCountQueries(owner, me.uid, dueBy), spam: suspectedSpamQuery().where }),
    [owner, me.uid, dueBy],
  );
  const recount = () => void queryClient.invalidateQueries({ queryKey: leadsKeys.counts() });
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
  const flood = useLeadFlood();

  /**
   * A change made here to a lead read once (an older page, a search, the lead opened by id)
   * shows at once from the device's copy; the live page and the spam list follow by themselves.
   */
  const changed = (leadId: string) => {
    recount();
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

  const resend = useMutation({
    ...resendLeadMutation(),
    onSuccess: (status: string) =>
      showToast(
        status === 'sent' ? 'success' : 'info',
        RESEND_OUTCOME[status] ?? `E-mails: ${status}.`,
      ),
    onError: (error) => {
      console.error('Resending the lead e-mails failed', error);
      showToast('error', LEAD_INBOX_MESSAGES.resendFailed);
    },
  });
  const [deleting, setDeleting] = useState<InboxLeadRow | null>(null);
  const workOn = useLeadWork(me, roles, changed);
  const now = useMinuteClock();
  const lateFailure = (describe: (error: unknown) => string) => (error: unknown) => {
    console.error('A lead change was refused after it was kept on the device', error);
    showToast('error', describe(error));
  };
  const save = useMutation({
    ...saveFollowUpMutation(lateFailure(() => LEAD_INBOX_MESSAGES.updateFailed)),
    onSuccess: (outcome, change) => {
      changed(change.leadId);
      announce(LEAD_INBOX_MESSAGES.updated)(outcome);
    },
    onError: (error) => {
      console.error('Updating the lead failed', error);
      showToast('error', LEAD_INBOX_MESSAGES.updateFailed);
    },
  });
  const remove = useMutation({
    ...deleteLeadMutation(lateFailure(deleteFailure)),
    onSuccess: (outcome, leadId) => {
      changed(leadId);
      announce(LEAD_INBOX_MESSAGES.deleted)(outcome);
    },
    onError: (error) => {
      console.error('Deleting the lead failed', error);
      showToast('error', deleteFailure(error));
    },
    onSettled: () => setDeleting(null),
  });

  const notSpam = useMutation({
    ...clearSuspectedSpamMutation(lateFailure(() => LEAD_INBOX_MESSAGES.updateFailed)),
    onSuccess: (outcome, change) => {
      changed(change.leadId);
      announce(LEAD_INBOX_MESSAGES.movedFromSpam)(outcome);
    },
    onError: (error) => {
      console.error('Moving the lead out of suspected spam failed', error);
      showToast('error', LEAD_INBOX_MESSAGES.updateFailed);
    },
  });

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
      leadMatchesFilter(apart, { owner, status, due }, me.uid, dueBy))
      ? apart
      : undefined;
  const shown = (searching ? (found.data ?? []) : list.rows).filter(
    (lead) => lead.id !== apart?.id,
  );
  const listed = openLead
    ? [...shown, ...spamShownOf(suspected, apart)].find((lead) => lead.id === openLead)
    : undefined;
  const targetId = listed?.id ?? openedApart?.id;
  const spamShown = spamShownOf(suspected, apart);
  const missing = Boolean(openLead && !listed && byId.data === null);
  useOpenAtLead(targetId);
  useFocusAfterRemoval(
    [...(openedApart ? [openedApart] : []), ...shown, ...spamShown].map((lead) => lead.id),
    ownerFilterLink,
  );

  const card = (lead: InboxLeadRow, spam = false) => (
    <li key={lead.id}>
      <LeadCard
        lead={lead}
        opened={lead.id === targetId}
        canDelete={roles.admin}
        busy={save.isPending && save.variables.leadId === lead.id}
        onSave={(input) =>
          save.mutate({
            leadId: lead.id,
            uid: me.uid,
            ...input,
            firstContact: isFirstContact(lead, input.status),
          })
        }
        onDelete={() => setDeleting(lead)}
        {...(spam
          ? {
              onNotSpam: () =>
                notSpam.mutate({
                  leadId: lead.id,
                  uid: me.uid,
                  status: lead.status,
                  note: lead.note,
                  firstContact: false,
                }),
            }
          : {
              canResend: roles.admin,
              resending: resend.isPending && resend.variables === lead.id,
              onResend: () => resend.mutate(lead.id),
            })}
        work={workOn(lead)}
        now={now}
      />
    </li>
  );

  const listName = due
    ? 'Follow-ups due'
    : status
      ? `${LEAD_STATUS_LABELS[status]} leads`
      : 'All leads';
  const total = counts ? counts[due ? 'due' : (status ?? 'all')] : undefined;

  return (
    <ScreenStack>
      <PageHeader
        title="Leads"
        intro="Every request sent from the website’s estimate form, newest first. New requests appear here as they arrive."
      />
      <FloodWarning flood={flood} />
      <LeadAlertsPanel uid={me.uid} />
      {roles.admin ? (
        <AdminTools aria-label="Assignment and export">
          <AutoAssignSwitch uid={me.uid} />
          <ExportLeads />
        </AdminTools>
      ) : null}
      <LeadSearch q={q} />
      <LeadFilters status={status} due={due} owner={owner} counts={counts} />
      {missing ? (
        <Alert tone="info">That lead is no longer in the inbox (it may have been deleted).</Alert>
      ) : null}
      {openedApart ? (
        <section aria-labelledby="opened-lead">
          <SpamHeading id="opened-lead">The lead you opened</SpamHeading>
          <List aria-label="The lead you opened">
            {card(openedApart, isQuietSpam(openedApart.suspectedSpam))}
          </List>
        </section>
      ) : null}
      {searching ? (
        <SearchResults
          q={q}
          valid={searchSpec !== null}
          pending={found.isPending}
          failed={found.isError}
          count={found.data?.length}
        >
          {shown.length > 0 ? (
            <List aria-label={`Leads found for ${q}`}>
              {shown.map((lead) => card(lead, isQuietSpam(lead.suspectedSpam)))}
            </List>
          ) : null}
        </SearchResults>
      ) : (
        <>
          {!list.loaded && !list.listenError ? <Spinner label="Loading leads..." /> : null}
          {list.listenError ? <Alert>{LEAD_INBOX_MESSAGES.loadFailed}</Alert> : null}
          {list.loaded && shown.length === 0 ? (
            <Muted>
              {due
                ? `No follow-ups due${owner ? ' here' : ''}.`
                : status
                  ? `No ${LEAD_STATUS_LABELS[status].toLowerCase()} leads${owner ? ' here' : ''}.`
                  : owner === 'mine'
                    ? 'No leads of yours.'
                    : owner === 'unassigned'
                      ? 'Every lead has an owner.'
                      : 'No leads yet. Requests from the estimate form will appear here.'}
            </Muted>
          ) : null}
          {shown.length > 0 ? (
            <List aria-label={listName}>{shown.map((lead) => card(lead))}</List>
          ) : null}
          {list.loaded ? (
            <Paging>
              <Muted role="status" data-testid="leads-shown">
                {shown.length > 0
                  ? `Showing ${shown.length}${total !== undefined ? ` of ${total}` : ''} ${shown.length === 1 ? 'lead' : 'leads'}.`
                  : ''}
              </Muted>
              {list.hasOlder ? (
                <Button
                  $variant="outline"
                  aria-disabled={list.loadingOlder}
                  onClick={() => void list.showOlder()}
                >
                  {list.loadingOlder
                    ? 'Loading…'
                    : due
                      ? 'Show more follow-ups'
                      : 'Show older leads'}
                </Button>
              ) : null}
              {list.olderError ? (
                <Alert>
                  {online
                    ? LEAD_INBOX_MESSAGES.loadFailed
                    : 'Older leads are not on this device; they load when the connection returns.'}
                </Alert>
              ) : null}
            </Paging>
          ) : null}
        </>
      )}
      {spamShown.length > 0 ? (
        <section aria-labelledby="suspected-leads">
          <SpamHeading id="suspected-leads">
            {counts ? `Suspected spam (${counts.spam})` : 'Suspected spam'}
          </SpamHeading>
          <Muted>
            Sent by what looked like a bot (the hidden field was filled). Nobody was e-mailed. Move
            a real request to the list above with “Not spam”.
            {counts && counts.spam > suspected.length
              ? ` The newest ${SUSPECTED_SPAM_SHOWN} are listed.`
              : ''}
          </Muted>
          <List aria-label="Suspected spam">{spamShown.map((lead) => card(lead, true))}</List>
        </section>
      ) : null}
      <ConfirmDeleteDialog
        open={deleting !== null}
        title="Delete this lead?"
        description={
          deleting
            ? `The request from ${deleting.name || 'this homeowner'}${deleting.email ? ` (${deleting.email})` : ''} will be removed for good. This cannot be undone.`
            : undefined
        }
        confirmLabel="Delete lead"
        deleting={remove.isPending}
        width={480}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove.mutate(deleting.id) : undefined)}
      />
    </ScreenStack>
  );
}

/** The suspected spam listed, less the lead shown apart (opened by id). */
const spamShownOf = (suspected: InboxLeadRow[], apart: InboxLeadRow | undefined) =>
  suspected.filter((lead) => lead.id !== apart?.id);

/** What a search found, or why it looked for nothing. */
function SearchResults({
  q,
  valid,
  pending,
  failed,
  count,
  children,
}: {
  q: string;
  valid: boolean;
  pending: boolean;
  failed: boolean;
  count: number | undefined;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby="lead-search-results">
      <SpamHeading id="lead-search-results">Leads found</SpamHeading>
      <Muted role="status">
        {!valid
          ? 'Type a whole phone number (10 digits, any format) or an e-mail address.'
          : pending
            ? 'Looking…'
            : failed
              ? LEAD_INBOX_MESSAGES.loadFailed
              : count === 0
                ? `No lead with ${q}.`
                : `${count} ${count === 1 ? 'lead' : 'leads'} with ${q}.`}
      </Muted>
      {children}
    </section>
  );
}

/**
 * Brings the lead a URL opens at into view and focus, once it is listed (the list arrives
 * after the page), and once per lead: later snapshots do not pull the page back.
 */
function useOpenAtLead(leadId: string | undefined) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!leadId || done.current === leadId) return;
    const card = document.getElementById(`lead-${leadId}`);
    if (!card) return;
    done.current = leadId;
    card.scrollIntoView({ block: 'start' });
    card.focus({ preventScroll: true });
  }, [leadId]);
}

/** Where focus goes when the last listed lead leaves: the owner filter's current link. */
const ownerFilterLink = () =>
  document.querySelector<HTMLElement>('[data-testid="owner-filter"] [aria-current="page"]');

/** The inbox for whoever is signed in (the gate lets only staff this far). */
export function LeadsScreen() {
  const { status, followUp, lead, owner, q } = validateLeadsSearch(
    useSearch({ from: '/admin/leads' }),
  );
  const session = useStaffSession();
  return session.status === 'staff' ? (
    <LeadsPage
      me={session.user}
      roles={session.roles}
      status={status}
      due={followUp === 'due'}
      owner={owner}
      q={q}
      openLead={lead}
    />
  ) : null;
}

const AdminTools = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const SpamHeading = styled.h2`
  margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Paging = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;
