import { formatClock, type InspectionSchedule } from '@altum/domain';
import { useWatch, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { Input } from '../../../ui/form/controls';
import { WEEKDAY_NAMES, type ScheduleFormValues, type WindowRow } from './scheduleValues';

/** "Monday 8:00 AM window": how a window's fields and its remove button are named. */
export const windowName = (row: Pick<WindowRow, 'weekday' | 'start'>) =>
  `${WEEKDAY_NAMES[row.weekday]} ${row.start ? formatClock(row.start) : 'new'} window`;

/**
 * One weekly window of the schedule form (the `index`th of its windows): its start, end and
 * places, and its removal. `data-start` and `data-remove` carry the index, for focus.
 */
export function WindowFields({
  form,
  index,
  weekday,
  errors,
  onRemove,
}: {
  form: UseFormReturn<ScheduleFormValues, unknown, InspectionSchedule>;
  index: number;
  weekday: number;
  errors: FieldErrors<WindowRow> | undefined;
  onRemove: () => void;
}) {
  const { register, control } = form;
  // The name follows the start as it is typed.
  const start = useWatch({ control, name: `windows.${index}.start` });
  const name = windowName({ weekday, start });
  return (
    <Row role="group" aria-label={name} data-testid="schedule-window">
      <Field label="Starts" error={errors?.start?.message}>
        {(control) => (
          <Input
            {...control}
            {...register(`windows.${index}.start`)}
            data-start={index}
            type="time"
            step={900}
          />
        )}
      </Field>
      <Field label="Ends" error={errors?.end?.message}>
        {(control) => (
          <Input {...control} {...register(`windows.${index}.end`)} type="time" step={900} />
        )}
      </Field>
      <Field label="Places" error={errors?.capacity?.message}>
        {(control) => (
          <Input
            {...control}
            {...register(`windows.${index}.capacity`)}
            type="number"
            inputMode="numeric"
            min={0}
            max={20}
          />
        )}
      </Field>
      <RemoveButton
        type="button"
        $size="sm"
        $variant="ghost"
        data-remove={index}
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        Remove
      </RemoveButton>
    </Row>
  );
}

/* A window's fields on one line (on a phone: its times, then its places); after a day's first
   window their labels are read, not shown, where the fields line up under them. */
const Row = styled.div`
  align-self: stretch;
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: end;
  gap: ${({ theme }) => theme.space[2]}px;
  & + & {
    padding-top: ${({ theme }) => theme.space[2]}px;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) 4.5rem auto;
    & + & {
      padding-top: 0;
      border-top: 0;
    }
    & + & label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
  input {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding-left: ${({ theme }) => theme.space[2]}px;
    padding-right: ${({ theme }) => theme.space[1]}px;
  }
`;

const RemoveButton = styled(Button)`
  justify-self: start;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  color: ${({ theme }) => theme.colors.destructive};
`;
