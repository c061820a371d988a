import { useEffect, useRef } from 'react';

/**
 * Moves focus once the page shows a change: after a row, chip or button that had focus is
 * removed or replaced (a delete, a role granted), focus would fall back to the page's start
 * and a keyboard user would lose their place. Call the returned function with the
 * `data-focus-key` of the control that should take focus, or a list of them, best first; the
 * first one present and enabled after a later render gets focus. `'heading'` means the
 * page's main heading, the last resort. The wish is kept in a ref: the change itself (the
 * list refreshing, the buttons coming back from disabled) brings the renders that fulfil it.
 */
export function useFocusAfterChange(): (keys: string | readonly (string | null)[]) => void {
  const wanted = useRef<readonly string[] | null>(null);
  useEffect(() => {
    if (!wanted.current) return;
    const target = wanted.current
      .map((key) =>
        key === 'heading'
          ? document.querySelector<HTMLElement>('main h1')
          : document.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`),
      )
      .find((element) => element && !(element as HTMLButtonElement).disabled);
    if (!target) return;
    wanted.current = null;
    if (target.tagName === 'H1' && !target.hasAttribute('tabindex')) {
      target.setAttribute('tabindex', '-1');
    }
    // After the frame, so a closing dialog's own focus restore (to a control now gone) is over.
    requestAnimationFrame(() => target.focus());
  });
  return (keys) => {
    wanted.current = (typeof keys === 'string' ? [keys] : keys).filter(
      (key): key is string => key !== null,
    );
  };
}
