import {
  byAttention,
  isFirstContact,
  isQuietSpam,
  LEAD_INBOX_MESSAGES,
  LEAD_STATUS_LABELS,
  type LeadOwnerFilter,
  type LeadStatus,
  type RoleRecord,
  validateLeadsSearch,
} from '@altum/domain';
import { useMutation } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
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
import { LeadFilters } from './LeadFilters';
import {
  clearSuspectedSpamMutation,
  deleteLeadMutation,
  resendLeadMutation,
  saveFollowUpMutation,
} from './queries';
import { announce, useLeadWork, useMinuteClock } from './useLeadWork';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';
import { useLeadFlood, useLiveLeads } from './useLiveLeads';
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

/** /admin/leads: every lead, newest first and live, with the office's follow-up. */
export function LeadsPage({
  me,
  roles,
  status,
  owner,
  openLead,
}: {
  me: StaffUser;
  roles: RoleRecord;
  status?: LeadStatus;
  /** Whose leads: mine, nobody's, or (absent) everyone's. */
  owner?: LeadOwnerFilter;
  /** The lead to open at (`?lead=`: a lead alert's tap). */
  openLead?: string;
}) {
  const { leads, listenError } = useLiveLeads();
  const flood = useLeadFlood();
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
  const workOn = useLeadWork(me, roles);
  const now = useMinuteClock();
  const lateFailure = (describe: (error: unknown) => string) => (error: unknown) => {
    console.error('A lead change was refused after it was kept on the device', error);
    showToast('error', describe(error));
  };
  const save = useMutation({
    ...saveFollowUpMutation(lateFailure(() => LEAD_INBOX_MESSAGES.updateFailed)),
    onSuccess: announce(LEAD_INBOX_MESSAGES.updated),
    onError: (error) => {
      console.error('Updating the lead failed', error);
      showToast('error', LEAD_INBOX_MESSAGES.updateFailed);
    },
  });
  const remove = useMutation({
    ...deleteLeadMutation(lateFailure(deleteFailure)),
    onSuccess: announce(LEAD_INBOX_MESSAGES.deleted),
    onError: (error) => {
      console.error('Deleting the lead failed', error);
      showToast('error', deleteFailure(error));
    },
    onSettled: () => setDeleting(null),
  });

  const notSpam = useMutation({
    ...clearSuspectedSpamMutation(lateFailure(() => LEAD_INBOX_MESSAGES.updateFailed)),
    onSuccess: announce(LEAD_INBOX_MESSAGES.movedFromSpam),
    onError: (error) => {
      console.error('Moving the lead out of suspected spam failed', error);
      showToast('error', LEAD_INBOX_MESSAGES.updateFailed);
    },
  });

  // Leads the bot trap caught (a filled hidden field) are listed apart, below, until staff
  // clear them; one only sent fast is listed with the rest, marked (isQuietSpam).
  const everyLead = leads.data ?? [];
  const all = everyLead.filter((lead) => !isQuietSpam(lead.suspectedSpam));
  const suspected = everyLead.filter((lead) => isQuietSpam(lead.suspectedSpam));
  const owned = all.filter((lead) =>
    owner === 'mine' ? lead.ownerId === me.uid : owner === 'unassigned' ? !lead.ownerId : true,
  );
  const counts: Record<string, number> = { all: owned.length };
  for (const lead of owned) counts[lead.status] = (counts[lead.status] ?? 0) + 1;
  // What needs attention first: new, then follow-ups that are due, then the rest.
  const shown = byAttention(status ? owned.filter((lead) => lead.status === status) : owned, now);
  const target = openLead ? everyLead.find((lead) => lead.id === openLead) : undefined;
  const missing = Boolean(openLead && leads.data && !target);
  useOpenAtLead(target?.id);
  useFocusAfterRemoval(
    [...shown, ...suspected].map((lead) => lead.id),
    ownerFilterLink,
  );

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
      <LeadFilters status={status} owner={owner} counts={counts} />
      {missing ? (
        <Alert tone="info">That lead is no longer in the inbox (it may have been deleted).</Alert>
      ) : null}
      {leads.isPending ? <Spinner label="Loading leads..." /> : null}
      {leads.isError || listenError ? <Alert>{LEAD_INBOX_MESSAGES.loadFailed}</Alert> : null}
      {leads.data && shown.length === 0 ? (
        <Muted>
          {status
            ? `No ${LEAD_STATUS_LABELS[status].toLowerCase()} leads${owner ? ' here' : ''}.`
            : owner === 'mine'
              ? 'No leads of yours.'
              : owner === 'unassigned'
                ? 'Every lead has an owner.'
                : 'No leads yet. Requests from the estimate form will appear here.'}
        </Muted>
      ) : null}
      {shown.length > 0 ? (
        <List aria-label={status ? `${LEAD_STATUS_LABELS[status]} leads` : 'All leads'}>
          {shown.map((lead) => (
            <li key={lead.id}>
              <LeadCard
                lead={lead}
                opened={lead.id === target?.id}
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
                canResend={roles.admin}
                resending={resend.isPending && resend.variables === lead.id}
                onResend={() => resend.mutate(lead.id)}
                work={workOn(lead)}
                now={now}
              />
            </li>
          ))}
        </List>
      ) : null}
      {suspected.length > 0 ? (
        <section aria-labelledby="suspected-leads">
          <SpamHeading id="suspected-leads">Suspected spam ({suspected.length})</SpamHeading>
          <Muted>
            Sent by what looked like a bot (the hidden field was filled). Nobody was e-mailed. Move
            a real request to the list above with “Not spam”.
          </Muted>
          <List aria-label="Suspected spam">
            {suspected.map((lead) => (
              <li key={lead.id}>
                <LeadCard
                  lead={lead}
                  opened={lead.id === target?.id}
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
                  onNotSpam={() =>
                    notSpam.mutate({
                      leadId: lead.id,
                      uid: me.uid,
                      status: lead.status,
                      note: lead.note,
                      firstContact: false,
                    })
                  }
                  work={workOn(lead)}
                  now={now}
                />
              </li>
            ))}
          </List>
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
  const { status, lead, owner } = validateLeadsSearch(useSearch({ from: '/admin/leads' }));
  const session = useStaffSession();
  return session.status === 'staff' ? (
    <LeadsPage
      me={session.user}
      roles={session.roles}
      status={status}
      owner={owner}
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

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;
