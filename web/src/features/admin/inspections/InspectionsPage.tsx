import { useMutation, useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { PageHeader, ScreenStack } from '../../../ui/PageHeader';
import { Spinner } from '../../../ui/Spinner';
import { showToast } from '../../../ui/toast/toast';
import { useMinuteClock } from '../leads/useLeadWork';
import type { StaffUser } from '../session/staffSession';
import { useStaffSession } from '../session/useStaffSession';
import { Agenda } from './Agenda';
import { agendaSpan } from './agendaDays';
import { agendaQuery, saveScheduleMutation } from './queries';
import { ScheduleForm } from './ScheduleForm';
import { useLiveSchedule } from './useLiveSchedule';

const QUEUED =
  'Schedule saved on this device; it will be saved for everyone when the connection returns.';

/**
 * /admin/inspections: the agenda (every staff member) and the schedule (admins only, as the
 * rules have it: writers neither read nor change it).
 */
export function InspectionsPage({ me, isAdmin }: { me: StaffUser; isAdmin: boolean }) {
  const now = useMinuteClock();
  const { from, to } = agendaSpan(now);
  const agenda = useQuery(agendaQuery(from, to));
  const { stored, error } = useLiveSchedule(isAdmin);
  const save = useMutation({
    ...saveScheduleMutation((lateError) => {
      console.error('The schedule was refused after it was kept on the device', lateError);
      showToast('error', 'The schedule could not be saved. Please try again.');
    }),
    onSuccess: (outcome) =>
      outcome === 'saved' ? showToast('success', 'Schedule saved') : showToast('info', QUEUED),
    onError: (saveError) => {
      console.error('Saving the schedule failed', saveError);
      showToast('error', 'The schedule could not be saved. Please try again.');
    },
  });

  return (
    <ScreenStack>
      <PageHeader
        title="Inspections"
        intro={
          isAdmin
            ? 'The booked inspections of today and this week, and the windows homeowners can book.'
            : 'The booked inspections of today and this week.'
        }
      />
      <Columns>
        <div>
          {agenda.isPending ? <Spinner label="Loading the agenda..." /> : null}
          {agenda.isError ? <Alert>Failed to load the agenda. Please try again.</Alert> : null}
          {agenda.data ? <Agenda items={agenda.data} now={now} /> : null}
        </div>
        {isAdmin ? (
          <div>
            {error ? <Alert>Failed to load the schedule. Please try again.</Alert> : null}
            {!stored && !error ? <Spinner label="Loading the schedule..." /> : null}
            {stored ? (
              <ScheduleForm
                schedule={stored.schedule}
                saved={stored.saved}
                pending={stored.pending}
                saving={save.isPending}
                onSave={(schedule) => save.mutate({ schedule, uid: me.uid })}
              />
            ) : null}
          </div>
        ) : null}
      </Columns>
    </ScreenStack>
  );
}

/** The Inspections screen for whoever is signed in (the gate lets only staff this far). */
export function InspectionsScreen() {
  const session = useStaffSession();
  return session.status === 'staff' ? (
    <InspectionsPage me={session.user} isAdmin={session.roles.admin} />
  ) : null;
}

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
`;
