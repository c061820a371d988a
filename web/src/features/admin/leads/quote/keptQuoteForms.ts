/**
 * The quote editor's form, kept on the device as it is typed, so a reload or a closed tab
 * loses nothing not yet saved (a save itself is kept by Firestore's own cache). Keyed by
 * lead and version; forgotten once saved, sent or deleted, and at sign-out with the rest of
 * the device's copy (session/data/session.ts).
 */
import type { QuoteForm } from './editorModel';

const PREFIX = 'altum:quote-form:';

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export const keptQuoteKey = (leadId: string, version: number) => `${leadId}:v${version}`;

export function readQuoteForm(key: string): QuoteForm | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const form = JSON.parse(raw) as Partial<QuoteForm>;
    // Anything but a whole form (an older shape, a hand edit) is not offered.
    return Array.isArray(form.items) &&
      Array.isArray(form.options) &&
      typeof form.notes === 'string' &&
      typeof form.validUntil === 'string' &&
      typeof form.insuranceClaim === 'boolean'
      ? (form as QuoteForm)
      : null;
  } catch {
    return null;
  }
}

export function keepQuoteForm(key: string, form: QuoteForm): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(form));
  } catch {
    // A full or blocked storage: the form itself still holds the text.
  }
}

export function clearQuoteForm(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Forgets every kept form: the session ended, and the next person must find none. */
export function clearKeptQuoteForms(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
