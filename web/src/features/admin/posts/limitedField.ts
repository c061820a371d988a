import { cutTo, type PostFormOutput, type PostFormValues } from '@altum/domain';
import type { UseFormReturn } from 'react-hook-form';

/** A text field registered so that typing or pasting past its limit keeps only what fits. */
export const registerLimited = (
  form: UseFormReturn<PostFormValues, unknown, PostFormOutput>,
  name: 'excerpt' | 'seoTitle' | 'seoDescription',
  limit: number,
) =>
  form.register(name, {
    onChange: (event: { target: { value: string } }) =>
      form.setValue(name, cutTo(event.target.value, limit)),
  });
