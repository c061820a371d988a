/**
 * The editor's form, kept on the device as the writer types, so a crash, a closed tab or a
 * save the server refuses loses nothing. Keys: 'new' for a new post being typed, the post's
 * id for an edit, and `created:<id>` for a new post saved on the device whose arrival on the
 * server is not confirmed yet (it returns to the new-post editor if the server refuses it).
 */
import { emptyPostForm, parseKeywords, parseReadingTime, type PostFormValues } from '@altum/domain';

const PREFIX = 'altum:post-form:';

export interface KeptDraft {
  values: PostFormValues;
  /** When it was kept (ms since 1970). */
  keptAt: number;
  /** Why the server refused its save, when it did. */
  refusal?: string;
  /** The refusal was someone else's save in between: the writer chooses which to keep. */
  conflict?: boolean;
}

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

export function readDraft(key: string): KeptDraft | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as KeptDraft;
    // A copy kept by an older version lacks newer fields: they start empty.
    return { ...draft, values: { ...emptyPostForm(), ...draft.values } };
  } catch {
    return null;
  }
}

export function keepDraft(
  key: string,
  values: PostFormValues,
  refusal?: string,
  conflict = false,
): void {
  const draft: KeptDraft = {
    values,
    keptAt: Date.now(),
    ...(refusal ? { refusal } : {}),
    ...(conflict ? { conflict } : {}),
  };
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // A full or blocked storage: the form itself still holds the text.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
}

/** Every kept key (without the prefix). */
export function keptDraftKeys(): string[] {
  const store = storage();
  if (!store) return [];
  const keys: string[] = [];
  for (let index = 0; index < store.length; index++) {
    const key = store.key(index);
    if (key?.startsWith(PREFIX)) keys.push(key.slice(PREFIX.length));
  }
  return keys;
}

export const createdKey = (id: string) => `created:${id}`;

/** The same text in both forms (what a save stores: whitespace at the ends does not count). */
export function sameForm(a: PostFormValues, b: PostFormValues): boolean {
  const normal = (values: PostFormValues) =>
    JSON.stringify({
      ...values,
      title: values.title.trim(),
      featuredImageUrl: values.featuredImageUrl.trim(),
      seoTitle: values.seoTitle.trim(),
      seoDescription: values.seoDescription.trim(),
      seoKeywords: parseKeywords(values.seoKeywords),
      readingTime: parseReadingTime(values.readingTime),
      tagIds: [...values.tagIds].sort(),
    });
  return normal(a) === normal(b);
}
