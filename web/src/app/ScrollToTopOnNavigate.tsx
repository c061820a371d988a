import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Every path change starts at the top of the page, unless it targets a section (#hash). */
export function ScrollToTopOnNavigate() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', ({ pathChanged, toLocation }) => {
        if (pathChanged && !toLocation.hash)
          window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      }),
    [router],
  );
  return null;
}
