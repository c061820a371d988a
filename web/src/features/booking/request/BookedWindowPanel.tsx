import { BOOKING_MESSAGES, formatInspectionWindow } from '@altum/domain';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import type { BookedWindow } from '../bookingAnswers';
import { useBookingSource } from '../BookingSource';
import { CallUsNotice } from '../picker/RefusalNotice';
import { ChooseWindow } from './ChooseWindow';

/**
 * The booked window with Reschedule (the picker again) and Cancel (after a confirmation),
 * offered until the earliest-notice limit; after it, the office's phone is the way.
 */
export function BookedWindowPanel(props: {
  leadId: string;
  window: BookedWindow;
  changeable: boolean;
  choosing: boolean;
  onChoose: (choosing: boolean) => void;
  onBooked: (window: BookedWindow) => void;
  onCancelled: () => void;
}) {
  const source = useBookingSource();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [limited, setLimited] = useState<string | null>(null);
  const when = formatInspectionWindow(props.window);

  const cancel = async () => {
    setBusy(true);
    setError(null);
    setLimited(null);
    const answer = await source.cancel(props.leadId);
    setBusy(false);
    setConfirming(false);
    if (answer.kind === 'cancelled') props.onCancelled();
    else if (answer.kind === 'limited') setLimited(answer.message);
    else setError(answer.message);
  };

  return (
    <Box aria-labelledby="request-window">
      <h2 id="request-window">Your inspection</h2>
      <When>{when}</When>
      {error && <Alert tone="error">{error}</Alert>}
      {limited && <CallUsNotice message={limited} />}
      {!props.changeable ? (
        <p>{BOOKING_MESSAGES.tooLate}</p>
      ) : props.choosing ? (
        <ChooseWindow
          leadId={props.leadId}
          legend="Pick a new time"
          current={props.window.id}
          onBooked={props.onBooked}
          onClose={() => props.onChoose(false)}
        />
      ) : (
        <Actions>
          <Button type="button" onClick={() => props.onChoose(true)}>
            Reschedule
          </Button>
          <Button type="button" $variant="outline" onClick={() => setConfirming(true)}>
            Cancel inspection
          </Button>
        </Actions>
      )}
      <Dialog
        open={confirming}
        onClose={() => !busy && setConfirming(false)}
        title="Cancel this inspection?"
        description={`${when}. Its place goes to someone else; you can book another time afterwards.`}
      >
        <DialogActions>
          <Button
            type="button"
            $variant="outline"
            onClick={() => setConfirming(false)}
            disabled={busy}
          >
            Keep it
          </Button>
          <Button type="button" $variant="danger" onClick={() => void cancel()} disabled={busy}>
            {busy ? 'Cancelling…' : 'Cancel inspection'}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const When = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;
