import { isContactMade, isFirstContact, LEAD_INBOX_MESSAGES, type RoleRecord } from '@altum/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { showToast } from '../../../ui/toast/toast';
import type { StaffUser } from '../session/staffSession';
import { staffMembersQuery } from '../users/queries';
import type { LeadWork, StaffName } from './card/work';
import type { InboxLeadRow, WriteOutcome } from './data/leads';
import { assignLeadMutation, logAttemptMutation, setFollowUpMutation } from './queries';

const QUEUED = 'Saved on this device; it will sync when the connection returns.';

/** Saved on the server, or kept on the device to sync later: say which. */
export const announce = (savedMessage: string) => (outcome: WriteOutcome) =>
  showToast(outcome === 'saved' ? 'success' : 'info', outcome === 'saved' ? savedMessage : QUEUED);

const lateFailure = (error: unknown) => {
  console.error('A lead change was refused after it was kept on the device', error);
  showToast('error', LEAD_INBOX_MESSAGES.updateFailed);
};

const failed = (what: string) => (error: unknown) => {
  console.error(`${what} failed`, error);
  showToast('error', LEAD_INBOX_MESSAGES.updateFailed);
};

/** The clock the inbox orders by: a follow-up that falls due moves up within a minute. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * Owner, tries and follow-ups for the inbox's cards: the staff list (profiles with a role,
 * read by any staff member), the signed-in person's name, and a LeadWork for each lead.
 * `onChanged` hears of each change kept (a lead read once shows it from the device).
 */
export function useLeadWork(
  me: StaffUser,
  roles: RoleRecord,
  onChanged: (leadId: string) => void = () => undefined,
) {
  const members = useQuery(staffMembersQuery());
  const staff: StaffName[] = (members.data ?? [])
    .filter((member) => member.roles.admin || member.roles.writer)
    .map((member) => ({ uid: member.uid, name: member.fullName || member.email }));
  const myName = staff.find((member) => member.uid === me.uid)?.name ?? me.email;

  const assign = useMutation({
    ...assignLeadMutation(lateFailure),
    onSuccess: (outcome, change) => {
      onChanged(change.leadId);
      announce(change.ownerId ? `Lead assigned to ${change.ownerName}` : 'Lead unassigned')(
        outcome,
      );
    },
    onError: failed('Assigning the lead'),
  });
  const logAttempt = useMutation({
    ...logAttemptMutation(lateFailure),
    onSuccess: (outcome, log) => {
      onChanged(log.leadId);
      announce('Try logged')(outcome);
    },
    onError: failed('Logging the try'),
  });
  const followUp = useMutation({
    ...setFollowUpMutation(lateFailure),
    onSuccess: (outcome, change) => {
      onChanged(change.leadId);
      announce('Follow-up cleared')(outcome);
    },
    onError: failed('Clearing the follow-up'),
  });

  return (lead: InboxLeadRow): LeadWork => ({
    me: { uid: me.uid, name: myName, admin: roles.admin },
    staff,
    onAssign: (owner) =>
      assign.mutate({
        leadId: lead.id,
        ownerId: owner?.uid ?? null,
        ownerName: owner?.name ?? null,
        uid: me.uid,
      }),
    onLogAttempt: (input) =>
      logAttempt.mutate({
        leadId: lead.id,
        ...input,
        uid: me.uid,
        byName: myName,
        // 'Spoke' on a new lead is its first contact, as marking it 'contacted' is.
        firstContact: isContactMade(input.kind) && isFirstContact(lead, 'contacted'),
      }),
    onClearFollowUp: () => followUp.mutate({ leadId: lead.id, followUpAt: null, uid: me.uid }),
  });
}
