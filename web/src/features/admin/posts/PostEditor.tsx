import {
  BLOG_LIMITS,
  emptyPostForm,
  estimateReadingTime,
  POST_STATUSES,
  POSTS_MESSAGES,
  postFormSchema,
  postToForm,
  slugify,
  type Category,
  type Post,
  type PostFormOutput,
  type PostFormValues,
  type Revision,
  type Tag,
} from '@altum/domain';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useUnsavedChanges } from '../../../lib/unsavedChanges';
import { Button, ButtonLink } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Field } from '../../../ui/form/Field';
import { Input, Select, TextArea } from '../../../ui/form/controls';
import { PageHeader, ScreenStack } from '../../../ui/PageHeader';
import { showToast } from '../../../ui/toast/toast';
import { up } from '../../../ui/theme';
import { useStaffSession } from '../session/useStaffSession';
import type { PostWriteError } from './data/posts';
import { clearDraft, createdKey, findKeptCopy, keepDraft, readDraft, sameForm } from './keptDrafts';
import { ContentEditor } from './ContentEditor';
import { FeaturedImageField } from './FeaturedImageField';
import { KeptCopyOffer } from './KeptCopyOffer';
import { registerLimited } from './limitedField';
import { PostConflictNotice } from './PostConflictNotice';
import { PostPreview } from './PostPreview';
import { PostSeoFields } from './PostSeoFields';
import { PostTaxonomyFields } from './PostTaxonomyFields';
import { RevisionsPanel } from './RevisionsPanel';
import { ScheduleField } from './ScheduleField';
import { usePostConflict } from './usePostConflict';

/* Editor and preview side by side on a wide screen; one at a time (a toggle) on a phone. */
const Columns = styled.div<{ $showPreview: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
  align-items: start;
  > form {
    display: ${({ $showPreview }) => ($showPreview ? 'none' : 'flex')};
  }
  > section {
    display: ${({ $showPreview }) => ($showPreview ? 'block' : 'none')};
  }
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    > form {
      display: flex;
    }
    > section {
      display: block;
    }
  }
`;

const PreviewToggle = styled(Button)`
  ${up('lg')} {
    display: none;
  }
`;

const Form = styled.form`
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Group = styled(Card)`
  box-shadow: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  ${up('sm')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const ReadingTimeRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  align-items: center;
  input {
    max-width: 120px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  position: sticky;
  bottom: 0;
  padding: ${({ theme }) => theme.space[3]}px 0;
  background: ${({ theme }) => theme.colors.page};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A slug being typed: lowercase, separators as single hyphens; a trailing one may stay. */
const slugWhileTyping = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+/, '');

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
 * The post form, new or edit. Saves complete on the device at once (Firestore's queue sends
 * them when online); the form is kept on the device as it is typed until the server has it.
 */
export function PostEditor(props: {
  post: Post | null;
  categories: readonly Category[];
  tags: readonly Tag[];
}) {
  const { post, categories, tags } = props;
  const isNew = post === null;
  const draftKey = post?.id ?? 'new';
  const session = useStaffSession();
  const navigate = useNavigate();
  const [opened] = useState<PostFormValues>(() => (post ? postToForm(post) : emptyPostForm()));
  const [offer, setOffer] = useState(() => findKeptCopy(post, opened));
  const [showPreview, setShowPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const conflict = usePostConflict(post);
  // What the form holds as saved: the opened copy, or theirs once loaded.
  const savedForm = useRef(opened);

  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver: valibotResolver(postFormSchema),
    defaultValues: opened,
  });
  const { register, setValue, getValues, handleSubmit, formState, subscribe, control } = form;
  const values = useWatch({ control }) as PostFormValues;
  const errors = formState.errors;
  useUnsavedChanges(formState.isDirty);

  // Keep the form on the device as it is typed (not while a kept copy awaits a decision).
  const pending = useRef<PostFormValues | null>(null);
  useEffect(() => {
    if (offer) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const flush = () => {
      if (pending.current) keepDraft(draftKey, pending.current);
      pending.current = null;
    };
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: ({ values: next }) => {
        const typed = next;
        if (sameForm(typed, savedForm.current)) {
          pending.current = null;
          clearDraft(draftKey);
          return;
        }
        pending.current = typed;
        clearTimeout(timer);
        timer = setTimeout(flush, 250);
      },
    });
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

  // Someone else's save: the edit now starts from it, and the form takes it or keeps mine.
  const loadTheirs = () => {
    const theirs = conflict.settle();
    if (!theirs) return;
    const values = postToForm(theirs);
    savedForm.current = values;
    pending.current = null;
    form.reset(values);
    clearDraft(draftKey);
    form.setFocus('title');
  };
  const keepMine = () => {
    conflict.settle();
    form.setFocus('title');
  };
  // A save refused for someone else's: the form holds theirs (opened); mine is saved over it.
  const keepMineAfterRefusal = () => {
    restore();
    submit(false)();
  };

  const onTitle = (title: string) => {
    if (isNew || !getValues('slug')) setValue('slug', slugify(title), { shouldValidate: false });
  };

  const autoCalculate = () => {
    const { excerpt, slug } = getValues();
    if (!excerpt.trim()) {
      showToast('error', POSTS_MESSAGES.readingTimeNoContent);
      return;
    }
    if (!slug.trim()) {
      showToast('error', POSTS_MESSAGES.readingTimeFailed);
      return;
    }
    const minutes = estimateReadingTime(excerpt);
    setValue('readingTime', String(minutes), { shouldDirty: true, shouldValidate: true });
    showToast('success', POSTS_MESSAGES.readingTimeEstimated(minutes));
  };

  const save = async (output: PostFormOutput) => {
    if (session.status !== 'staff') {
      showToast('error', POSTS_MESSAGES.mustBeLoggedIn);
      return;
    }
    const typed = getValues();
    const failed = isNew ? POSTS_MESSAGES.createFailed : POSTS_MESSAGES.updateFailed;
    setSaving(true);
    try {
      const data = await import('./data/posts');
      const { id, synced } = await data.savePost({
        previous: conflict.base,
        values: output,
        categories,
      });
      // Until the server confirms, the text stays on the device under the saved post's key.
      const keptKey = isNew ? createdKey(id) : id;
      keepDraft(keptKey, typed);
      if (isNew) clearDraft('new');
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

  const submit = (publishNow: boolean) => () => {
    setValue('slug', slugify(getValues('slug')));
    // While scheduled, the main button schedules (the publisher publishes at the time).
    if (publishNow && getValues('status') !== 'scheduled') setValue('status', 'published');
    void handleSubmit(save)();
  };

  // A past version's text into the form, saved as any save (so it is a revision itself).
  const restoreRevision = (revision: Revision) => {
    for (const field of ['title', 'excerpt', 'content'] as const)
      setValue(field, revision[field], { shouldDirty: true });
    submit(false)();
  };

  const titleField = register('title', { onChange: (event) => onTitle(event.target.value) });
  const slugField = register('slug', {
    onChange: (event) => setValue('slug', slugWhileTyping(event.target.value)),
    onBlur: (event) => setValue('slug', slugify(event.target.value)),
  });

  return (
    <ScreenStack>
      <PageHeader
        title={isNew ? 'New Post' : 'Edit Post'}
        actions={
          <PreviewToggle
            $variant="outline"
            $size="sm"
            aria-pressed={showPreview}
            onClick={() => setShowPreview((shown) => !shown)}
          >
            {showPreview ? 'Show editor' : 'Show preview'}
          </PreviewToggle>
        }
      />
      {conflict.theirs ? (
        <PostConflictNotice
          savedAt={conflict.theirs.updatedAt}
          onKeepMine={keepMine}
          onLoadTheirs={loadTheirs}
        />
      ) : null}
      {offer?.draft.conflict && post ? (
        <PostConflictNotice
          refused
          savedAt={post.updatedAt}
          onKeepMine={keepMineAfterRefusal}
          onLoadTheirs={discard}
        />
      ) : offer ? (
        <KeptCopyOffer draft={offer.draft} onRestore={restore} onDiscard={discard} />
      ) : null}
      <Columns $showPreview={showPreview}>
        <Form
          noValidate
          aria-label={isNew ? 'New post' : 'Edit post'}
          onSubmit={(event) => {
            event.preventDefault();
            submit(false)();
          }}
        >
          <Group>
            <Field label="Title" required error={errors.title?.message}>
              {(control) => <Input {...control} {...titleField} />}
            </Field>
            <Field
              label="Slug"
              required
              hint="Lowercase words joined by hyphens; made from the title."
              error={errors.slug?.message}
            >
              {(control) => <Input {...control} {...slugField} />}
            </Field>
            <Field
              label="Excerpt"
              count={{ value: values.excerpt.length, max: BLOG_LIMITS.excerpt }}
              error={errors.excerpt?.message}
            >
              {(control) => (
                <TextArea
                  {...control}
                  {...registerLimited(form, 'excerpt', BLOG_LIMITS.excerpt)}
                  maxLength={BLOG_LIMITS.excerpt}
                  rows={3}
                />
              )}
            </Field>
            <ContentEditor form={form} />
          </Group>
          <Group>
            <Pair>
              <Field label="Reading time (minutes)" required error={errors.readingTime?.message}>
                {(control) => (
                  <ReadingTimeRow>
                    <Input
                      {...control}
                      {...register('readingTime')}
                      type="number"
                      min={BLOG_LIMITS.minReadingTime}
                      inputMode="numeric"
                    />
                    <Button $variant="secondary" $size="sm" onClick={autoCalculate}>
                      Auto-calculate
                    </Button>
                  </ReadingTimeRow>
                )}
              </Field>
              <Field label="Status">
                {(control) => (
                  <Select {...control} {...register('status')}>
                    {POST_STATUSES.map((status) => (
                      <option key={status} value={status}>
                        {status[0]?.toUpperCase() + status.slice(1)}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            </Pair>
            <ScheduleField form={form} />
            <FeaturedImageField form={form} />
            <PostTaxonomyFields form={form} categories={categories} tags={tags} />
          </Group>
          <Group>
            <PostSeoFields form={form} />
          </Group>
          <Buttons>
            <Button type="submit" $variant="secondary" disabled={saving}>
              Save Draft
            </Button>
            <Button disabled={saving} onClick={submit(true)}>
              {values.status === 'scheduled' ? 'Schedule' : 'Publish Now'}
            </Button>
            <ButtonLink to="/admin/blog/posts" $variant="ghost">
              Cancel
            </ButtonLink>
          </Buttons>
        </Form>
        <PostPreview values={values} post={post} categories={categories} tags={tags} />
      </Columns>
      {post ? (
        <RevisionsPanel postId={post.id} onRestore={restoreRevision} restoring={saving} />
      ) : null}
    </ScreenStack>
  );
}
