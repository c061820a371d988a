import { useEffect, useRef, useState } from 'react';

/** How far below the fold a strip starts loading: a scroll or two ahead. */
const LOAD_AHEAD = '400px 0px';

/**
 * True once the element comes near the viewport (and from then on), so a long inbox fetches
 * only the photos someone scrolls to. Without IntersectionObserver, true at once.
 */
export function useNearViewport<E extends Element>() {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
