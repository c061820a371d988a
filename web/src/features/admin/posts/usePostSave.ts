import {
  POSTS_MESSAGES,
  slugify,
  type Category,
  type Post,
  type PostFormOutput,
  type PostFormValues,
} from '@altum/domain';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { showToast } from '../../../ui/toast/toast';
import { useStaffSession } from '../session/useStaffSession';
import type { PostWriteError } from './data/writeErrors';
import { clearDraft, createdKey, keepDraft, readDraft, sameForm } from './keptDrafts';

function refusalText(error: unknown): string {
  const reason = (error as Partial<PostWriteError> | null)?.reason;
  if (reason === 'slug-taken') return POSTS_MESSAGES.slugTaken;
  if (reason === 'conflict')
    return 'Another writer saved this post meanwhile. Your text is kept on this device.';
  if (reason === 'signed-out') return POSTS_MESSAGES.mustBeLoggedIn;
  if (reason === 'refused') return 'The server refused the save (permission or field rules).';
  return 'The save could not be completed.';
}

/**
 * The editor's save. It completes on the device at once (Firestore's queue sends it when
 * online), then goes back to the list; until the server confirms, the text stays kept on the
 * device, and a refusal that comes later keeps it with the reason, to be offered again.
 * `base` is the server's copy the edit started from (null for a new post); `onSaved` runs
 * once the device holds the save.
 */
export function usePostSave(
  form: UseFormReturn<PostFormValues, unknown, PostFormOutput>,
  base: Post | null,
  isNew: boolean,
  categories: readonly Category[],
  onSaved: () => void,
) {
  const session = useStaffSession();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const { getValues, setValue, handleSubmit } = form;
  // Loaded as the editor opens, usually online: a save made offline then finds its code.
  useEffect(() => {
    void import('./data/savePost').catch(() => undefined);
  }, []);

  const save = async (output: PostFormOutput) => {
    if (session.status !== 'staff') {
      showToast('error', POSTS_MESSAGES.mustBeLoggedIn);
      return;
    }
    const typed = getValues();
    const failed = isNew ? POSTS_MESSAGES.createFailed : POSTS_MESSAGES.updateFailed;
    setSaving(true);
    try {
      const data = await import('./data/savePost');
      const { id, synced } = await data.savePost({ previous: base, values: output, categories });
      // Until the server confirms, the text stays on the device under the saved post's key.
      const keptKey = isNew ? createdKey(id) : id;
      keepDraft(keptKey, typed);
      if (isNew) clearDraft('new');
      onSaved();
      showToast('success', isNew ? POSTS_MESSAGES.created : POSTS_MESSAGES.updated);
      void synced.then(
        () => {
          const kept = readDraft(keptKey);
          if (kept && sameForm(kept.values, typed)) clearDraft(keptKey);
        },
        (error: unknown) => {
          console.error('The server refused a saved post', error);
          const reason = refusalText(error);
          const lost = (error as Partial<PostWriteError> | null)?.reason === 'conflict';
          keepDraft(keptKey, typed, reason, lost);
          showToast('error', failed, reason);
        },
      );
      await navigate({ to: '/admin/blog/posts' });
    } catch (error) {
      console.error('Saving the post failed', error);
      const reason = refusalText(error);
      if ((error as Partial<PostWriteError>).reason === 'slug-taken') {
        form.setError('slug', { message: POSTS_MESSAGES.slugTaken }, { shouldFocus: true });
      }
      if ((error as Partial<PostWriteError>).reason === 'signed-out') {
        showToast('error', POSTS_MESSAGES.mustBeLoggedIn);
      } else {
        showToast('error', failed, reason);
      }
    } finally {
      setSaving(false);
    }
  };

  /** Checks and saves the form; `publishNow` is the main button's (publish, or schedule). */
  const submit = (publishNow: boolean) => {
    setValue('slug', slugify(getValues('slug')));
    // While scheduled, the main button schedules (the publisher publishes at the time).
    if (publishNow && getValues('status') !== 'scheduled') setValue('status', 'published');
    void handleSubmit(save)();
  };

  return { saving, submit };
}
