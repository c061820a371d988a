/**
 * The booking callables (functions/src/inspections): book or move a request's inspection,
 * cancel it, and read the request page's private details. Anyone holding the request's id may
 * call them; the functions check the rest (capacity in a transaction, the earliest notice).
 * Answers are read through the domain's schemas, ISO times turned into Dates here.
 */
import {
  BOOKING_LIMIT_MESSAGES,
  bookedWindowSchema,
  bookingLimitDetailsSchema,
  bookingRefusalDetailsSchema,
  requestDetailsSchema,
} from '@altum/domain';
import * as v from 'valibot';
import { loadFunctions } from '../../../lib/firebase/loadFunctions';
import {
  NO_CONNECTION_MESSAGE,
  type BookedWindow,
  type BookingAnswer,
  type CancelAnswer,
  type LimitedAnswer,
  type RequestDetails,
} from '../bookingAnswers';

/** The Functions SDK's error, as far as these calls read it. */
interface CallError {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

const codeOf = (error: unknown) =>
  String((error as CallError).code ?? '').replace(/^functions\//, '');

/** Codes the SDK gives a call that never got an answer from the function. */
const UNREACHED = new Set(['unavailable', 'deadline-exceeded', 'internal']);

function failure(error: unknown): { kind: 'failed'; message: string; offline: boolean } {
  const code = codeOf(error);
  if (UNREACHED.has(code) || code === '')
    return { kind: 'failed', message: NO_CONNECTION_MESSAGE, offline: true };
  const message = (error as CallError).message;
  return {
    kind: 'failed',
    message: typeof message === 'string' && message ? message : NO_CONNECTION_MESSAGE,
    offline: false,
  };
}

/** A refusal by a bound, in the product's words for it; null for any other error. */
function limited(error: unknown): LimitedAnswer | null {
  const details = v.safeParse(bookingLimitDetailsSchema, (error as CallError).details);
  if (!details.success) return null;
  const { limit } = details.output;
  return { kind: 'limited', limit, message: BOOKING_LIMIT_MESSAGES[limit] };
}

const toWindow = (w: { id: string; start: string; end: string }): BookedWindow => ({
  id: w.id,
  start: new Date(w.start),
  end: new Date(w.end),
});

async function call<T>(name: string, data: unknown): Promise<T> {
  const { functions, client } = await loadFunctions();
  return (await functions.httpsCallable<unknown, T>(client, name)(data)).data;
}

/** Books (or moves) the request's inspection into a window. */
export async function bookInspection(leadId: string, windowId: string): Promise<BookingAnswer> {
  try {
    const answer = v.parse(bookedWindowSchema, await call('bookInspection', { leadId, windowId }));
    return { kind: 'booked', window: toWindow({ ...answer, id: answer.windowId }) };
  } catch (error) {
    const code = codeOf(error);
    const details = v.safeParse(bookingRefusalDetailsSchema, (error as CallError).details);
    if ((code === 'resource-exhausted' || code === 'failed-precondition') && details.success) {
      return {
        kind: 'refused',
        reason: code === 'resource-exhausted' ? 'full' : 'gone',
        message: String((error as CallError).message ?? ''),
        nextWindows: details.output.nextWindows.map((w) => ({ ...toWindow(w), left: w.left })),
      };
    }
    return limited(error) ?? failure(error);
  }
}

/** Gives the request's booked window back. */
export async function cancelInspection(leadId: string): Promise<CancelAnswer> {
  try {
    await call('cancelInspection', { leadId });
    return { kind: 'cancelled' };
  } catch (error) {
    return limited(error) ?? failure(error);
  }
}

/** The request page's private details; null for an unknown (or too old) request. */
export async function readRequestDetails(leadId: string): Promise<RequestDetails | null> {
  let answer: v.InferOutput<typeof requestDetailsSchema>;
  try {
    answer = v.parse(requestDetailsSchema, await call('requestDetails', { leadId }));
  } catch (error) {
    if (codeOf(error) === 'not-found') return null;
    throw error;
  }
  const { window, ...rest } = answer;
  return window ? { ...rest, window: toWindow(window) } : rest;
}
