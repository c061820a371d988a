import { useCallback, useMemo, useSyncExternalStore } from 'react';

const storageKey = (listId: string) => `altum.checklist.${listId}`;

/** Tabs of this page that ticked something; other tabs hear it through the storage event. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function readRaw(listId: string): string {
  try {
    return localStorage.getItem(storageKey(listId)) ?? '[]';
  } catch {
    return '[]';
  }
}

function parse(raw: string): ReadonlySet<string> {
  try {
    const stored: unknown = JSON.parse(raw);
    return new Set(Array.isArray(stored) ? stored.filter((item) => typeof item === 'string') : []);
  } catch {
    return new Set();
  }
}

/**
 * Which items of a checklist are ticked, kept on this device (localStorage) so a homeowner can
 * walk round the house, come back later and carry on. Items are remembered by their text, so
 * an edit to the post unticks only the items that changed.
 */
export function useDeviceChecklist(listId: string) {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(listId),
    // Rendered without a device (on a server): nothing ticked.
    () => '[]',
  );
  const ticked = useMemo(() => parse(raw), [raw]);

  const save = useCallback(
    (next: ReadonlySet<string>) => {
      try {
        if (next.size === 0) localStorage.removeItem(storageKey(listId));
        else localStorage.setItem(storageKey(listId), JSON.stringify([...next]));
      } catch {
        // Private mode or a full quota: nothing to keep, the page stays as it was.
      }
      listeners.forEach((listener) => listener());
    },
    [listId],
  );

  /** Ticks or unticks one item, as its box now says (never a flip of what the app last saw). */
  const set = useCallback(
    (item: string, isTicked: boolean) => {
      const next = new Set(parse(readRaw(listId)));
      if (isTicked) next.add(item);
      else next.delete(item);
      save(next);
    },
    [listId, save],
  );

  /** Adds ticks made on the page before the app started (its boxes are plain checkboxes). */
  const keep = useCallback(
    (items: readonly string[]) => {
      const stored = parse(readRaw(listId));
      if (items.every((item) => stored.has(item))) return;
      save(new Set([...stored, ...items]));
    },
    [listId, save],
  );

  const clear = useCallback(() => save(new Set()), [save]);
  return { ticked, set, keep, clear };
}
