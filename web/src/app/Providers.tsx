import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../ui/GlobalStyle';
import { theme } from '../ui/theme';

/**
 * A prerendered or server-rendered page keeps the server's stylesheet while it is open
 * (app/serverStyles.ts), and that sheet holds the global rules already. Injected while the app
 * hydrates, their universal and element selectors (`*`, `html`, `body`, `p`...) made every
 * rule injected after them restyle the whole document: a 50-100 ms style recalculation on a
 * slow phone, again and again during the start. There they come once the browser is idle.
 */
const serverStylesInPage =
  typeof document !== 'undefined' && document.querySelector('style[data-server-styles]') !== null;

/** How long the browser may stay busy before the global rules come anyway, ms. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * Injected late rather than never: the client's sheet then orders them among the components'
 * rules as before (a focus ring's corner depends on it), in one recalculation of its own.
 */
function GlobalStyleWhenIdle() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const show = () => setIdle(true);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(show, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle ? <GlobalStyle /> : null;
}

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        {serverStylesInPage ? <GlobalStyleWhenIdle /> : <GlobalStyle />}
        {children}
      </ThemeProvider>
    </QueryClientProvider>
  );
}
