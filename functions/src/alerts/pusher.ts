/**
 * Sends one Web Push message. web-push builds the request (RFC 8291 aes128gcm encryption with
 * the subscription's keys, RFC 8292 VAPID signature); fetch sends it. web-push's own sender
 * speaks only https, and the local stack's push receiver (scripts/push-receiver) is plain http
 * like the mail capture server, so the same request goes out both ways.
 */
import { createHmac } from 'node:crypto';
import webpush from 'web-push';

export interface StoredSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the sender: a mailto: or https: contact for push services. */
  subject: string;
}

export interface PushOptions {
  /** Seconds the push service keeps it for an offline device. */
  ttlSeconds: number;
  /**
   * An undelivered message with the same topic is replaced by this one. Push services read it
   * in clear: make it with pushTopic, never from an id.
   */
  topic?: string;
  urgency?: 'very-low' | 'low' | 'normal' | 'high';
}

/** The push service's answer: delivered, the subscription is gone, or worth a retry, or not. */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number }
  /** The subscription can never be sent to (pushSubscription.ts, or web-push refused it). */
  | { kind: 'invalid'; error: string }
  | { kind: 'transient'; status?: number; error: string }
  | { kind: 'failed'; status: number; error: string };

export type SendPush = (
  subscription: StoredSubscription,
  payload: string,
  options: PushOptions,
) => Promise<PushOutcome>;

/** RFC 8030: a Topic is at most 32 characters of the URL-safe base64 alphabet. */
export const PUSH_TOPIC_LENGTH = 32;

/**
 * The Topic header for messages about one thing (`lead-<id>`): a keyed hash of it, so that
 * the push service, which reads the header in clear, never learns a lead's id (the
 * homeowner's key to their request). Stable for a key, so a later message still replaces an
 * undelivered one.
 */
export function pushTopic(key: string, name: string): string {
  return createHmac('sha256', key)
    .update(`push-topic\n${name}`)
    .digest('base64url')
    .slice(0, PUSH_TOPIC_LENGTH);
}

/** A hung push service must not hold a run for long. */
export const PUSH_TIMEOUT_MS = 10_000;

/** What a push service's status means for us (RFC 8030 and the services' own docs). */
export function classifyPushStatus(status: number): PushOutcome['kind'] {
  if (status >= 200 && status < 300) return 'sent';
  // The subscription expired or was unsubscribed: never send to it again.
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500 || status === 408) return 'transient';
  return 'failed';
}

export function webPusher(vapid: VapidKeys, timeoutMs = PUSH_TIMEOUT_MS): SendPush {
  return async (subscription, payload, options) => {
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      // Throws on keys it cannot encrypt to (a p256dh that is no P-256 point, say).
      details = webpush.generateRequestDetails(subscription, payload, {
        vapidDetails: vapid,
        TTL: options.ttlSeconds,
        contentEncoding: 'aes128gcm',
        urgency: options.urgency ?? 'high',
        ...(options.topic ? { topic: options.topic } : {}),
      });
    } catch (error) {
      return { kind: 'invalid', error: `web-push: ${String(error)}`.slice(0, 300) };
    }
    let response: Response;
    try {
      response = await fetch(details.endpoint, {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(timeoutMs),
        // A push service answers itself; a redirect elsewhere is not followed (classified failed).
        redirect: 'manual',
      });
    } catch (error) {
      return { kind: 'transient', error: `network: ${String(error)}`.slice(0, 300) };
    }
    const text = await response.text().catch(() => '');
    const kind = classifyPushStatus(response.status);
    if (kind === 'sent' || kind === 'gone') return { kind, status: response.status };
    return {
      kind,
      status: response.status,
      error: `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ''}`,
    };
  };
}
