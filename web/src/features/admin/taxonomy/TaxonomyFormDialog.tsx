import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  slugAfterNameChange,
  slugify,
  TAXONOMY_LIMITS,
  taxonomyFormSchema,
  type TaxonomyInput,
  type TaxonomyValues,
} from '@altum/domain';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { Field } from '../../../ui/form/Field';
import { Input, TextArea } from '../../../ui/form/controls';
import type { KindConfig, TaxonomyItem } from './kinds';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

export interface TaxonomyFormDialogProps {
  config: KindConfig;
  /** The item being edited; null for a new one. */
  item: TaxonomyItem | null;
  /** Every item of the kind, to refuse a slug another one holds before asking the server. */
  items: readonly TaxonomyItem[];
  saving: boolean;
  onClose: () => void;
  /** Saves; resolves to an error for the slug field, if the slug was refused. */
  onSave: (values: TaxonomyValues) => Promise<string | null>;
}

/** Create or edit a category or a tag: name and slug (and a category's description). */
export function TaxonomyFormDialog({
  config,
  item,
  items,
  saving,
  onClose,
  onSave,
}: TaxonomyFormDialogProps) {
  const isNew = item === null;
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    control,
    formState: { errors },
  } = useForm<TaxonomyInput, unknown, TaxonomyValues>({
    resolver: valibotResolver(taxonomyFormSchema),
    defaultValues: {
      name: item?.name ?? '',
      slug: item?.slug ?? '',
      description: item?.description ?? '',
    },
  });
  const name = register('name', {
    // Spec section 4: the slug follows the name while it is empty or the item is new.
    onChange: (event: { target: { value: string } }) =>
      setValue('slug', slugAfterNameChange(event.target.value, getValues('slug'), isNew)),
  });
  // Typed slugs are normalised when the field is left (and again on save): normalising on
  // each key would eat the hyphen just typed between two words.
  const slug = register('slug', {
    onBlur: (event: { target: { value: string } }) =>
      setValue('slug', slugify(event.target.value), { shouldValidate: Boolean(errors.slug) }),
  });
  const description = useWatch({ control, name: 'description' });

  const submit = handleSubmit(async (values) => {
    setValue('slug', values.slug);
    const taken = items.some((other) => other.slug === values.slug && other.id !== item?.id);
    const slugError = taken ? config.messages.slugTaken : await onSave(values);
    if (slugError) setError('slug', { message: slugError }, { shouldFocus: true });
  });

  const kind = config.singular.toLowerCase();
  return (
    <Dialog
      open
      onClose={() => {
        if (!saving) onClose();
      }}
      title={isNew ? `New ${kind}` : `Edit ${kind}`}
    >
      <Form onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Name" required error={errors.name?.message}>
          {(control) => (
            // The dialog opens on its first field (Headless UI focuses the marked element).
            <Input
              {...control}
              {...name}
              data-autofocus
              autoComplete="off"
              maxLength={TAXONOMY_LIMITS.name}
            />
          )}
        </Field>
        <Field
          label="Slug"
          required
          hint="Lowercase words joined by hyphens; it appears in the page address."
          error={errors.slug?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...slug}
              autoComplete="off"
              spellCheck={false}
              maxLength={TAXONOMY_LIMITS.slug}
            />
          )}
        </Field>
        {config.hasDescription ? (
          <Field
            label="Description"
            hint="Shown under the category's name on its blog page."
            error={errors.description?.message}
            count={{ value: description.length, max: TAXONOMY_LIMITS.description }}
          >
            {(control) => (
              <TextArea
                {...control}
                {...register('description')}
                rows={3}
                maxLength={TAXONOMY_LIMITS.description}
              />
            )}
          </Field>
        ) : null}
        <DialogActions>
          <Button type="button" $variant="ghost" $size="sm" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" $size="sm" disabled={saving}>
            {saving ? 'Saving...' : isNew ? `Create ${kind}` : 'Save changes'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
