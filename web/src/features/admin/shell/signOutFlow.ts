/**
 * The sign-out's decisions, apart from React and Firebase: with nothing waiting to sync it
 * signs out at once; otherwise it says how many changes wait and the person chooses to wait
 * for them (signed out once synced) or to keep them and stay signed in. Nothing unsynced is
 * ever dropped without that choice.
 */
export type SignOutStep =
  | { step: 'idle' }
  /** Asking Firestore what still waits for the server. */
  | { step: 'counting' }
  | { step: 'asking'; count: number }
  /** Chose to wait: signed out once the count reaches the server. */
  | { step: 'waiting'; count: number }
  | { step: 'signingOut' };

export type SignOutEvent =
  | { type: 'start' }
  | { type: 'counted'; count: number }
  | { type: 'wait' }
  | { type: 'stay' }
  /** The noted count changed while asking or waiting. */
  | { type: 'progress'; count: number }
  | { type: 'synced' }
  /** Counting or signing out failed: back to where the person was. */
  | { type: 'failed' };

export const IDLE: SignOutStep = { step: 'idle' };

export function signOutFlow(state: SignOutStep, event: SignOutEvent): SignOutStep {
  switch (event.type) {
    case 'start':
      return state.step === 'idle' ? { step: 'counting' } : state;
    case 'counted':
      if (state.step !== 'counting') return state;
      return event.count > 0 ? { step: 'asking', count: event.count } : { step: 'signingOut' };
    case 'wait':
      return state.step === 'asking' ? { step: 'waiting', count: state.count } : state;
    case 'stay':
      return state.step === 'asking' || state.step === 'waiting' ? IDLE : state;
    case 'progress':
      // A write still waits even when the notes say none (one from before they were kept).
      return state.step === 'asking' || state.step === 'waiting'
        ? { ...state, count: Math.max(1, event.count) }
        : state;
    case 'synced':
      return state.step === 'waiting' ? { step: 'signingOut' } : state;
    case 'failed':
      return state.step === 'signingOut' || state.step === 'counting' ? IDLE : state;
  }
}

/** What the dialog says about the changes waiting. */
export function waitingSentence(count: number): string {
  return count === 1
    ? '1 change saved on this device has not reached the server yet.'
    : `${count} changes saved on this device have not reached the server yet.`;
}
