import { formatClock } from '@altum/domain';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { Input } from '../../../ui/form/controls';
import { WEEKDAY_NAMES, type WindowRow } from './scheduleValues';

/** "Monday 8:00 AM window": how a window's fields and its remove button are named. */
export const windowName = (row: WindowRow) =>
  `${WEEKDAY_NAMES[row.weekday]} ${row.start ? formatClock(row.start) : 'new'} window`;

/** One weekly window of the schedule form: its start, end and places, and its removal. */
export function WindowFields({
  row,
  errors,
  onChange,
  onRemove,
}: {
  row: WindowRow;
  errors: { start?: string; end?: string; capacity?: string };
  onChange: (patch: Partial<WindowRow>) => void;
  onRemove: () => void;
}) {
  return (
    <Row role="group" aria-label={windowName(row)} data-testid="schedule-window">
      <Field label="Starts" error={errors.start}>
        {(control) => (
          <Input
            {...control}
            data-start={row.key}
            type="time"
            step={900}
            value={row.start}
            onChange={(event) => onChange({ start: event.target.value })}
          />
        )}
      </Field>
      <Field label="Ends" error={errors.end}>
        {(control) => (
          <Input
            {...control}
            type="time"
            step={900}
            value={row.end}
            onChange={(event) => onChange({ end: event.target.value })}
          />
        )}
      </Field>
      <Field label="Places" error={errors.capacity}>
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            max={20}
            value={row.capacity}
            onChange={(event) => onChange({ capacity: event.target.value })}
          />
        )}
      </Field>
      <RemoveButton
        type="button"
        $size="sm"
        $variant="ghost"
        data-remove={row.key}
        aria-label={`Remove ${windowName(row)}`}
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
