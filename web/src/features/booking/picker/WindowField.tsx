import { formatInspectionWindow, requestPath, type OpenWindow } from '@altum/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import type { BookedWindow } from '../bookingAnswers';
import {
  BOOKING_TEXT,
  bookedText,
  queuedWithWindow,
  waitingBookedText,
  waitingRefusedText,
} from '../bookingText';
import { updateMyRequest } from '../myRequest';
import { useBookingSource } from '../BookingSource';
import { availabilityQuery, bookingKeys } from '../queries';
import { bookWaitingWindow } from '../waitingBooking';
import type { SentRequest, WindowSlotProps } from '../windowChoice';
import { CallUsNotice, RefusalNotice } from './RefusalNotice';
import { NO_WINDOW, WindowPicker } from './WindowPicker';

/** Where the field stands: choosing in the form, then the thank-you step of a sent request. */
type Step =
  | { kind: 'choosing' }
  | { kind: 'booking'; leadId: string }
  | { kind: 'booked'; leadId: string; window: BookedWindow; message?: string }
  /** Pick (again): after a request sent without a window, or a refusal with the next ones. */
  | { kind: 'pick'; leadId: string; reason: 'sent' | 'full' | 'gone'; offered?: OpenWindow[] }
  | { kind: 'queued'; leadId: string; window?: string }
  /** Refused by a bound (bounds.ts): the request stands, the form keeps what was typed. */
  | { kind: 'limited'; leadId: string; message: string }
  | { kind: 'willCall'; leadId: string; message: string };

/**
 * The lead form's window picker and, once the request is sent, its thank-you step: the
 * booking, or the picker again (a request sent without a window; a window that filled
 * meanwhile, with the next open ones). Loaded after the app starts (WindowSlot.tsx).
 */
export default function WindowField({ bind, resetForm }: WindowSlotProps) {
  const source = useBookingSource();
  const name = `window-${useId()}`;
  const queryClient = useQueryClient();
  const availability = useQuery(availabilityQuery(source));
  const [value, setChosen] = useState(NO_WINDOW);
  // What a submit reads: the choice and the windows as they are at that moment.
  const chosen = useRef(NO_WINDOW);
  const setValue = (id: string) => {
    chosen.current = id;
    setChosen(id);
  };
  const [step, setStep] = useState<Step>({ kind: 'choosing' });
  /** The form kept what was typed (a refusal): clear it once a choice is settled. */
  const kept = useRef(false);
  const shownWindows = useRef<readonly OpenWindow[]>([]);
  useEffect(() => {
    shownWindows.current = availability.data?.windows ?? [];
  }, [availability.data]);

  const refreshPlaces = () =>
    void queryClient.invalidateQueries({ queryKey: bookingKeys.availability() });

  const settle = (next: Step) => {
    setStep(next);
    if (next.kind !== 'pick' && kept.current) {
      kept.current = false;
      resetForm();
    }
  };

  /** Books a window for a request that is on the server; true when the form may reset. */
  const book = async (leadId: string, windowId: string): Promise<boolean> => {
    setStep({ kind: 'booking', leadId });
    const answer = await source.book(leadId, windowId);
    refreshPlaces();
    setValue(NO_WINDOW);
    switch (answer.kind) {
      case 'booked':
        updateMyRequest(leadId, (request) => ({ ...request, window: answer.window }));
        settle({ kind: 'booked', leadId, window: answer.window });
        return true;
      case 'refused':
        setStep({ kind: 'pick', leadId, reason: answer.reason, offered: answer.nextWindows });
        return false;
      case 'limited':
        setStep({ kind: 'limited', leadId, message: answer.message });
        return false;
      case 'failed':
        settle({ kind: 'willCall', leadId, message: answer.message });
        return true;
    }
  };

  const sent = async (request: SentRequest): Promise<'reset' | 'keep'> => {
    const windowId = chosen.current;
    const windows = shownWindows.current;
    const { leadId } = request;
    setValue(NO_WINDOW);
    if (request.quiet || windowId === NO_WINDOW) {
      setStep(
        request.queued ? { kind: 'queued', leadId } : { kind: 'pick', leadId, reason: 'sent' },
      );
      return 'reset';
    }
    if (request.queued) {
      const chosen = windows.find((w) => w.id === windowId);
      if (!chosen) {
        setStep({ kind: 'queued', leadId });
        return 'reset';
      }
      const waiting = { id: chosen.id, start: chosen.start, end: chosen.end };
      updateMyRequest(leadId, (r) => ({ ...r, waitingWindow: waiting }));
      setStep({ kind: 'queued', leadId, window: formatInspectionWindow(chosen) });
      // Booked as soon as the request arrives, if this page is still open (else by the next
      // page that opens: QueuedLeadDelivery).
      void bookWaitingWindow(() => request.delivered ?? Promise.resolve(), source)
        .then((outcome) => {
          if (outcome.kind !== 'answered') return;
          refreshPlaces();
          const { answer, window } = outcome;
          if (answer.kind === 'booked')
            setStep({
              kind: 'booked',
              leadId,
              window: answer.window,
              message: waitingBookedText(window),
            });
          else if (answer.kind === 'limited')
            setStep({ kind: 'limited', leadId, message: answer.message });
          else if (!(answer.kind === 'failed' && answer.offline))
            setStep({ kind: 'willCall', leadId, message: waitingRefusedText(window) });
        })
        .catch((error: unknown) => console.error('Booking the waiting window failed', error));
      return 'reset';
    }
    const reset = await book(leadId, windowId);
    if (!reset) kept.current = true;
    return reset ? 'reset' : 'keep';
  };

  // The form calls the latest `sent` (it reads this render's state).
  const sentRef = useRef(sent);
  useEffect(() => {
    sentRef.current = sent;
  });
  useEffect(() => {
    bind({ sent: (request) => sentRef.current(request) });
    return () => bind(null);
  }, [bind]);

  const openWindows = availability.data?.windows ?? [];
  const loadFailed = availability.isError;

  if (step.kind === 'choosing') {
    if (availability.isPending) return null;
    return (
      <WindowPicker
        name={name}
        legend={BOOKING_TEXT.pickLegend}
        windows={openWindows}
        value={value}
        onChange={setValue}
        notice={
          loadFailed ? (
            <Note>{BOOKING_TEXT.windowsUnavailable}</Note>
          ) : openWindows.every((w) => w.left <= 0) ? (
            <Note>{BOOKING_TEXT.noneOpen}</Note>
          ) : null
        }
      />
    );
  }

  const requestLink = (
    // A plain link: the request page is the app shell's (and opens offline from the precache).
    <a href={requestPath(step.leadId)}>{BOOKING_TEXT.seeRequest}</a>
  );

  if (step.kind === 'pick') {
    const offered = step.offered ?? openWindows;
    const intro =
      step.reason === 'full'
        ? BOOKING_TEXT.full
        : step.reason === 'gone'
          ? BOOKING_TEXT.gone
          : BOOKING_TEXT.sentNoWindow;
    return (
      <Panel aria-label="Your inspection time">
        <WindowPicker
          name={name}
          legend={BOOKING_TEXT.pickAgainLegend}
          windows={offered}
          value={value}
          onChange={setValue}
          notice={
            step.reason === 'sent' ? (
              <Alert tone="info">{intro}</Alert>
            ) : (
              <RefusalNotice>{intro}</RefusalNotice>
            )
          }
        />
        <Button
          type="button"
          $block
          onClick={() =>
            value === NO_WINDOW
              ? settle({ kind: 'willCall', leadId: step.leadId, message: BOOKING_TEXT.willCall })
              : void book(step.leadId, value)
          }
        >
          {value === NO_WINDOW ? BOOKING_TEXT.noTimeButton : BOOKING_TEXT.bookButton}
        </Button>
        <p>{requestLink}</p>
      </Panel>
    );
  }

  if (step.kind === 'limited')
    return (
      <Panel aria-label="Your inspection time">
        <CallUsNotice message={step.message} />
        <p>{requestLink}</p>
      </Panel>
    );

  return (
    <Panel aria-label="Your inspection time">
      <Alert tone="info">
        {step.kind === 'booking' && BOOKING_TEXT.booking}
        {step.kind === 'booked' &&
          (step.message ?? bookedText(formatInspectionWindow(step.window)))}
        {step.kind === 'queued' &&
          (step.window ? queuedWithWindow(step.window) : BOOKING_TEXT.queuedNoWindow)}
        {step.kind === 'willCall' && step.message}
      </Alert>
      {step.kind !== 'booking' && <p>{requestLink}</p>}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
