import { describe, expect, it } from 'vitest';
import {
  IDLE,
  signOutFlow,
  waitingSentence,
  type SignOutEvent,
  type SignOutStep,
} from './signOutFlow';

const run = (...events: SignOutEvent[]): SignOutStep => events.reduce(signOutFlow, IDLE);

describe('the sign-out flow', () => {
  it('signs out at once when nothing waits to sync', () => {
    expect(run({ type: 'start' })).toEqual({ step: 'counting' });
    expect(run({ type: 'start' }, { type: 'counted', count: 0 })).toEqual({ step: 'signingOut' });
  });

  it('asks first when changes wait, and says how many', () => {
    expect(run({ type: 'start' }, { type: 'counted', count: 3 })).toEqual({
      step: 'asking',
      count: 3,
    });
  });

  it('waits when asked to, and signs out only once synced', () => {
    const waiting = run({ type: 'start' }, { type: 'counted', count: 2 }, { type: 'wait' });
    expect(waiting).toEqual({ step: 'waiting', count: 2 });
    expect(signOutFlow(waiting, { type: 'progress', count: 1 })).toEqual({
      step: 'waiting',
      count: 1,
    });
    expect(signOutFlow(waiting, { type: 'synced' })).toEqual({ step: 'signingOut' });
  });

  it('stays signed in when asked to, while asking or while waiting', () => {
    expect(run({ type: 'start' }, { type: 'counted', count: 1 }, { type: 'stay' })).toEqual(IDLE);
    expect(
      run({ type: 'start' }, { type: 'counted', count: 1 }, { type: 'wait' }, { type: 'stay' }),
    ).toEqual(IDLE);
  });

  it('never signs out from a sync it was not waiting for', () => {
    expect(run({ type: 'start' }, { type: 'counted', count: 1 }, { type: 'synced' })).toEqual({
      step: 'asking',
      count: 1,
    });
    // A wait given up on: its late answer changes nothing.
    const stayed = run(
      { type: 'start' },
      { type: 'counted', count: 1 },
      { type: 'wait' },
      { type: 'stay' },
    );
    expect(signOutFlow(stayed, { type: 'synced' })).toEqual(IDLE);
    expect(signOutFlow(stayed, { type: 'counted', count: 0 })).toEqual(IDLE);
  });

  it('counts at least one change while something waits', () => {
    const asking = run({ type: 'start' }, { type: 'counted', count: 2 });
    expect(signOutFlow(asking, { type: 'progress', count: 0 })).toEqual({
      step: 'asking',
      count: 1,
    });
  });

  it('goes back to where it was when counting or signing out fails', () => {
    expect(run({ type: 'start' }, { type: 'failed' })).toEqual(IDLE);
    expect(run({ type: 'start' }, { type: 'counted', count: 0 }, { type: 'failed' })).toEqual(IDLE);
  });

  it('ignores a second press while one sign-out is under way', () => {
    expect(run({ type: 'start' }, { type: 'start' })).toEqual({ step: 'counting' });
  });

  it('words one change and several', () => {
    expect(waitingSentence(1)).toBe(
      '1 change saved on this device has not reached the server yet.',
    );
    expect(waitingSentence(4)).toBe(
      '4 changes saved on this device have not reached the server yet.',
    );
  });
});
