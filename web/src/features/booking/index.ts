/**
 * Booking an inspection window: the window picker the lead form shows once the app starts,
 * the request this device sent, and the request page, where its booking is moved or
 * cancelled. Only small, Firebase-free modules are imported here; the picker, the request
 * page and the home card are chunks of their own.
 */
import { lazy } from 'react';
import { myRequest } from './myRequest';

export { WindowSlot } from './WindowSlot';
export type { WindowChoice, SentRequest } from './windowChoice';
export {
  myRequest,
  useMyRequest,
  rememberRequest,
  MY_REQUEST_KEY,
  type MyRequest,
} from './myRequest';

/** The request page, `/request/<id>` (and `/request/mine`: the one this device sent). */
export const RequestPage = lazy(() => import('./request/RequestPage'));

/** The home page's 'Your inspection' card, for a device that sent a request. */
export const MyRequestCard = lazy(() => import('./request/MyRequestCard'));

/** The path of the request this device sent: the manifest's 'Your inspection' shortcut. */
export const MY_REQUEST_PATH = '/request/mine';

/**
 * Books a window chosen offline once the request is on the server (waitingBooking.ts); loads
 * the booking code only when such a window waits on this device.
 */
export async function bookWaitingWindow(onServer: () => Promise<void>): Promise<void> {
  if (!myRequest()?.waitingWindow) return;
  await (await import('./waitingBooking')).bookWaitingWindowAndSay(onServer);
}
