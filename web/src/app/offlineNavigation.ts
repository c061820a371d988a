/**
 * Blog pages are rendered by the server and read their data over the network. Offline, a move
 * to one inside the app would find no data and show an empty list or 'Article Not Found'.
 * Instead the browser loads the address as a page, and the service worker answers with the
 * copy it kept or with the offline page (web/build/pwa.ts).
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';

/** The page on screen; none before the first one is: that first load is the browser's own. */
let shownPath: string | null = null;

export function markPageShown(pathname: string): void {
  shownPath = pathname;
}

/**
 * Whether the network answers. navigator.onLine false is usually right, but some working
 * networks report it (no default route, some VPNs): ask the site before giving up on it.
 */
async function reachable(): Promise<boolean> {
  if (navigator.onLine) return true;
  try {
    // HEAD: the service worker answers only GETs, so this reaches the network.
    await fetch('/manifest.webmanifest', { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

export async function loadBlogAsPageWhenOffline(
  location: ParsedLocation,
  cause: 'preload' | 'enter' | 'stay',
): Promise<void> {
  if (typeof window === 'undefined' || shownPath === null || cause === 'preload') return;
  // A new search or #section on the page already shown needs nothing new.
  if (location.pathname === shownPath || !/^\/blog(\/|$)/.test(location.pathname)) return;
  if (await reachable()) return;
  throw redirect({ href: location.href, reloadDocument: true, replace: true });
}
