/**
 * The session store's decisions, with its Firebase module replaced by a hand-driven one:
 * which events let someone in, when a person without a role is signed out, and the time-out.
 * (The same flows against the real emulators are in tests/e2e/staff.spec.ts.)
 */
import { ADMIN_ACCESS_MESSAGES, AUTH_CHECK_TIMEOUT_MS } from '@altum/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionEvent } from './data/session';

const fake = vi.hoisted(() => ({
  emit: (() => undefined) as (event: SessionEvent) => void,
  watching: false,
  order: [] as string[],
  signOutStaff: vi.fn(),
}));

vi.mock('./data/session', () => ({
  watchSession: async (onEvent: (event: SessionEvent) => void) => {
    fake.emit = onEvent;
    fake.watching = true;
    return () => undefined;
  },
  signOutStaff: async (options?: { keepUnsynced?: boolean }) => {
    fake.order.push('signOut');
    fake.signOutStaff(options);
    fake.emit({ kind: 'signedOut' });
  },
}));
vi.mock('./data/signIn', () => ({ completeGoogleRedirect: async () => undefined }));

const user = { uid: 'u1', email: 'pat@altum-roofing.test' };

async function startStore() {
  vi.resetModules();
  const store = await import('./staffSession');
  store.subscribe(() => undefined);
  await vi.waitFor(() => expect(fake.watching).toBe(true));
  return store;
}

beforeEach(() => {
  fake.watching = false;
  fake.order = [];
  fake.signOutStaff.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('staff session', () => {
  it('checks first, then lets a writer in', async () => {
    const store = await startStore();
    expect(store.getSnapshot()).toEqual({ status: 'checking' });
    fake.emit({ kind: 'signedIn', user, roles: { admin: false, writer: true }, confirmed: true });
    expect(store.getSnapshot()).toMatchObject({ status: 'staff', user });
  });

  it('lets a cached role in with no connection, but waits for the server to say "no role"', async () => {
    const store = await startStore();
    fake.emit({ kind: 'signedIn', user, roles: undefined, confirmed: false });
    expect(store.getSnapshot()).toEqual({ status: 'checking' });
    expect(fake.signOutStaff).not.toHaveBeenCalled();
    fake.emit({ kind: 'signedIn', user, roles: { admin: true, writer: false }, confirmed: false });
    expect(store.getSnapshot()).toMatchObject({ status: 'staff' });
  });

  it('signs out a person without a role only after their profile is written, and says why', async () => {
    const store = await startStore();
    let finishProfile: () => void = () => undefined;
    const signIn = store.trackSignIn(
      () =>
        new Promise<void>((resolve) => {
          finishProfile = () => {
            fake.order.push('profile');
            resolve();
          };
        }),
    );
    fake.emit({ kind: 'signedIn', user, roles: undefined, confirmed: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(fake.order).toEqual([]);
    finishProfile();
    await signIn;
    await vi.waitFor(() => expect(fake.order).toEqual(['profile', 'signOut']));
    expect(store.getSnapshot()).toEqual({
      status: 'signedOut',
      message: ADMIN_ACCESS_MESSAGES.notAuthorized,
    });
  });

  it('signs out a person without a role or after a failed role read, keeping unsynced work either way', async () => {
    const store = await startStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.emit({ kind: 'signedIn', user, roles: { admin: false, writer: false }, confirmed: true });
    await vi.waitFor(() => expect(fake.signOutStaff).toHaveBeenCalledTimes(1));
    expect(fake.signOutStaff).toHaveBeenLastCalledWith({ keepUnsynced: true });
    fake.emit({ kind: 'roleError', error: new Error('y') });
    await vi.waitFor(() => expect(fake.signOutStaff).toHaveBeenCalledTimes(2));
    expect(fake.signOutStaff).toHaveBeenLastCalledWith({ keepUnsynced: true });
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut' });
  });

  it('follows a role removed mid-session', async () => {
    const store = await startStore();
    fake.emit({ kind: 'signedIn', user, roles: { admin: false, writer: true }, confirmed: true });
    fake.emit({ kind: 'signedIn', user, roles: { admin: false, writer: false }, confirmed: true });
    await vi.waitFor(() =>
      expect(store.getSnapshot()).toEqual({
        status: 'signedOut',
        message: ADMIN_ACCESS_MESSAGES.notAuthorized,
      }),
    );
  });

  it('reports a failed role read and a failed session check with their messages', async () => {
    const store = await startStore();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fake.emit({ kind: 'sessionError', error: new Error('x') });
    expect(store.getSnapshot()).toEqual({
      status: 'signedOut',
      message: ADMIN_ACCESS_MESSAGES.sessionFailed,
    });
    fake.emit({ kind: 'roleError', error: new Error('y') });
    await vi.waitFor(() =>
      expect(store.getSnapshot()).toEqual({
        status: 'signedOut',
        message: ADMIN_ACCESS_MESSAGES.roleQueryFailed,
      }),
    );
  });

  it('gives up after the time-out, and still follows a late answer', async () => {
    vi.useFakeTimers();
    vi.resetModules();
    const store = await import('./staffSession');
    store.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(AUTH_CHECK_TIMEOUT_MS - 1);
    expect(store.getSnapshot()).toEqual({ status: 'checking' });
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot()).toEqual({
      status: 'signedOut',
      message: ADMIN_ACCESS_MESSAGES.timedOut,
    });
    fake.emit({ kind: 'signedIn', user, roles: { admin: true, writer: false }, confirmed: true });
    expect(store.getSnapshot()).toMatchObject({ status: 'staff' });
  });
});
