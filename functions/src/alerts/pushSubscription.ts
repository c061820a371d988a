/**
 * Whether a stored push subscription can be sent to: its endpoint on a known push service, its
 * keys what RFC 8291 needs (a P-256 public key that is a point of the curve, a 16-byte auth
 * secret). firestore.rules checks what it can (hosts, lengths, the base64url shape); only here
 * can a key be checked as a point, and web-push throws on one that is not. A device that fails
 * is deleted, never sent to.
 */
import { createECDH } from 'node:crypto';
import type { StoredSubscription } from './pusher';

/** The push services browsers subscribe with (Chrome, Edge and others; Firefox; Safari; Windows). */
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^updates\.push\.services\.mozilla\.com$/,
  /^web\.push\.apple\.com$/,
  /^[a-z0-9-]+\.notify\.windows\.com$/,
];

/** How many devices one person gets alerts on; firestore.rules repeats the number. */
export const MAX_DEVICES_PER_PERSON = 5;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function isCurvePoint(p256dh: string): boolean {
  if (!BASE64URL.test(p256dh)) return false;
  const key = Buffer.from(p256dh, 'base64url');
  if (key.length !== 65 || key[0] !== 0x04) return false;
  try {
    // What web-push does with it: an ECDH with a key that is no point of P-256 throws.
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Why this subscription cannot be sent to, or null when it can. `localReceiver` is the local
 * stack's push receiver origin (http://127.0.0.1:8026), accepted only when given: the deployed
 * functions never are.
 */
export function subscriptionProblem(
  subscription: StoredSubscription,
  localReceiver?: string,
): string | null {
  let url: URL;
  try {
    url = new URL(subscription.endpoint);
  } catch {
    return 'endpoint is not a URL';
  }
  const known =
    (url.protocol === 'https:' &&
      url.port === '' &&
      !url.username &&
      !url.password &&
      PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))) ||
    (localReceiver !== undefined &&
      url.origin === new URL(localReceiver).origin &&
      url.pathname.startsWith('/push/'));
  if (!known) return `endpoint host ${url.host} is no known push service`;
  if (!isCurvePoint(subscription.keys.p256dh)) return 'p256dh is not a P-256 public key';
  const auth = subscription.keys.auth;
  if (!BASE64URL.test(auth) || Buffer.from(auth, 'base64url').length !== 16)
    return 'auth is not a 16-byte secret';
  return null;
}
