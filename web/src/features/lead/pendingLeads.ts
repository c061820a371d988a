/**
 * Remembers, in localStorage, the ids of leads written while offline. Firestore keeps the
 * writes themselves; this list only tells a freshly loaded page that it must start
 * Firestore to send them, without loading Firebase on every visit.
 */
/** Also read by the page loader (app/pageLoader/loader.ts): a lead waiting here starts the app. */
export const PENDING_LEADS_KEY = 'altum.pendingLeads';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(PENDING_LEADS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(PENDING_LEADS_KEY);
    else localStorage.setItem(PENDING_LEADS_KEY, JSON.stringify(ids));
  } catch {
    // Storage can be full or blocked; Firestore still holds the write itself.
  }
}

/** Leads this page writes: its form tells the homeowner how each went. */
const writtenHere = new Set<string>();

/**
 * The leads an earlier page queued and did not see reach the server: this page must send
 * them and tell how they went. Its own are left out, or a submit held while the app started
 * (remembered before this page's delivery looks) would be thanked twice.
 */
export function leadsQueuedBefore(): string[] {
  return read().filter((id) => !writtenHere.has(id));
}

export function rememberPendingLead(id: string): void {
  writtenHere.add(id);
  write([...new Set([...read(), id])]);
}

export function forgetPendingLead(id: string): void {
  write(read().filter((pending) => pending !== id));
}
