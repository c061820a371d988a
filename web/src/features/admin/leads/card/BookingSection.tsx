import {
  formatInspectionWindow,
  formatInspectionWindowShort,
  type LeadBooking,
  type OpenWindow,
} from '@altum/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { showToast } from '../../../../ui/toast/toast';
import { BookingRefusal } from '../../booking/bookingRefusal';
import {
  bookForLeadMutation,
  cancelForLeadMutation,
  staffAvailabilityQuery,
} from '../../booking/queries';
import { useOnline } from '../../shell/useOnline';
import type { InboxLeadRow } from '../data/leads';
import { Muted, Section } from './styles';
import { StaffWindowPicker } from './StaffWindowPicker';

/** "Booked Tue 10–12", or "Cancelled: Tue 10–12": the card's and the list's line. */
export function bookingLine(booking: LeadBooking): string {
  const window = formatInspectionWindowShort(booking);
  return booking.status === 'booked' ? `Booked ${window}` : `Cancelled: ${window}`;
}

/**
 * The lead's inspection: the window booked (or cancelled), and for staff working the lead
 * 'Book a window', 'Reschedule' and 'Cancel booking', through the same callables the
 * homeowner uses (the function counts the same capacity).
 */
export function BookingSection({ lead, canBook }: { lead: InboxLeadRow; canBook: boolean }) {
  const headingId = `lead-${lead.id}-booking`;
  const booking = lead.booking;
  return (
    <Section aria-labelledby={headingId} data-testid="lead-booking">
      <h3 id={headingId}>Inspection</h3>
      {booking ? (
        <Line data-status={booking.status} data-testid="lead-booking-line">
          <strong>{bookingLine(booking)}</strong>
          <Muted as="time" dateTime={booking.start.toISOString()}>
            {formatInspectionWindow(booking)}
          </Muted>
        </Line>
      ) : (
        <Muted as="span">Not booked</Muted>
      )}
      {canBook ? <BookingControls lead={lead} /> : null}
    </Section>
  );
}

type Refusal = { message: string; nextWindows: OpenWindow[] };

function BookingControls({ lead }: { lead: InboxLeadRow }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const [open, setOpen] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [choice, setChoice] = useState('');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const booked = lead.booking?.status === 'booked' ? lead.booking : null;
  const name = lead.name || 'this lead';
  const availability = useQuery({ ...staffAvailabilityQuery(), enabled: open });
  const windows = availability.data
    ? availability.data.windows.filter((w) => w.left > 0 && w.id !== booked?.windowId)
    : availability.isError
      ? []
      : undefined;

  // Back to the opener once the picker or the question has gone: after the render that shows
  // it again (a frame may come before that render, so not in one).
  const focusOpener = useRef(false);
  const refocus = () => {
    focusOpener.current = true;
  };
  useEffect(() => {
    if (focusOpener.current && opener.current) {
      focusOpener.current = false;
      opener.current.focus();
    }
  });
  const refused = (error: unknown) => {
    console.error('The booking was refused', error);
    setRefusal(
      error instanceof BookingRefusal
        ? { message: error.message, nextWindows: error.nextWindows }
        : { message: 'The booking could not be changed. Please try again.', nextWindows: [] },
    );
  };
  const book = useMutation({
    ...bookForLeadMutation(queryClient),
    onSuccess: (window) => {
      showToast('success', `Booked ${formatInspectionWindowShort(window)} for ${name}`);
      setOpen(false);
      setChoice('');
      setRefusal(null);
      refocus();
    },
    onError: refused,
  });
  const cancel = useMutation({
    ...cancelForLeadMutation(queryClient),
    onSuccess: () => {
      showToast('success', `Inspection cancelled for ${name}`);
      setConfirmCancel(false);
      setRefusal(null);
      refocus();
    },
    onError: refused,
  });

  if (open) {
    return (
      <StaffWindowPicker
        leadName={name}
        windows={windows}
        current={booked}
        choice={choice}
        onChoose={setChoice}
        online={online}
        busy={book.isPending}
        refusal={refusal}
        onBook={(windowId) => book.mutate({ leadId: lead.id, windowId })}
        onClose={() => {
          setOpen(false);
          setRefusal(null);
          refocus();
        }}
      />
    );
  }
  if (confirmCancel && booked) {
    return (
      <Confirm role="group" aria-label={`Cancel the inspection for ${name}`}>
        <span>
          Cancel the {formatInspectionWindowShort(booked)} inspection? Its place goes back.
        </span>
        {online ? null : <Muted as="span">You’re offline: cancelling needs a connection.</Muted>}
        {refusal ? <Muted as="span">{refusal.message}</Muted> : null}
        <Actions>
          <Button
            type="button"
            $size="sm"
            $variant="danger"
            autoFocus
            aria-disabled={!online || cancel.isPending || undefined}
            aria-busy={cancel.isPending || undefined}
            onClick={() => (online && !cancel.isPending ? cancel.mutate(lead.id) : undefined)}
          >
            Yes, cancel it
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="ghost"
            onClick={() => {
              setConfirmCancel(false);
              setRefusal(null);
              refocus();
            }}
          >
            Keep it
          </Button>
        </Actions>
      </Confirm>
    );
  }
  return (
    <Actions>
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        ref={opener}
        aria-label={`${booked ? 'Reschedule' : 'Book a window'}: ${name}`}
        onClick={() => {
          setRefusal(null);
          setOpen(true);
        }}
      >
        {booked ? 'Reschedule' : 'Book a window'}
      </Button>
      {booked ? (
        <Button
          type="button"
          $size="sm"
          $variant="ghost"
          aria-label={`Cancel booking: ${name}`}
          onClick={() => {
            setRefusal(null);
            setConfirmCancel(true);
          }}
        >
          Cancel booking
        </Button>
      ) : null}
    </Actions>
  );
}

const Line = styled.div`
  display: flex;
  flex-direction: column;
  &[data-status='cancelled'] strong {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[1]}px;
`;

const Confirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.destructive};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.destructiveSoft};
`;
