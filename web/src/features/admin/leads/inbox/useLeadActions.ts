import { isFirstContact, LEAD_INBOX_MESSAGES } from '@altum/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../../ui/toast/toast';
import type { StaffUser } from '../../session/staffSession';
import type { InboxLeadRow } from '../data/leads';
import {
  clearSuspectedSpamMutation,
  deleteLeadMutation,
  resendLeadMutation,
  saveFollowUpMutation,
} from '../queries';
import type { FollowUpInput } from '../LeadCard';
import { announce } from '../useLeadWork';

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

/** A change kept on the device that the server refused later: said, not lost in silence. */
const lateFailure = (describe: (error: unknown) => string) => (error: unknown) => {
  console.error('A lead change was refused after it was kept on the device', error);
  showToast('error', describe(error));
};

/**
 * What the office does to a lead from its card: save its status and follow-up, resend its
 * e-mails, move it out of suspected spam, delete it (after `deleting` is confirmed). Each
 * success calls `changed` with the lead, so the lists show it.
 */
export function useLeadActions(me: StaffUser, changed: (leadId: string) => void) {
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

  return {
    save: (lead: InboxLeadRow, input: FollowUpInput) =>
      save.mutate({
        leadId: lead.id,
        uid: me.uid,
        ...input,
        firstContact: isFirstContact(lead, input.status),
      }),
    saving: (leadId: string) => save.isPending && save.variables.leadId === leadId,
    resend: (leadId: string) => resend.mutate(leadId),
    resending: (leadId: string) => resend.isPending && resend.variables === leadId,
    notSpam: (lead: InboxLeadRow) =>
      notSpam.mutate({
        leadId: lead.id,
        uid: me.uid,
        status: lead.status,
        note: lead.note,
        firstContact: false,
      }),
    deleting,
    askToDelete: setDeleting,
    confirmDelete: () => (deleting ? remove.mutate(deleting.id) : undefined),
    removing: remove.isPending,
  };
}
