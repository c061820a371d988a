/**
 * A window chosen while offline is booked once the request is on the server, from whichever
 * page opens first (the form's own page, or QueuedLeadDelivery after a reload).
 *
 * Exactly once: a booking belongs to its request (bookings/{leadId}), and bookInspection
 * answers a second call for the same request and window without booking again, so a call
 * repeated after a reload (or from two tabs) books nothing twice. The device forgets the
 * waiting window once the server has answered (booked or refused); a call that never reached
 * the server leaves it for the next page. A request the office booked by phone meanwhile is
 * left as the office booked it.
 */
import { formatInspectionWindow } from '@altum/domain';
import { showToast } from '../../ui/toast/toast';
import type { BookingAnswer } from './bookingAnswers';
import { waitingBookedText, waitingRefusedText } from './bookingText';
import { myRequest, updateMyRequest } from './myRequest';
import { firebaseSource, type BookingSource } from './queries';

export type WaitingOutcome =
  | { kind: 'none' }
  | { kind: 'alreadyBooked' }
  | { kind: 'answered'; window: string; answer: BookingAnswer };

/** Whether this device holds a window chosen offline (cheap: no Firebase). */
export const windowWaiting = () => myRequest()?.waitingWindow !== undefined;

let running: Promise<WaitingOutcome> | undefined;

/** Books the waiting window once `onServer` says the request is there. */
export function bookWaitingWindow(
  onServer: () => Promise<void>,
  source: BookingSource = firebaseSource,
): Promise<WaitingOutcome> {
  running ??= book(onServer, source).finally(() => {
    running = undefined;
  });
  return running;
}

async function book(onServer: () => Promise<void>, source: BookingSource): Promise<WaitingOutcome> {
  const request = myRequest();
  const waiting = request?.waitingWindow;
  if (!request || !waiting) return { kind: 'none' };
  await onServer();
  const forget = () => updateMyRequest(request.id, ({ waitingWindow: _done, ...rest }) => rest);
  if ((await source.requestPage(request.id))?.status === 'booked') {
    forget();
    return { kind: 'alreadyBooked' };
  }
  const answer = await source.book(request.id, waiting.id);
  const window = formatInspectionWindow(answer.kind === 'booked' ? answer.window : waiting);
  // Unreached: the window stays waiting for the next page that opens online.
  if (answer.kind === 'failed' && answer.offline) return { kind: 'answered', window, answer };
  forget();
  if (answer.kind === 'booked')
    updateMyRequest(request.id, (r) => ({ ...r, window: answer.window }));
  return { kind: 'answered', window, answer };
}

/** The same, from a page opened later (QueuedLeadDelivery): the homeowner is told in a toast. */
export async function bookWaitingWindowAndSay(onServer: () => Promise<void>): Promise<void> {
  const outcome = await bookWaitingWindow(onServer);
  if (outcome.kind !== 'answered') return;
  const { answer, window } = outcome;
  if (answer.kind === 'booked') showToast('success', waitingBookedText(window));
  else if (answer.kind === 'limited') showToast('info', answer.message);
  else if (!(answer.kind === 'failed' && answer.offline))
    showToast('info', waitingRefusedText(window));
}
