import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { showToast } from '../../../ui/toast/toast';
import { Muted } from '../../../ui/Typography';
import { alertsKeys, saveTakesLeadsMutation, takesLeadsQuery } from './queries';

/**
 * "I take leads": when admins turn on automatic assignment, new leads go round-robin to the
 * staff who have this on. Saved at once (it needs a connection, like the rest of the panel).
 */
export function TakesLeadsSwitch({ uid, online }: { uid: string; online: boolean }) {
  const queryClient = useQueryClient();
  const takes = useQuery(takesLeadsQuery(uid));
  const save = useMutation({
    ...saveTakesLeadsMutation(),
    onSuccess: (_, { takesLeads }) => {
      queryClient.setQueryData(alertsKeys.takesLeads(uid), takesLeads);
      showToast(
        'success',
        takesLeads ? 'You take new leads' : 'You no longer take new leads automatically',
      );
    },
    onError: (failure) => {
      console.error('Saving "I take leads" failed', failure);
      showToast('error', 'Failed to save whether you take leads');
    },
  });
  if (takes.data === undefined) return null;
  const checked = save.isPending ? save.variables.takesLeads : takes.data;
  const canChange = online && !save.isPending;
  return (
    <Wrap>
      <Switch>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          aria-disabled={!canChange || undefined}
          aria-describedby="takes-leads-help"
          onChange={(event) =>
            canChange ? save.mutate({ uid, takesLeads: event.target.checked }) : undefined
          }
        />
        I take leads
      </Switch>
      <Muted id="takes-leads-help">
        With automatic assignment on, new leads are shared in turn among the staff who take leads.
      </Muted>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  align-self: stretch;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  input {
    width: 20px;
    height: 20px;
  }
`;
