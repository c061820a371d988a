import { useSyncExternalStore } from 'react';
import { getSnapshot, subscribe, type StaffSession } from './staffSession';

const CHECKING: StaffSession = { status: 'checking' };
const serverSnapshot = (): StaffSession => CHECKING;

/** The admin's session and roles, live. */
export function useStaffSession(): StaffSession {
  return useSyncExternalStore(subscribe, getSnapshot, serverSnapshot);
}
