import { formatInspectionWindowShort, zonedDay, type OpenWindow } from '@altum/domain';
import { useEffect, useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { agendaDayLabel } from '../../inspections/agendaDays';
import { CardForm, CardFormButtons, Muted } from './styles';

const placesLeft = (left: number) => (left === 1 ? '1 place left' : `${left} places left`);

/** The open windows by company day, soonest first. */
function byDay(windows: readonly OpenWindow[]) {
  const days = new Map<string, OpenWindow[]>();
  for (const window of windows) {
    const day = zonedDay(window.start);
    days.set(day, [...(days.get(day) ?? []), window]);
  }
  return [...days.entries()];
}

/**
 * The open windows as one radio group (native radios, one name: arrow keys move between
 * them), by day, each with its places left; the choice is kept while offline and after a
 * refusal, which shows the windows the server offers instead.
 */
export function StaffWindowPicker({
  leadName,
  windows,
  current,
  choice,
  onChoose,
  online,
  busy,
  refusal,
  onBook,
  onClose,
}: {
  leadName: string;
  /** Open windows (a place left), soonest first; the booked one is left out. */
  windows: readonly OpenWindow[] | undefined;
  /** The window booked now (a reschedule), if any. */
  current: { start: Date; end: Date } | null;
  choice: string;
  onChoose: (windowId: string) => void;
  online: boolean;
  busy: boolean;
  refusal: { message: string; nextWindows: OpenWindow[] } | null;
  onBook: (windowId: string) => void;
  onClose: () => void;
}) {
  const first = useRef<HTMLInputElement>(null);
  const loaded = windows !== undefined;
  useEffect(() => {
    // The group takes focus once its windows are there (Tab then leaves it, arrows move in it).
    if (loaded) first.current?.focus();
  }, [loaded]);

  const chosen = windows?.find((window) => window.id === choice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !online || busy) return;
    onBook(chosen.id);
  };
  const action = current ? 'Move to' : 'Book';
  const days = byDay(windows ?? []);
  // The checked radio (else the first) is the group's one Tab stop.
  const focusId = chosen?.id ?? windows?.[0]?.id;

  return (
    <CardForm
      onSubmit={submit}
      aria-label={`${current ? 'Reschedule' : 'Book'} the inspection for ${leadName}`}
      data-testid="booking-panel"
      noValidate
    >
      {current ? <Muted as="p">Booked now: {formatInspectionWindowShort(current)}.</Muted> : null}
      {refusal ? (
        <Alert>
          {refusal.message}
          {refusal.nextWindows.length > 0 ? (
            <>
              {' '}
              Open now:{' '}
              {refusal.nextWindows
                .map(
                  (window) => `${formatInspectionWindowShort(window)} (${placesLeft(window.left)})`,
                )
                .join(', ')}
              .
            </>
          ) : null}
        </Alert>
      ) : null}
      {!loaded ? <Muted as="p">Loading the open windows...</Muted> : null}
      {loaded && days.length === 0 ? (
        <Muted as="p">No window is open in the schedule’s horizon.</Muted>
      ) : null}
      {days.length > 0 ? (
        <Windows>
          <legend>Open windows (Houston time)</legend>
          <Scroll>
            {days.map(([day, list]) => (
              <DayGroup key={day}>
                <legend>{agendaDayLabel(day)}</legend>
                {list.map((window) => (
                  <Choice key={window.id}>
                    <input
                      ref={window.id === focusId ? first : undefined}
                      type="radio"
                      name="inspection-window"
                      value={window.id}
                      checked={window.id === choice}
                      onChange={() => onChoose(window.id)}
                    />
                    <span>
                      <strong>{formatInspectionWindowShort(window)}</strong>{' '}
                      <Muted as="span">{placesLeft(window.left)}</Muted>
                    </span>
                  </Choice>
                ))}
              </DayGroup>
            ))}
          </Scroll>
        </Windows>
      ) : null}
      {online ? null : (
        <Alert tone="warning">
          You’re offline. Booking needs a connection: your choice is kept, book when the connection
          returns.
        </Alert>
      )}
      <CardFormButtons>
        <Button
          type="submit"
          $size="sm"
          aria-disabled={!chosen || !online || busy || undefined}
          aria-busy={busy || undefined}
        >
          {chosen ? `${action} ${formatInspectionWindowShort(chosen)}` : `${action} a window`}
        </Button>
        <Button type="button" $size="sm" $variant="ghost" onClick={onClose}>
          Close
        </Button>
      </CardFormButtons>
    </CardForm>
  );
}

const Windows = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  > legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[1]}px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/* A fortnight of windows stays a part of the card: the list scrolls within it. */
const Scroll = styled.div`
  max-height: 320px;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: 2px;
`;

const DayGroup = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:has(input:checked) {
    background: ${({ theme }) => theme.colors.accentSoft};
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accentText};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
