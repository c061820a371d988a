/**
 * The quote callables (functions/src/quotes): record the first view of a sent version, accept
 * it, or ask for changes. Anyone holding the request's id may call them; the functions check
 * the rest (the version is the latest, not expired, not accepted yet; the bounds per request).
 * A refusal keeps the server's own message, which the screen shows as it is.
 */
import * as v from 'valibot';
import { loadFunctions } from '../../../lib/firebase/loadFunctions';
import {
  NO_CONNECTION_MESSAGE,
  type AcceptAnswer,
  type AcceptInput,
  type ChangesAnswer,
  type QuoteFailure,
  type QuoteRefusal,
} from '../answers';

/** The Functions SDK's error, as far as these calls read it. */
interface CallError {
  code?: unknown;
  message?: unknown;
}

const codeOf = (error: unknown) =>
  String((error as CallError).code ?? '').replace(/^functions\//, '');

/** Codes the SDK gives a call that never got a deliberate answer from the function. */
const UNREACHED = new Set(['', 'unavailable', 'deadline-exceeded', 'internal', 'unknown']);

function refusalOrFailure(error: unknown): QuoteRefusal | QuoteFailure {
  const code = codeOf(error);
  const message = (error as CallError).message;
  if (UNREACHED.has(code) || typeof message !== 'string' || message === '')
    return { kind: 'failed', message: NO_CONNECTION_MESSAGE };
  return { kind: 'refused', code, message };
}

async function call<T>(name: string, data: unknown): Promise<T> {
  const { functions, client } = await loadFunctions();
  return (await functions.httpsCallable<unknown, T>(client, name)(data)).data;
}

const acceptedSchema = v.object({
  ok: v.literal(true),
  acceptedAt: v.pipe(v.string(), v.isoTimestamp()),
});

/** Records the first view of a sent version; the function ignores every later one. */
export async function viewQuote(leadId: string, quoteId: string): Promise<void> {
  await call('viewQuote', { leadId, quoteId });
}

export async function acceptQuote(input: AcceptInput): Promise<AcceptAnswer> {
  try {
    const answer = v.parse(acceptedSchema, await call('acceptQuote', input));
    return { kind: 'accepted', acceptedAt: new Date(answer.acceptedAt) };
  } catch (error) {
    return refusalOrFailure(error);
  }
}

export async function requestQuoteChanges(
  leadId: string,
  quoteId: string,
  message: string,
): Promise<ChangesAnswer> {
  try {
    await call('requestQuoteChanges', { leadId, quoteId, message });
    return { kind: 'sent' };
  } catch (error) {
    return refusalOrFailure(error);
  }
}
