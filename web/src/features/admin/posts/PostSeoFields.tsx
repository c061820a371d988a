import { BLOG_LIMITS, type PostFormOutput, type PostFormValues } from '@altum/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../ui/form/Field';
import { Input, TextArea } from '../../../ui/form/controls';
import { registerLimited } from './limitedField';

/** What search engines show of the post: its title, description and keywords. */
export function PostSeoFields({
  form,
}: {
  form: UseFormReturn<PostFormValues, unknown, PostFormOutput>;
}) {
  const [seoTitle, seoDescription] = useWatch({
    control: form.control,
    name: ['seoTitle', 'seoDescription'],
  });
  const errors = form.formState.errors;
  return (
    <>
      <h2>Search engines</h2>
      <Field
        label="SEO title"
        count={{ value: seoTitle.length, max: BLOG_LIMITS.seoTitle }}
        error={errors.seoTitle?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...registerLimited(form, 'seoTitle', BLOG_LIMITS.seoTitle)}
            maxLength={BLOG_LIMITS.seoTitle}
          />
        )}
      </Field>
      <Field
        label="SEO description"
        count={{ value: seoDescription.length, max: BLOG_LIMITS.seoDescription }}
        error={errors.seoDescription?.message}
      >
        {(control) => (
          <TextArea
            {...control}
            {...registerLimited(form, 'seoDescription', BLOG_LIMITS.seoDescription)}
            maxLength={BLOG_LIMITS.seoDescription}
            rows={3}
          />
        )}
      </Field>
      <Field
        label="SEO keywords"
        hint="Separate keywords with commas."
        error={errors.seoKeywords?.message}
      >
        {(control) => <Input {...control} {...form.register('seoKeywords')} />}
      </Field>
    </>
  );
}
