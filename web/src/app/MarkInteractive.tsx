import { useEffect } from 'react';

/**
 * Marks <html data-interactive> once the app has hydrated (or rendered): prerendered pages
 * are readable before that, but not yet clickable. Tests wait for it; CSS may use it.
 */
export function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
