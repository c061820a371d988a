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

function store(listId: string, next: ReadonlySet<string>) {
  try {
    if (next.size === 0) localStorage.removeItem(storageKey(listId));
    else localStorage.setItem(storageKey(listId), JSON.stringify([...next]));
  } catch {
    // Private mode or a full quota: nothing to keep, the page stays as it was.
  }
  listeners.forEach((listener) => listener());
}

/** Names a checklist's id on the element that holds its boxes (ChecklistLayout sets it). */
const CHECKLIST_ATTRIBUTE = 'data-device-checklist';

/**
 * Keeps the ticks made on a server-rendered checklist before the app started (its boxes are
 * plain checkboxes, each with its item as value). Called before the app takes the page
 * (ChecklistLayout): if the app then renders the page afresh instead of hydrating it (the data
 * it starts from differs from the HTML's), the boxes are new ones and the ticks would be lost.
 */
export function keepTicksMadeBeforeTheApp(page: ParentNode) {
  for (const list of page.querySelectorAll<HTMLElement>(`[${CHECKLIST_ATTRIBUTE}]`)) {
    const listId = list.getAttribute(CHECKLIST_ATTRIBUTE);
    const ticked = [...list.querySelectorAll<HTMLInputElement>('input[type="checkbox"]:checked')]
      .map((box) => box.value)
      .filter((item) => item !== '');
    if (!listId || ticked.length === 0) continue;
    const stored = parse(readRaw(listId));
    if (ticked.every((item) => stored.has(item))) continue;
    store(listId, new Set([...stored, ...ticked]));
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

  const save = useCallback((next: ReadonlySet<string>) => store(listId, next), [listId]);

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

  const clear = useCallback(() => save(new Set()), [save]);
  return { ticked, set, clear };
}
