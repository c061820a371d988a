import {
  formatZonedTime,
  zonedInputToDate,
  type PostFormOutput,
  type PostFormValues,
} from '@altum/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Field } from '../../../ui/form/Field';
import { Input } from '../../../ui/form/controls';

/**
 * The publish time of a scheduled post, typed on the company's clock (America/Chicago)
 * whatever the writer's own zone, and read back in words with the zone, so there is no doubt
 * which 7 am it is. Shown only while the status is 'scheduled'.
 */
export function ScheduleField({
  form,
}: {
  form: UseFormReturn<PostFormValues, unknown, PostFormOutput>;
}) {
  const [status, scheduledAt] = useWatch({
    control: form.control,
    name: ['status', 'scheduledAt'],
  });
  if (status !== 'scheduled') return null;
  const at = zonedInputToDate(scheduledAt ?? '');
  return (
    <Field
      label="Publish time (Chicago time)"
      required
      hint={at ? `Goes live ${formatZonedTime(at)}.` : 'Central Time, as the office keeps it.'}
      error={form.formState.errors.scheduledAt?.message}
    >
      {(control) => <Input {...control} {...form.register('scheduledAt')} type="datetime-local" />}
    </Field>
  );
}
