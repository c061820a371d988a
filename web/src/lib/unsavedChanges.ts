/**
 * Which screens hold typing the server does not have yet. An editor says so with one hook
 * call; code that would reload the page (a new version of the app) asks first, so a writer
 * is never reloaded mid-sentence.
 */
import { useEffect } from 'react';

const holders = new Set<symbol>();

export function hasUnsavedChanges(): boolean {
  return holders.size > 0;
}

/** Marks the calling screen as holding unsaved changes while `unsaved` is true. */
export function useUnsavedChanges(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const holder = Symbol('unsaved changes');
    holders.add(holder);
    return () => {
      holders.delete(holder);
    };
  }, [unsaved]);
}
