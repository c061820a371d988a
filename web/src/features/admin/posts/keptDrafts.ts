/**
 * The editor's form, kept on the device as the writer types, so a crash, a closed tab or a
 * save the server refuses loses nothing. Keys: 'new' for a new post being typed, the post's
 * id for an edit, and `created:<id>` for a new post saved on the device whose arrival on the
 * server is not confirmed yet (it returns to the new-post editor if the server refuses it).
 */
import {
  emptyPostForm,
  parseKeywords,
  parseReadingTime,
  type Post,
  type PostFormValues,
} from '@altum/domain';

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

/**
 * Forgets every kept copy: the session ended (data/session.ts), and the next person on this
 * device must find none of the text.
 */
export function clearKeptDrafts(): void {
  for (const key of keptDraftKeys()) clearDraft(key);
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

const CREATED = 'created:';

export const createdKey = (id: string) => `${CREATED}${id}`;

/** The post a kept key belongs to ('new' for none yet). */
export const postIdOfKey = (key: string) =>
  key.startsWith(CREATED) ? key.slice(CREATED.length) : key;

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

export interface KeptCopy {
  key: string;
  draft: KeptDraft;
}

/** The kept copy the editor offers on opening, if any differs from what it opened. */
export function findKeptCopy(post: Post | null, opened: PostFormValues): KeptCopy | null {
  // A refused save comes first: it is the copy the writer must not lose.
  const keys = post
    ? [post.id]
    : [...keptDraftKeys().filter((key) => key.startsWith(CREATED)), 'new'];
  for (const key of keys) {
    const draft = readDraft(key);
    if (!draft) continue;
    // A new post saved on the device is offered again only if the server refused it.
    if (key.startsWith(CREATED) && !draft.refusal) continue;
    if (!draft.refusal && sameForm(draft.values, opened)) {
      clearDraft(key);
      continue;
    }
    return { key, draft };
  }
  return null;
}
