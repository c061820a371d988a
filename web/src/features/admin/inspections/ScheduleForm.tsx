import { DEFAULT_INSPECTION_SCHEDULE, type InspectionSchedule } from '@altum/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Field, FieldError } from '../../../ui/form/Field';
import { Input } from '../../../ui/form/controls';
import { Muted } from '../../../ui/Typography';
import { WaitingToSync } from '../posts/WaitingToSync';
import { WindowFields } from './WindowFields';
import {
  scheduleResolver,
  toFormValues,
  WEEK,
  WEEKDAY_NAMES,
  type ScheduleFormValues,
} from './scheduleValues';

/**
 * The weekly windows (by day, Monday first), each with its places; blackout days; the
 * earliest notice and the horizon. Checked by the domain's schema on save; the first field
 * with an error takes focus. A schedule saved elsewhere replaces a form with no unsaved change.
 */
export function ScheduleForm({
  schedule,
  saved,
  pending,
  saving,
  onSave,
}: {
  schedule: InspectionSchedule;
  /** Whether a schedule was ever saved (else the default is in force). */
  saved: boolean;
  /** A save kept on this device, not yet on the server. */
  pending: boolean;
  saving: boolean;
  onSave: (schedule: InspectionSchedule) => void;
}) {
  const form = useForm<ScheduleFormValues, unknown, InspectionSchedule>({
    resolver: scheduleResolver,
    defaultValues: toFormValues(schedule),
    // The errors of a save stay until the next save, rather than changing at each key.
    reValidateMode: 'onSubmit',
    // Focus goes to the first field in error in the page's order (below), which is not the
    // windows' order in the form: a window added to Monday is the last of the list.
    shouldFocusError: false,
  });
  const { control, register, handleSubmit, reset, setValue, getValues, formState } = form;
  const { errors, isDirty } = formState;
  const { fields, append, remove } = useFieldArray({ control, name: 'windows' });
  const blackoutDays = useWatch({ control, name: 'blackoutDays' });
  const [blackoutDraft, setBlackoutDraft] = useState('');
  const [blackoutError, setBlackoutError] = useState<string | undefined>();
  const formElement = useRef<HTMLFormElement>(null);
  /**
   * What takes focus once the change it follows is on screen: in the same commit, so focus
   * never falls to the page while a removed button is gone and the next is not yet focused.
   */
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const selector = focusNext.current;
    if (selector === null) return;
    focusNext.current = null;
    formElement.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  // The schedule the form was last filled from: one that arrives while the form holds
  // unsaved changes is passed over, as the changes will be saved over it.
  const shown = useRef(schedule);
  useEffect(() => {
    if (shown.current === schedule) return;
    shown.current = schedule;
    if (!isDirty) reset(toFormValues(schedule));
  }, [schedule, isDirty, reset]);

  const addWindow = (weekday: number) =>
    append(
      { weekday, start: '', end: '', capacity: '1' },
      { focusName: `windows.${fields.length}.start` },
    );

  const removeWindow = (index: number, weekday: number) => {
    const day = fields.flatMap((field, at) => (field.weekday === weekday ? [at] : []));
    const next = day[day.indexOf(index) + 1] ?? day[day.indexOf(index) - 1];
    remove(index);
    // Focus stays in the day: on the next window's remove button, else the day's add button.
    focusNext.current =
      next === undefined
        ? `[data-add-day="${weekday}"]`
        : `[data-remove="${next > index ? next - 1 : next}"]`;
  };

  const setBlackoutDays = (days: string[]) => setValue('blackoutDays', days, { shouldDirty: true });

  const addBlackoutDay = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(blackoutDraft)) {
      setBlackoutError('Choose a day first.');
      return;
    }
    setBlackoutError(undefined);
    setBlackoutDays([...new Set([...getValues('blackoutDays'), blackoutDraft])].sort());
    setBlackoutDraft('');
  };

  const save = (next: InspectionSchedule) => {
    // What is saved is the form's new starting point: no longer unsaved.
    reset(getValues(), { keepValues: true });
    onSave(next);
  };
  const showRefusal = () => {
    focusNext.current = '[aria-invalid="true"]';
  };

  const resetToDefaults = () =>
    reset(toFormValues(DEFAULT_INSPECTION_SCHEDULE), { keepDefaultValues: true });

  return (
    <Form
      ref={formElement}
      onSubmit={(event) => void handleSubmit(save, showRefusal)(event)}
      noValidate
      aria-labelledby="schedule-heading"
    >
      <HeadingRow>
        <h2 id="schedule-heading">Schedule</h2>
        {pending ? <WaitingToSync /> : null}
      </HeadingRow>
      <Muted>
        Windows on Houston’s clock. Places: how many inspections can run at once in a window (0
        closes it). {saved ? null : 'Nothing saved yet: the default schedule below is in force.'}
      </Muted>
      {Object.keys(errors).length > 0 ? (
        <Alert>Check the schedule: the fields marked below need a change.</Alert>
      ) : null}
      {errors.windows?.root ? <FieldError>{errors.windows.root.message}</FieldError> : null}
      <Days>
        {WEEK.map((weekday) => {
          const name = WEEKDAY_NAMES[weekday];
          const rows = fields.flatMap((field, index) =>
            field.weekday === weekday ? [{ field, index }] : [],
          );
          return (
            <Day key={weekday} data-testid={`schedule-day-${weekday}`}>
              <legend>{name}</legend>
              {rows.length === 0 ? <Muted as="p">No windows: closed.</Muted> : null}
              {rows.map(({ field, index }) => (
                <WindowFields
                  key={field.id}
                  form={form}
                  index={index}
                  weekday={weekday}
                  errors={errors.windows?.[index]}
                  onRemove={() => removeWindow(index, weekday)}
                />
              ))}
              <Button
                type="button"
                $size="sm"
                $variant="ghost"
                data-add-day={weekday}
                onClick={() => addWindow(weekday)}
              >
                Add a window on {name}
              </Button>
            </Day>
          );
        })}
      </Days>
      <Limits>
        <Field
          label="Earliest notice (hours)"
          hint="How soon a homeowner may book ahead. Staff booking by phone may go sooner."
          error={errors.earliestNoticeHours?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('earliestNoticeHours')}
              type="number"
              inputMode="decimal"
              min={0}
              max={168}
              step={0.5}
            />
          )}
        </Field>
        <Field
          label="Horizon (days)"
          hint="How many days ahead can be booked, today included."
          error={errors.horizonDays?.message}
        >
          {(control) => (
            <Input
              {...control}
              {...register('horizonDays')}
              type="number"
              inputMode="numeric"
              min={1}
              max={90}
            />
          )}
        </Field>
      </Limits>
      <Blackout aria-labelledby="blackout-heading">
        <h3 id="blackout-heading">Blackout days</h3>
        <Muted as="p">Days on which nothing can be booked (holidays, training).</Muted>
        {blackoutDays.length > 0 ? (
          <Chips aria-label="Blackout days">
            {blackoutDays.map((day) => (
              <li key={day}>
                <time dateTime={day}>{day}</time>
                <Button
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  aria-label={`Remove blackout day ${day}`}
                  onClick={() => setBlackoutDays(blackoutDays.filter((other) => other !== day))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </Chips>
        ) : null}
        {errors.blackoutDays ? <FieldError>{errors.blackoutDays.message}</FieldError> : null}
        <AddDay>
          <Field label="Add a blackout day" error={blackoutError}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={blackoutDraft}
                onChange={(event) => setBlackoutDraft(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the day rather than saving the whole schedule.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    addBlackoutDay();
                  }
                }}
              />
            )}
          </Field>
          <Button type="button" $size="sm" $variant="secondary" onClick={addBlackoutDay}>
            Add day
          </Button>
        </AddDay>
      </Blackout>
      <Actions>
        <Button type="submit" aria-busy={saving || undefined}>
          Save schedule
        </Button>
        <Button type="button" $variant="ghost" onClick={resetToDefaults}>
          Back to the defaults
        </Button>
        {isDirty ? <Muted as="span">Unsaved changes</Muted> : null}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Days = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Day = styled.fieldset`
  margin: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  p {
    margin: 0;
  }
`;

const Limits = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Blackout = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  p {
    margin: 0;
  }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    padding-left: ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
`;

const AddDay = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
  > :first-child {
    flex: 0 1 220px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;
