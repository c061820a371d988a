import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { showToast } from '../../../ui/toast/toast';
import { saveAutoAssignmentMutation, watchAutoAssignment } from './queries';

/** Whether new leads are assigned automatically, live (false while unknown or unset). */
function useAutoAssignment(): boolean | null {
  const [auto, setAuto] = useState<boolean | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const failed = (error: unknown) =>
      console.error('Following automatic assignment failed', error);
    void watchAutoAssignment(setAuto, failed).then((unsubscribe) => {
      if (cancelled) unsubscribe();
      else stop = unsubscribe;
    }, failed);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);
  return auto;
}

/**
 * Admins: automatic assignment, round-robin among the staff who take leads (each says so in
 * Lead alerts). The assigning is a function's; this only switches it.
 */
export function AutoAssignSwitch({ uid }: { uid: string }) {
  const auto = useAutoAssignment();
  const save = useMutation({
    ...saveAutoAssignmentMutation(),
    onSuccess: (_, { auto: on }) =>
      showToast(
        'success',
        on ? 'New leads are assigned automatically' : 'Automatic assignment off',
      ),
    onError: (failure) => {
      console.error('Saving automatic assignment failed', failure);
      showToast('error', 'Failed to save automatic assignment');
    },
  });
  if (auto === null) return null;
  const checked = save.isPending ? save.variables.auto : auto;
  return (
    <Switch>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-disabled={save.isPending || undefined}
        onChange={(event) =>
          save.isPending ? undefined : save.mutate({ auto: event.target.checked, uid })
        }
      />
      Assign new leads automatically, in turn among staff who take leads
    </Switch>
  );
}

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input {
    flex: none;
    width: 20px;
    height: 20px;
  }
`;
