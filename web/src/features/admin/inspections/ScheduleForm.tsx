import { DEFAULT_INSPECTION_SCHEDULE, type InspectionSchedule } from '@altum/domain';
import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Field, FieldError } from '../../../ui/form/Field';
import { Input } from '../../../ui/form/controls';
import { Muted } from '../../../ui/Typography';
import { WaitingToSync } from '../posts/WaitingToSync';
import { WindowFields } from './WindowFields';
import {
  newRowKey,
  readScheduleForm,
  toFormValues,
  WEEK,
  WEEKDAY_NAMES,
  type ScheduleFormErrors,
  type ScheduleFormValues,
  type WindowRow,
} from './scheduleValues';

const NO_ERRORS: ScheduleFormErrors = { windows: {} };

const hasErrors = (errors: ScheduleFormErrors) =>
  Object.keys(errors.windows).length > 0 ||
  Boolean(
    errors.windowsAll || errors.blackoutDays || errors.earliestNoticeHours || errors.horizonDays,
  );

/**
 * The weekly windows (by day, Monday first), each with its places; blackout days; the
 * earliest notice and the horizon. Checked by the domain's schema on save; the first field
 * with an error takes focus. A schedule saved elsewhere replaces an untouched form.
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
  const [values, setValues] = useState<ScheduleFormValues>(() => toFormValues(schedule));
  const [seen, setSeen] = useState(schedule);
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<ScheduleFormErrors>(NO_ERRORS);
  const [blackoutDraft, setBlackoutDraft] = useState('');
  const [blackoutError, setBlackoutError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  /**
   * What takes focus once the change it follows is on screen: in the same commit, so focus
   * never falls to the page while a removed button is gone and the next is not yet focused.
   */
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    const selector = focusNext.current;
    if (selector === null) return;
    focusNext.current = null;
    form.current?.querySelector<HTMLElement>(selector)?.focus();
  });
  if (seen !== schedule) {
    setSeen(schedule);
    if (!dirty) setValues(toFormValues(schedule));
  }

  const change = (next: (current: ScheduleFormValues) => ScheduleFormValues) => {
    setDirty(true);
    setValues(next);
  };
  const changeRow = (key: string, patch: Partial<WindowRow>) =>
    change((current) => ({
      ...current,
      windows: current.windows.map((row) => (row.key === key ? { ...row, ...patch } : row)),
    }));

  const addWindow = (weekday: number) => {
    const key = newRowKey();
    change((current) => ({
      ...current,
      windows: [...current.windows, { key, weekday, start: '', end: '', capacity: '1' }],
    }));
    focusNext.current = `[data-start="${key}"]`;
  };

  const removeWindow = (row: WindowRow) => {
    const list = values.windows.filter((other) => other.weekday === row.weekday);
    const next = list[list.indexOf(row) + 1] ?? list[list.indexOf(row) - 1];
    change((current) => ({
      ...current,
      windows: current.windows.filter((other) => other.key !== row.key),
    }));
    // Focus stays in the day: on the next window's remove button, else the day's add button.
    focusNext.current = next ? `[data-remove="${next.key}"]` : `[data-add-day="${row.weekday}"]`;
  };

  const addBlackoutDay = () => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(blackoutDraft)) {
      setBlackoutError('Choose a day first.');
      return;
    }
    setBlackoutError(undefined);
    change((current) => ({
      ...current,
      blackoutDays: [...new Set([...current.blackoutDays, blackoutDraft])].sort(),
    }));
    setBlackoutDraft('');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readScheduleForm(values);
    if ('errors' in read) {
      setErrors(read.errors);
      focusNext.current = '[aria-invalid="true"]';
      return;
    }
    setErrors(NO_ERRORS);
    setDirty(false);
    onSave(read.schedule);
  };

  const resetToDefaults = () => {
    setErrors(NO_ERRORS);
    change(() => toFormValues(DEFAULT_INSPECTION_SCHEDULE));
  };

  return (
    <Form ref={form} onSubmit={submit} noValidate aria-labelledby="schedule-heading">
      <HeadingRow>
        <h2 id="schedule-heading">Schedule</h2>
        {pending ? <WaitingToSync /> : null}
      </HeadingRow>
      <Muted>
        Windows on Houston’s clock. Places: how many inspections can run at once in a window (0
        closes it). {saved ? null : 'Nothing saved yet: the default schedule below is in force.'}
      </Muted>
      {hasErrors(errors) ? (
        <Alert>Check the schedule: the fields marked below need a change.</Alert>
      ) : null}
      {errors.windowsAll ? <FieldError>{errors.windowsAll}</FieldError> : null}
      <Days>
        {WEEK.map((weekday) => {
          const rows = values.windows.filter((row) => row.weekday === weekday);
          const name = WEEKDAY_NAMES[weekday];
          return (
            <Day key={weekday} data-testid={`schedule-day-${weekday}`}>
              <legend>{name}</legend>
              {rows.length === 0 ? <Muted as="p">No windows: closed.</Muted> : null}
              {rows.map((row) => (
                <WindowFields
                  key={row.key}
                  row={row}
                  errors={errors.windows[row.key] ?? {}}
                  onChange={(patch) => changeRow(row.key, patch)}
                  onRemove={() => removeWindow(row)}
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
          error={errors.earliestNoticeHours}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="decimal"
              min={0}
              max={168}
              step={0.5}
              value={values.earliestNoticeHours}
              onChange={(event) =>
                change((current) => ({ ...current, earliestNoticeHours: event.target.value }))
              }
            />
          )}
        </Field>
        <Field
          label="Horizon (days)"
          hint="How many days ahead can be booked, today included."
          error={errors.horizonDays}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              max={90}
              value={values.horizonDays}
              onChange={(event) =>
                change((current) => ({ ...current, horizonDays: event.target.value }))
              }
            />
          )}
        </Field>
      </Limits>
      <Blackout aria-labelledby="blackout-heading">
        <h3 id="blackout-heading">Blackout days</h3>
        <Muted as="p">Days on which nothing can be booked (holidays, training).</Muted>
        {values.blackoutDays.length > 0 ? (
          <Chips aria-label="Blackout days">
            {values.blackoutDays.map((day) => (
              <li key={day}>
                <time dateTime={day}>{day}</time>
                <Button
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  aria-label={`Remove blackout day ${day}`}
                  onClick={() =>
                    change((current) => ({
                      ...current,
                      blackoutDays: current.blackoutDays.filter((other) => other !== day),
                    }))
                  }
                >
                  Remove
                </Button>
              </li>
            ))}
          </Chips>
        ) : null}
        {errors.blackoutDays ? <FieldError>{errors.blackoutDays}</FieldError> : null}
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
        {dirty ? <Muted as="span">Unsaved changes</Muted> : null}
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
