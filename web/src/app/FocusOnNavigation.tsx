import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/**
 * After an in-app navigation, focus moves to the new page's main heading (or its main
 * region), so a screen reader announces the new page and Tab continues from its content
 * instead of from the link that was followed. Not on the first page load, which already
 * starts at the top, and not when only the search params change (a filter keeps its focus).
 */
export function FocusOnNavigation() {
  const pathname = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const previous = useRef(pathname);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === undefined || pathname === undefined || from === pathname) return;
    const target =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
