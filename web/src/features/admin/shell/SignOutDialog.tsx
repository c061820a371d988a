import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import type { SignOutStep } from './signOutFlow';
import { waitingSentence } from './signOutFlow';
import { useOnline } from './useOnline';

const Progress = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  /* Kept in place while empty (a live region must exist before it speaks), taking no room. */
  &:empty {
    margin-top: -${({ theme }) => theme.space[4]}px;
  }
`;

/**
 * Asked before a sign-out while changes still wait to sync: signing out clears this device,
 * so the person waits for them (and is signed out once synced) or stays signed in with them.
 * Escape and the backdrop mean 'Stay signed in'.
 */
export function SignOutDialog(props: {
  state: SignOutStep;
  onWait: () => void;
  onStay: () => void;
}) {
  const { state } = props;
  const online = useOnline();
  const open = state.step === 'asking' || state.step === 'waiting';
  const count = open ? state.count : 0;
  const waiting = state.step === 'waiting';
  return (
    <Dialog
      open={open}
      onClose={props.onStay}
      title="Changes waiting to sync"
      description={`${waitingSentence(count)} Signing out clears this device: wait until ${
        count === 1 ? 'it is' : 'they are'
      } synced, or stay signed in and keep ${count === 1 ? 'it' : 'them'}.`}
    >
      <Progress role="status">
        {waiting
          ? online
            ? 'Syncing... You will be signed out once the server has them.'
            : 'Offline: waiting for the connection. You will be signed out once the server has them.'
          : null}
      </Progress>
      <DialogActions>
        {/* The choice that loses nothing has the focus first. */}
        <Button type="button" $variant="ghost" $size="sm" onClick={props.onStay} data-autofocus>
          Stay signed in
        </Button>
        <Button
          type="button"
          $variant="primary"
          $size="sm"
          // Not disabled: the pressed button keeps the focus while the wait goes on.
          aria-disabled={waiting}
          onClick={waiting ? undefined : props.onWait}
        >
          {waiting ? 'Waiting to sync...' : 'Wait for sync, then sign out'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
