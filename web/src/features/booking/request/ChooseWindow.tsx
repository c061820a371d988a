import type { OpenWindow } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import type { BookedWindow } from '../bookingAnswers';
import { BOOKING_TEXT } from '../bookingText';
import { useBookingSource } from '../BookingSource';
import { availabilityQuery } from '../queries';
import { CallUsNotice, RefusalNotice } from '../picker/RefusalNotice';
import { NO_WINDOW, WindowPicker } from '../picker/WindowPicker';

/**
 * Books or moves a request's inspection from its page: the picker (without 'No time now': a
 * time is what this is for), then 'Book this time'. A window filled meanwhile offers the
 * next open ones in its place.
 */
export function ChooseWindow(props: {
  leadId: string;
  legend: string;
  /** The booked window's id, when rescheduling: not offered again. */
  current?: string;
  onBooked: (window: BookedWindow) => void;
  /** 'Keep my time': closes the picker without a change. */
  onClose?: () => void;
}) {
  const name = `choose-${useId()}`;
  const source = useBookingSource();
  const availability = useQuery(availabilityQuery(source));
  const [value, setValue] = useState(NO_WINDOW);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ intro: string; windows: OpenWindow[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);

  const windows = (refusal?.windows ?? availability.data?.windows ?? []).filter(
    (w) => w.id !== props.current,
  );

  const book = async () => {
    if (value === NO_WINDOW) return;
    setBusy(true);
    setError(null);
    setLimited(null);
    const answer = await source.book(props.leadId, value);
    setBusy(false);
    setValue(NO_WINDOW);
    if (answer.kind === 'booked') props.onBooked(answer.window);
    else if (answer.kind === 'refused')
      setRefusal({
        intro: answer.reason === 'full' ? BOOKING_TEXT.full : BOOKING_TEXT.gone,
        windows: answer.nextWindows,
      });
    else if (answer.kind === 'limited') setLimited(answer.message);
    else setError(answer.message);
  };

  if (availability.isPending && !refusal) return <p role="status">Loading open times…</p>;
  return (
    <Box>
      <WindowPicker
        name={name}
        legend={props.legend}
        windows={windows}
        value={value}
        onChange={setValue}
        withoutNone
        disabled={busy}
        notice={
          refusal ? (
            <RefusalNotice>{refusal.intro}</RefusalNotice>
          ) : availability.isError ? (
            <Alert tone="warning">{BOOKING_TEXT.windowsUnavailable}</Alert>
          ) : null
        }
      />
      {error && <Alert tone="error">{error}</Alert>}
      {limited && <CallUsNotice message={limited} />}
      <Actions>
        <Button type="button" onClick={() => void book()} disabled={busy || value === NO_WINDOW}>
          {busy ? BOOKING_TEXT.booking : BOOKING_TEXT.bookButton}
        </Button>
        {props.onClose && (
          <Button type="button" $variant="outline" onClick={props.onClose} disabled={busy}>
            Keep my time
          </Button>
        )}
      </Actions>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;
