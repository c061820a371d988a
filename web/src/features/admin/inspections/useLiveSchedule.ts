import { useEffect, useState } from 'react';
import type { StoredSchedule } from './data/schedule';
import { watchSchedule } from './queries';

/**
 * The schedule, live while the screen is open (admins only: the rules refuse anyone else):
 * a save kept offline shows as waiting until the server has it.
 */
export function useLiveSchedule(enabled: boolean) {
  const [stored, setStored] = useState<StoredSchedule | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const failed = (reason: unknown) => {
      console.error('Following the inspection schedule failed', reason);
      setError(reason);
    };
    void watchSchedule((next) => {
      setError(null);
      setStored(next);
    }, failed).then((unsubscribe) => {
      if (cancelled) unsubscribe();
      else stop = unsubscribe;
    }, failed);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [enabled]);
  return { stored, error };
}
