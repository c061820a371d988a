import { startTransition, useEffect, useState, type ReactNode } from 'react';

interface WhenIdleProps {
  children: ReactNode;
  /** Shown on the server, during hydration and until the browser is idle. */
  fallback?: ReactNode;
}

/** How long the browser may stay busy before the children come anyway, ms. */
const IDLE_TIMEOUT_MS = 1500;

/**
 * Browser-only parts that can wait (the lead form, toasts, update prompts): rendered once the
 * page has hydrated and the browser has a moment to spare, as a transition, so their code and
 * their render run in short tasks after the page's own start-up instead of adding to it.
 */
export function WhenIdle({ children, fallback = null }: WhenIdleProps) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const show = () => {
      startTransition(() => {
        setIdle(true);
      });
    };
    // Safari has no requestIdleCallback: the next task is the nearest it has.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(show, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle ? children : fallback;
}
