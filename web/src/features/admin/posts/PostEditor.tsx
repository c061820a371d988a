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
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useUnsavedChanges } from '../../../lib/unsavedChanges';
import { Button, ButtonLink } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { Input, Select, TextArea } from '../../../ui/form/controls';
import { PageHeader, ScreenStack } from '../../../ui/PageHeader';
import { showToast } from '../../../ui/toast/toast';
import { ContentEditor } from './ContentEditor';
import { FeaturedImageField } from './FeaturedImageField';
import { KeptCopyOffer } from './KeptCopyOffer';
import { registerLimited } from './limitedField';
import { PostConflictNotice } from './PostConflictNotice';
import {
  Buttons,
  Columns,
  Form,
  Group,
  Pair,
  PreviewToggle,
  ReadingTimeRow,
} from './PostEditorLayout';
import { PostPreview } from './PostPreview';
import { PostSeoFields } from './PostSeoFields';
import { PostTaxonomyFields } from './PostTaxonomyFields';
import { RevisionsPanel } from './RevisionsPanel';
import { ScheduleField } from './ScheduleField';
import { usePostAutosave } from './usePostAutosave';
import { usePostConflict } from './usePostConflict';
import { usePostSave } from './usePostSave';

/** A slug being typed: lowercase, separators as single hyphens; a trailing one may stay. */
const slugWhileTyping = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+/, '');

/**
 * The post form, new or edit. Saves complete on the device at once (usePostSave); the form is
 * kept on the device as it is typed until the server has it (usePostAutosave).
 */
export function PostEditor(props: {
  post: Post | null;
  categories: readonly Category[];
  tags: readonly Tag[];
}) {
  const { post, categories, tags } = props;
  const isNew = post === null;
  const [opened] = useState<PostFormValues>(() => (post ? postToForm(post) : emptyPostForm()));
  const [showPreview, setShowPreview] = useState(false);
  const conflict = usePostConflict(post);

  const form = useForm<PostFormValues, unknown, PostFormOutput>({
    resolver: valibotResolver(postFormSchema),
    defaultValues: opened,
  });
  const { register, setValue, getValues, formState, control } = form;
  const values = useWatch({ control }) as PostFormValues;
  const errors = formState.errors;
  useUnsavedChanges(formState.isDirty);
  const { offer, restore, discard, rebase, saved } = usePostAutosave(form, post, opened);
  const { saving, submit } = usePostSave(form, conflict.base, isNew, categories, saved);

  // Someone else's save: the edit now starts from it, and the form takes it or keeps mine.
  const loadTheirs = () => {
    const theirs = conflict.settle();
    if (!theirs) return;
    rebase(postToForm(theirs));
    form.setFocus('title');
  };
  const keepMine = () => {
    conflict.settle();
    form.setFocus('title');
  };
  // A save refused for someone else's: the form holds theirs (opened); mine is saved over it.
  const keepMineAfterRefusal = () => {
    restore();
    submit(false);
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

  // A past version's text into the form, saved as any save (so it is a revision itself).
  const restoreRevision = (revision: Revision) => {
    for (const field of ['title', 'excerpt', 'content'] as const)
      setValue(field, revision[field], { shouldDirty: true });
    submit(false);
  };

  // A new post's slug follows its title; an edit's only while it has none.
  const titleField = register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (isNew || !getValues('slug'))
        setValue('slug', slugify(event.target.value), { shouldValidate: false });
    },
  });
  const slugField = register('slug', {
    onChange: (event: { target: { value: string } }) =>
      setValue('slug', slugWhileTyping(event.target.value)),
    onBlur: (event: { target: { value: string } }) => setValue('slug', slugify(event.target.value)),
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
            submit(false);
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
            <Button disabled={saving} onClick={() => submit(true)}>
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
