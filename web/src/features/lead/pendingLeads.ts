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

export function pendingLeadIds(): string[] {
  return read();
}

export function rememberPendingLead(id: string): void {
  write([...new Set([...read(), id])]);
}

export function forgetPendingLead(id: string): void {
  write(read().filter((pending) => pending !== id));
}
