import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps a keyboard user's place when the lead card holding focus leaves the list (taken
 * under 'Unassigned', moved out by a status filter, cleared from suspected spam): focus
 * would fall to the page's body and start over at the top. It goes to the card now in that
 * place instead, else the last card, else `fallback`. Cards are found by their `lead-<id>`
 * element id and take focus programmatically (tabindex -1).
 */
export function useFocusAfterRemoval(
  ids: readonly string[],
  fallback: () => HTMLElement | null,
): void {
  const focused = useRef<string | null>(null);
  const previous = useRef<readonly string[]>(ids);

  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      // A dialog opened from a card (delete) returns to it; its focus is not a move away.
      if (target?.closest('dialog, [role="dialog"], [role="alertdialog"]')) return;
      const card = target?.closest<HTMLElement>('[data-testid="lead-card"]');
      focused.current = card ? card.id.replace(/^lead-/, '') : null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = ids;
    const gone = focused.current;
    if (!gone || ids.includes(gone)) return;
    focused.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const index = before.indexOf(gone);
    const nextId = ids[Math.min(Math.max(index, 0), ids.length - 1)];
    const next = nextId ? document.getElementById(`lead-${nextId}`) : fallback();
    next?.focus();
  }, [ids, fallback]);
}
