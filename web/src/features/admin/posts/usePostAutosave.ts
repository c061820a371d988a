import type { Post, PostFormOutput, PostFormValues } from '@altum/domain';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearDraft, findKeptCopy, keepDraft, sameForm } from './keptDrafts';

/** How long typing pauses before the form is written to the device. */
const KEEP_AFTER_MS = 250;

/**
 * The editor's form kept on the device as it is typed (keptDrafts.ts), and the kept copy
 * offered on opening. `opened` is what the form opened with; `rebase` says the form now holds
 * another saved copy (someone else's save, loaded), which the device no longer needs to keep.
 */
export function usePostAutosave(
  form: UseFormReturn<PostFormValues, unknown, PostFormOutput>,
  post: Post | null,
  opened: PostFormValues,
) {
  const draftKey = post?.id ?? 'new';
  const [offer, setOffer] = useState(() => findKeptCopy(post, opened));
  // What the form holds as saved: the opened copy, or theirs once loaded.
  const savedForm = useRef(opened);
  const pending = useRef<PostFormValues | null>(null);
  const { subscribe } = form;

  // Not while a kept copy awaits a decision: typing would overwrite the copy on offer.
  useEffect(() => {
    if (offer) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (pending.current) keepDraft(draftKey, pending.current);
      pending.current = null;
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values: typed }) => {
        if (sameForm(typed, savedForm.current)) {
          pending.current = null;
          clearDraft(draftKey);
          return;
        }
        pending.current = typed;
        clearTimeout(timer);
        timer = setTimeout(flush, KEEP_AFTER_MS);
      },
    });
    // A closed tab or a crash-prone phone: what is pending is written before the page goes.
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [offer, draftKey, subscribe]);

  const restore = () => {
    if (!offer) return;
    form.reset(offer.draft.values, { keepDefaultValues: true });
    if (offer.key !== draftKey) clearDraft(offer.key);
    keepDraft(draftKey, offer.draft.values);
    setOffer(null);
  };

  const discard = () => {
    if (!offer) return;
    clearDraft(offer.key);
    setOffer(null);
  };

  const rebase = (values: PostFormValues) => {
    savedForm.current = values;
    pending.current = null;
    form.reset(values);
    clearDraft(draftKey);
  };

  /**
   * A save took the form's text and keeps it under the saved post's key: what is still
   * pending must not be written back as the editor closes (a new post's text would then be
   * offered as unsaved in the next new post).
   */
  const saved = () => {
    pending.current = null;
  };

  return { offer, restore, discard, rebase, saved };
}
