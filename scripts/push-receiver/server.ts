/**
 * A stand-in for a browser's push service (the endpoint a PushSubscription names), for the
 * local stack, as the mail capture server stands in for SendGrid. The lead-alert function
 * sends real Web Push requests here (web-push builds them); this server checks them as a push
 * service and a browser together would, and lists what arrived:
 *
 * - POST /subscriptions mints a subscription: a P-256 key pair and a 16-byte auth secret per
 *   subscription, kept here, and answers { id, endpoint, keys: { p256dh, auth } } exactly as
 *   PushSubscription.toJSON() does, so a test can store it like a browser's.
 * - POST /push/<id> (RFC 8030) requires a TTL header, Content-Encoding aes128gcm and VAPID
 *   (RFC 8292): `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed ES256 with
 *   that key, `aud` this server's origin, `exp` in the future and at most 24 h away, and a
 *   `sub`. A subscription minted with an `applicationServerKey` accepts only that key, as
 *   browsers bind one. The body is decrypted (RFC 8291) with the subscription's keys; a good
 *   request is answered 201 and recorded, anything else 400, 401 or 403 and listed as refused.
 * - POST /subscriptions/<id>/fault { "status": 404 | 410 | 500 | 503 | 429 | null,
 *   "times"?: n } makes the next n (default: every) pushes to it answer that status, as a push
 *   service does for an expired subscription (404, 410) or a bad moment (5xx).
 * - GET /received lists every accepted message with its decrypted payload (JSON when it
 *   parses); GET /attempts every request with its answer; DELETE /received forgets both.
 */
import {
  createECDH,
  createPublicKey,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type KeyObject,
} from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DEFAULT_PUSH_RECEIVER_PORT = 8026;

const b64url = (buffer: Buffer) => buffer.toString('base64url');
const fromB64url = (text: string) => Buffer.from(text, 'base64url');

interface Subscription {
  id: string;
  label: string;
  createdAt: string;
  ecdh: ReturnType<typeof createECDH>;
  publicKey: Buffer;
  authSecret: Buffer;
  /** The VAPID public key this subscription accepts (base64url), when it was bound to one. */
  applicationServerKey?: string;
  fault?: { status: number; times: number | null };
}

export interface ReceivedPush {
  id: number;
  subscriptionId: string;
  label: string;
  receivedAt: string;
  ttl: number;
  urgency?: string;
  topic?: string;
  /** The VAPID key and claims that signed it. */
  vapid: { publicKey: string; aud: string; sub: string; exp: number };
  /** The decrypted payload as text, and parsed when it is JSON. */
  text: string;
  payload?: unknown;
}

export interface PushAttempt {
  id: number;
  subscriptionId: string;
  receivedAt: string;
  status: number;
  /** Why it was refused, or which simulated fault answered. */
  reason?: string;
}

export interface MintedSubscription {
  id: string;
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export class PushRejection extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Parses `vapid t=<jwt>, k=<key>` (RFC 8292 section 3). */
export function parseVapidAuthorization(header: string | undefined): { t: string; k: string } {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) throw new PushRejection(401, 'No VAPID Authorization header');
  const params = Object.fromEntries(
    match[1].split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim()];
    }),
  );
  const t = params['t'];
  const k = params['k'];
  if (!t || !k) throw new PushRejection(401, 'The VAPID header needs both t and k');
  return { t, k };
}

/** A P-256 public key in uncompressed form (65 bytes) as a KeyObject. */
function p256PublicKey(raw: Buffer): KeyObject {
  if (raw.length !== 65 || raw[0] !== 0x04)
    throw new PushRejection(401, 'The VAPID key is not an uncompressed P-256 point');
  return createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
}

/** Checks the VAPID JWT's ES256 signature and claims; returns them. */
export function verifyVapid(
  authorization: string | undefined,
  origin: string,
  now = Date.now(),
): ReceivedPush['vapid'] {
  const { t, k } = parseVapidAuthorization(authorization);
  const [header, claims, signature] = t.split('.');
  if (!header || !claims || !signature) throw new PushRejection(401, 'The VAPID JWT is malformed');
  let parsedHeader: { alg?: string };
  let parsed: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    parsedHeader = JSON.parse(fromB64url(header).toString('utf8')) as { alg?: string };
    parsed = JSON.parse(fromB64url(claims).toString('utf8')) as typeof parsed;
  } catch {
    throw new PushRejection(401, 'The VAPID JWT is not JSON');
  }
  if (parsedHeader.alg !== 'ES256') throw new PushRejection(401, 'The VAPID JWT is not ES256');
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: p256PublicKey(fromB64url(k)), dsaEncoding: 'ieee-p1363' },
    fromB64url(signature),
  );
  if (!valid) throw new PushRejection(401, 'The VAPID signature does not verify');
  if (parsed.aud !== origin)
    throw new PushRejection(401, `The VAPID audience is ${String(parsed.aud)}, not ${origin}`);
  const exp = Number(parsed.exp);
  if (!Number.isInteger(exp) || exp * 1000 <= now)
    throw new PushRejection(401, 'The VAPID JWT has expired');
  if (exp * 1000 > now + 24 * 60 * 60 * 1000 + 60_000)
    throw new PushRejection(401, 'The VAPID JWT expires more than 24 h ahead');
  if (typeof parsed.sub !== 'string' || !/^(mailto:|https:)/.test(parsed.sub))
    throw new PushRejection(401, 'The VAPID sub must be a mailto: or https: contact');
  return { publicKey: k, aud: parsed.aud, sub: parsed.sub, exp };
}

/**
 * Decrypts an aes128gcm body (RFC 8188 framing, RFC 8291 keys) with the subscription's
 * private key and auth secret, as the browser would.
 */
export function decryptAes128gcm(
  body: Buffer,
  subscriber: { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; authSecret: Buffer },
): Buffer {
  if (body.length < 21 + 65 + 17) throw new PushRejection(400, 'The body is too short');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20] ?? 0;
  if (idLength !== 65) throw new PushRejection(400, 'The key id is not a P-256 public key');
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (recordSize < 18) throw new PushRejection(400, 'The record size is too small');

  let shared: Buffer;
  try {
    shared = subscriber.ecdh.computeSecret(senderKey);
  } catch {
    throw new PushRejection(400, "The sender's key is not on the curve");
  }
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscriber.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, subscriber.authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));

  const plain: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, offset + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number is XORed into the nonce's end (it fits in 32 bits here).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    let clear: Buffer;
    try {
      clear = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
    } catch {
      throw new PushRejection(400, 'The body does not decrypt with the subscription keys');
    }
    // Padding: the last non-zero byte is the delimiter, 2 for the last record, 1 before it.
    let end = clear.length - 1;
    while (end >= 0 && clear[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (end < 0 || clear[end] !== (last ? 2 : 1))
      throw new PushRejection(400, 'A record has no valid padding delimiter');
    plain.push(clear.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** A key pair and auth secret as a browser makes them for a new subscription. */
function newSubscriber(id: string, label: string, applicationServerKey?: string): Subscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    id,
    label,
    createdAt: new Date().toISOString(),
    ecdh,
    publicKey: ecdh.getPublicKey(),
    authSecret: randomBytes(16),
    ...(applicationServerKey ? { applicationServerKey } : {}),
  };
}

export interface PushReceiver {
  url: string;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

const FAULT_STATUSES = [404, 410, 429, 500, 503];

export async function startPushReceiver(opts: {
  port: number;
  host?: string;
  log?: (line: string) => void;
}): Promise<PushReceiver> {
  const host = opts.host ?? '127.0.0.1';
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const attempts: PushAttempt[] = [];
  let nextId = 1;
  let origin = '';

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url ?? '/', origin).pathname;
      const route = `${req.method ?? 'GET'} ${path}`;
      const json = () => (body.length ? (JSON.parse(body.toString('utf8')) as unknown) : {});

      const push = /^POST \/push\/([\w-]+)$/.exec(route);
      if (push?.[1]) {
        const subscriptionId = push[1];
        const attempt: PushAttempt = {
          id: attempts.length + 1,
          subscriptionId,
          receivedAt: new Date().toISOString(),
          status: 0,
        };
        attempts.push(attempt);
        const answer = (status: number, reason?: string) => {
          attempt.status = status;
          if (reason) attempt.reason = reason;
          return send(res, status, reason ? { reason } : undefined);
        };
        const subscription = subscriptions.get(subscriptionId);
        // A push service answers 404 for an endpoint it never issued or has forgotten.
        if (!subscription) return answer(404, 'No such subscription');
        if (subscription.fault && subscription.fault.times !== 0) {
          if (subscription.fault.times !== null) subscription.fault.times--;
          return answer(subscription.fault.status, `Simulated ${subscription.fault.status}`);
        }
        try {
          const vapid = verifyVapid(req.headers.authorization, origin);
          if (
            subscription.applicationServerKey &&
            vapid.publicKey !== subscription.applicationServerKey
          )
            throw new PushRejection(403, 'Signed with another key than the subscription names');
          const ttl = Number(req.headers['ttl']);
          if (req.headers['ttl'] === undefined || !Number.isInteger(ttl) || ttl < 0)
            throw new PushRejection(400, 'A TTL header is required');
          if (req.headers['content-encoding'] !== 'aes128gcm')
            throw new PushRejection(415, 'Content-Encoding must be aes128gcm');
          const text = decryptAes128gcm(body, subscription).toString('utf8');
          let payload: unknown;
          try {
            payload = JSON.parse(text);
          } catch {
            payload = undefined;
          }
          const message: ReceivedPush = {
            id: nextId++,
            subscriptionId,
            label: subscription.label,
            receivedAt: new Date().toISOString(),
            ttl,
            ...(typeof req.headers['urgency'] === 'string'
              ? { urgency: req.headers['urgency'] }
              : {}),
            ...(typeof req.headers['topic'] === 'string' ? { topic: req.headers['topic'] } : {}),
            vapid,
            text,
            ...(payload === undefined ? {} : { payload }),
          };
          received.push(message);
          opts.log?.(
            `[push-receiver] #${message.id} to ${subscription.label}: ${text.slice(0, 120)}`,
          );
          res.setHeader('location', `${origin}/received/${message.id}`);
          return answer(201);
        } catch (error) {
          if (error instanceof PushRejection) return answer(error.status, error.message);
          return answer(500, `Receiver error: ${String(error)}`);
        }
      }

      if (route === 'POST /subscriptions') {
        let input: { label?: unknown; applicationServerKey?: unknown };
        try {
          input = json() as typeof input;
        } catch {
          return send(res, 400, {
            error: 'Send JSON { "label": "...", "applicationServerKey"?: "..." }',
          });
        }
        const id = randomUUID();
        const label = typeof input.label === 'string' ? input.label.slice(0, 200) : id;
        const key =
          typeof input.applicationServerKey === 'string' ? input.applicationServerKey : undefined;
        const subscription = newSubscriber(id, label, key);
        subscriptions.set(id, subscription);
        const minted: MintedSubscription = {
          id,
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64url(subscription.publicKey), auth: b64url(subscription.authSecret) },
        };
        return send(res, 201, minted);
      }
      const fault = /^POST \/subscriptions\/([\w-]+)\/fault$/.exec(route);
      if (fault?.[1]) {
        const subscription = subscriptions.get(fault[1]);
        if (!subscription) return send(res, 404, { error: 'No such subscription' });
        let input: { status?: unknown; times?: unknown };
        try {
          input = json() as typeof input;
        } catch {
          return send(res, 400, { error: 'Send JSON { "status": 410 }' });
        }
        if (input.status === null || input.status === undefined) {
          delete subscription.fault;
          return send(res, 200, { fault: null });
        }
        const times = input.times === undefined ? null : Number(input.times);
        if (typeof input.status !== 'number' || !FAULT_STATUSES.includes(input.status))
          return send(res, 400, { error: `status must be one of ${FAULT_STATUSES.join(', ')}` });
        if (times !== null && !(Number.isInteger(times) && times >= 0))
          return send(res, 400, { error: 'times must be a whole number' });
        subscription.fault = { status: input.status, times };
        return send(res, 200, { fault: subscription.fault });
      }
      const forget = /^DELETE \/subscriptions\/([\w-]+)$/.exec(route);
      if (forget?.[1]) {
        // The push service forgets it: later pushes are answered 404.
        subscriptions.delete(forget[1]);
        return send(res, 204);
      }
      if (route === 'GET /subscriptions') {
        return send(
          res,
          200,
          [...subscriptions.values()].map((s) => ({
            id: s.id,
            label: s.label,
            createdAt: s.createdAt,
            endpoint: `${origin}/push/${s.id}`,
            fault: s.fault ?? null,
          })),
        );
      }
      if (route === 'GET /received') return send(res, 200, received);
      if (route === 'GET /attempts') return send(res, 200, attempts);
      if (route === 'DELETE /received') {
        received.length = 0;
        attempts.length = 0;
        return send(res, 204);
      }
      if (route === 'GET /')
        return send(res, 200, {
          subscriptions: subscriptions.size,
          received: received.length,
          attempts: attempts.length,
          refused: attempts.filter((a) => a.status !== 201).length,
          see: ['/received', '/attempts', '/subscriptions'],
        });
      return send(res, 404, { error: `No route ${route}` });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    url: origin,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
