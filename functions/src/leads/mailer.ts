/**
 * Sends through the real SendGrid client. The base URL is a param so the local stack can
 * point the very same request at the mail capture server.
 */
import sgClient from '@sendgrid/client';
import sgMail from '@sendgrid/mail';
import type { Client } from '@sendgrid/client/src/client';
import type { ClientRequest } from '@sendgrid/client/src/request';
import type { MailService } from '@sendgrid/mail/src/mail';
import type { LeadEmail } from './leadEmails';

// Both packages export a ready-made instance plus the class; the typings only declare the
// instance, and a fresh client per API key keeps secrets out of module state.
const { Client: SendGridClient } = sgClient as unknown as { Client: typeof Client };
const { MailService: SendGridMail } = sgMail as unknown as { MailService: typeof MailService };

export type SendMail = (email: LeadEmail) => Promise<void>;

/** A hung connection must not hold a run (and the form's wait) for minutes. */
export const SEND_TIMEOUT_MS = 10_000;

/** Thrown instead of sending when no API key is configured: blocked, like a refused key. */
export class MailKeyMissingError extends Error {
  constructor() {
    super('The SendGrid API key is missing');
    this.name = 'MailKeyMissingError';
  }
}

export function sendgridMailer(opts: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}): SendMail {
  if (opts.apiKey.trim() === '') {
    return async () => {
      throw new MailKeyMissingError();
    };
  }
  const client = new SendGridClient();
  client.setApiKey(opts.apiKey);
  client.setDefaultRequest('baseUrl', opts.baseUrl);
  // Passed through to axios, which the typings do not say: an answer slower than this
  // fails as a network error (transient).
  client.setDefaultRequest({
    timeout: opts.timeoutMs ?? SEND_TIMEOUT_MS,
  } as unknown as ClientRequest);
  const mail = new SendGridMail();
  mail.setClient(client);
  return async (email) => {
    await mail.send(email);
  };
}

/** SendGrid's HTTP status on a failed send, or undefined when no answer came (network). */
export function statusOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * How a failed send is treated:
 * - transient (network, timeout, 429, 5xx): tried again with backoff;
 * - blocked (401, 403, no key): our account or key is refused, not this e-mail; it waits
 *   until a send succeeds again (the key is fixed), then it is tried again;
 * - final (any other 4xx): this e-mail will fail again; staff see it and may resend.
 */
export type SendFailure = 'transient' | 'blocked' | 'final';

export function classifySendError(error: unknown): SendFailure {
  if (error instanceof MailKeyMissingError) return 'blocked';
  const status = statusOf(error);
  if (status === undefined || status === 429 || status >= 500) return 'transient';
  if (status === 401 || status === 403) return 'blocked';
  return 'final';
}

/** Rate limits, server errors and network failures pass; a 4xx will fail again. */
export function isTransient(error: unknown): boolean {
  return classifySendError(error) === 'transient';
}

/** A short, log-safe description of a send failure, with SendGrid's own messages. */
export function describeSendError(error: unknown): string {
  const status = statusOf(error);
  const body = (error as { response?: { body?: { errors?: { message?: string }[] } } })?.response
    ?.body;
  const messages = body?.errors?.map((e) => e.message).filter(Boolean) ?? [];
  const base = error instanceof Error ? error.message : String(error);
  return [status ? `HTTP ${status}` : base, ...messages].join(': ').slice(0, 500);
}

export interface RetryOptions {
  attempts: number;
  baseDelayMs: number;
  /** No new attempt starts after this long (from the first); later ones are left to a sweep. */
  budgetMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/**
 * In-process retries ride out a hiccup of a second or two. Longer trouble is left to the
 * sweeper (leadDelivery.ts), so the run ends, and the receipt is written, within the
 * form's wait even when SendGrid is down.
 */
export const DEFAULT_RETRY: RetryOptions = { attempts: 3, baseDelayMs: 500, budgetMs: 5_000 };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries transient failures a bounded number of times, doubling the delay, so a brief
 * SendGrid hiccup does not cost the homeowner the confirmation. Throws the last error.
 */
export async function withRetry<T>(task: () => Promise<T>, opts = DEFAULT_RETRY): Promise<T> {
  const sleep = opts.sleep ?? wait;
  const now = opts.now ?? Date.now;
  const started = now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await task();
    } catch (error) {
      const delay = opts.baseDelayMs * 2 ** (attempt - 1);
      const outOfTime = opts.budgetMs !== undefined && now() + delay - started > opts.budgetMs;
      if (attempt >= opts.attempts || !isTransient(error) || outOfTime) throw error;
      await sleep(delay);
    }
  }
}
