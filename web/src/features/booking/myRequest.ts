/**
 * The request this device sent (decision 10): its id, which opens its page, and what the
 * page and the home card need to show it offline. One request, the latest. In localStorage,
 * small and synchronous, so the home page can tell whether to show its card without loading
 * Firebase. The homeowner's own address stays on their own device, never in a public document.
 */
import { useMemo, useSyncExternalStore } from 'react';

export const MY_REQUEST_KEY = 'altum.myRequest';

export interface RememberedWindow {
  id: string;
  start: Date;
  end: Date;
}

export interface MyRequest {
  id: string;
  /** When it was sent, ms since the epoch. */
  sentAt: number;
  /** The service's value (domain SERVICE_OPTIONS). */
  service: string;
  address: string;
  photoCount: number;
  /** The booked window, as last known on this device. */
  window?: RememberedWindow;
  /**
   * A window chosen while offline: booked once the request is on the server
   * (waitingBooking.ts), then cleared once the server answered.
   */
  waitingWindow?: RememberedWindow;
}

type StoredWindow = { id?: unknown; start?: unknown; end?: unknown } | undefined;

interface Stored extends Omit<MyRequest, 'window' | 'waitingWindow'> {
  window?: StoredWindow;
  waitingWindow?: StoredWindow;
}

function parseWindow(stored: StoredWindow): RememberedWindow | undefined {
  if (!stored || typeof stored.id !== 'string') return undefined;
  const start = new Date(String(stored.start));
  const end = new Date(String(stored.end));
  return isNaN(start.getTime()) || isNaN(end.getTime()) ? undefined : { id: stored.id, start, end };
}

function parse(text: string | null): MyRequest | null {
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<Stored> | null;
    if (!stored || typeof stored.id !== 'string' || !stored.id) return null;
    const window = parseWindow(stored.window);
    const waitingWindow = parseWindow(stored.waitingWindow);
    return {
      id: stored.id,
      sentAt: typeof stored.sentAt === 'number' ? stored.sentAt : 0,
      service: typeof stored.service === 'string' ? stored.service : '',
      address: typeof stored.address === 'string' ? stored.address : '',
      photoCount: typeof stored.photoCount === 'number' ? stored.photoCount : 0,
      ...(window ? { window } : {}),
      ...(waitingWindow ? { waitingWindow } : {}),
    };
  } catch {
    return null;
  }
}

function readRaw(): string | null {
  try {
    return localStorage.getItem(MY_REQUEST_KEY);
  } catch {
    return null;
  }
}

/** The request this device sent, if any. */
export function myRequest(): MyRequest | null {
  return parse(readRaw());
}

/** This page's readers; other tabs hear a change through the storage event. */
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The request this device sent, kept up to date: undefined while rendering without a device
 * (the server's HTML, and hydrating it), then null or the request.
 */
export function useMyRequest(): MyRequest | null | undefined {
  const raw = useSyncExternalStore(subscribe, readRaw, () => undefined);
  return useMemo(() => (raw === undefined ? undefined : parse(raw)), [raw]);
}

function write(request: MyRequest | null): void {
  try {
    if (request) localStorage.setItem(MY_REQUEST_KEY, JSON.stringify(request));
    else localStorage.removeItem(MY_REQUEST_KEY);
  } catch {
    // Storage full or blocked: the confirmation e-mail still links to the request.
  }
  listeners.forEach((listener) => listener());
}

/** Remembers a request just sent: it replaces the one remembered before. */
export function rememberRequest(request: MyRequest): void {
  write(request);
}

/** Updates the remembered request, if it is this one (a booking, a cancel, the server's news). */
export function updateMyRequest(id: string, change: (request: MyRequest) => MyRequest): void {
  const current = myRequest();
  if (current?.id === id) write(change(current));
}

/** Forgets the remembered request (the server no longer knows it). */
export function forgetMyRequest(id: string): void {
  if (myRequest()?.id === id) write(null);
}
