import {
  leadCountLabel,
  isQuietSpam,
  SUSPECTED_SPAM_SHOWN,
  type RoleRecord,
  validateLeadsSearch,
} from '@altum/domain';
import { useSearch } from '@tanstack/react-router';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { ConfirmDeleteDialog } from '../../../ui/ConfirmDeleteDialog';
import { PageHeader, ScreenStack } from '../../../ui/PageHeader';
import { Muted } from '../../../ui/Typography';
import { LeadAlertsPanel } from '../alerts/LeadAlertsPanel';
import type { StaffUser } from '../session/staffSession';
import { useStaffSession } from '../session/useStaffSession';
import { AutoAssignSwitch } from './AutoAssignSwitch';
import type { InboxLeadRow } from './data/leads';
import { ExportLeads } from './export/ExportLeads';
import { FloodWarning } from './FloodWarning';
import { InboxList } from './inbox/InboxList';
import { SearchResults } from './inbox/SearchResults';
import { InboxHeading, LeadList } from './inbox/styles';
import { useInbox, type InboxView } from './inbox/useInbox';
import { useLeadActions } from './inbox/useLeadActions';
import { useOpenAtLead } from './inbox/useOpenAtLead';
import { LeadCard } from './LeadCard';
import { LeadFilters } from './LeadFilters';
import { LeadSearch } from './LeadSearch';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import { useLeadWork, useMinuteClock } from './useLeadWork';
import { useLeadFlood } from './useLiveLeads';

/** Where focus goes when the last listed lead leaves: the owner filter's current link. */
const ownerFilterLink = () =>
  document.querySelector<HTMLElement>('[data-testid="owner-filter"] [aria-current="page"]');

/** /admin/leads: the leads a page at a time, the newest first and live, with the office's follow-up. */
export function LeadsPage({
  me,
  roles,
  view,
}: {
  me: StaffUser;
  roles: RoleRecord;
  view: InboxView;
}) {
  const { status, due, owner } = view;
  const inbox = useInbox(me.uid, view);
  const { counts, shown, spamShown, openedApart, targetId, search } = inbox;
  const actions = useLeadActions(me, inbox.changed);
  const workOn = useLeadWork(me, roles, inbox.changed);
  const now = useMinuteClock();
  const flood = useLeadFlood();
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
        busy={actions.saving(lead.id)}
        onSave={(input) => actions.save(lead, input)}
        onDelete={() => actions.askToDelete(lead)}
        {...(spam
          ? { onNotSpam: () => actions.notSpam(lead) }
          : {
              canResend: roles.admin,
              resending: actions.resending(lead.id),
              onResend: () => actions.resend(lead.id),
            })}
        work={workOn(lead)}
        now={now}
      />
    </li>
  );
  const { deleting } = actions;

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
      <LeadSearch q={view.q} />
      <LeadFilters status={status} due={due} owner={owner} counts={counts} />
      {inbox.missing ? (
        <Alert tone="info">That lead is no longer in the inbox (it may have been deleted).</Alert>
      ) : null}
      {openedApart ? (
        <section aria-labelledby="opened-lead">
          <InboxHeading id="opened-lead">The lead you opened</InboxHeading>
          <LeadList aria-label="The lead you opened">
            {card(openedApart, isQuietSpam(openedApart.suspectedSpam))}
          </LeadList>
        </section>
      ) : null}
      {search ? (
        <SearchResults
          q={search.q}
          valid={search.valid}
          pending={search.pending}
          failed={search.failed}
          count={search.pending || search.failed ? undefined : shown.length}
        >
          {shown.length > 0 ? (
            <LeadList aria-label={`Leads found for ${search.q}`}>
              {shown.map((lead) => card(lead, isQuietSpam(lead.suspectedSpam)))}
            </LeadList>
          ) : null}
        </SearchResults>
      ) : (
        <InboxList
          list={inbox.list}
          shown={shown}
          name={inbox.listName}
          total={inbox.total}
          online={inbox.online}
          due={due}
          status={status}
          owner={owner}
          card={card}
        />
      )}
      {spamShown.length > 0 ? (
        <section aria-labelledby="suspected-leads">
          <InboxHeading id="suspected-leads">
            {counts ? `Suspected spam (${leadCountLabel(counts.spam)})` : 'Suspected spam'}
          </InboxHeading>
          <Muted>
            Sent by what looked like a bot (the hidden field was filled). Nobody was e-mailed. Move
            a real request to the list above with “Not spam”.
            {counts && counts.spam > inbox.suspected.length
              ? ` The newest ${SUSPECTED_SPAM_SHOWN} are listed.`
              : ''}
          </Muted>
          <LeadList aria-label="Suspected spam">
            {spamShown.map((lead) => card(lead, true))}
          </LeadList>
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
        deleting={actions.removing}
        width={480}
        onCancel={() => actions.askToDelete(null)}
        onConfirm={actions.confirmDelete}
      />
    </ScreenStack>
  );
}

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
      view={{ status, due: followUp === 'due', owner, q, openLead: lead }}
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
