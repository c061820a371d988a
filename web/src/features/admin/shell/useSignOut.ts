import { useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer } from 'react';
import { signOut, unsyncedWrites, waitForSync, watchUnsyncedWrites } from '../session/staffSession';
import { IDLE, signOutFlow, type SignOutStep } from './signOutFlow';

/**
 * Runs the sign-out (signOutFlow.ts): counts what waits to sync, waits for it when asked, then
 * signs out, forgets the device's copy and opens the login (AdminGate drops the in-memory data).
 */
export function useSignOut(): {
  state: SignOutStep;
  start: () => void;
  wait: () => void;
  stay: () => void;
} {
  const [state, dispatch] = useReducer(signOutFlow, IDLE);
  const navigate = useNavigate();
  const step = state.step;

  useEffect(() => {
    let current = true;
    if (step === 'counting') {
      unsyncedWrites().then(
        (count) => current && dispatch({ type: 'counted', count }),
        (error: unknown) => {
          console.error('Counting the changes waiting to sync failed', error);
          if (current) dispatch({ type: 'failed' });
        },
      );
    }
    if (step === 'asking' || step === 'waiting') {
      let stop: () => void = () => undefined;
      void watchUnsyncedWrites((count) => current && dispatch({ type: 'progress', count })).then(
        (unsubscribe) => {
          if (current) stop = unsubscribe;
          else unsubscribe();
        },
      );
      if (step === 'waiting') {
        waitForSync().then(
          () => current && dispatch({ type: 'synced' }),
          // Firestore failed while waiting: the changes are still queued, so stay signed in.
          (error: unknown) => {
            console.error('Waiting for the changes to sync failed', error);
            if (current) dispatch({ type: 'stay' });
          },
        );
      }
      return () => {
        current = false;
        stop();
      };
    }
    if (step === 'signingOut') {
      signOut()
        .then(() => navigate({ to: '/admin/login', replace: true }))
        .catch((error: unknown) => {
          console.error('Signing out failed', error);
          if (current) dispatch({ type: 'failed' });
        });
    }
    return () => {
      current = false;
    };
  }, [step, navigate]);

  return {
    state,
    start: () => dispatch({ type: 'start' }),
    wait: () => dispatch({ type: 'wait' }),
    stay: () => dispatch({ type: 'stay' }),
  };
}
