/**
 * The push receiver against the real web-push library: what it accepts is what a browser's
 * push service and the browser would, and it refuses what they would refuse.
 */
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webPusher } from '../../functions/src/alerts/pusher';
import { startPushReceiver, type PushReceiver } from './server';
import {
  mintSubscription,
  pushAttempts,
  pushesOfLead,
  receivedPushes,
  setPushFault,
} from './client';

let receiver: PushReceiver;
const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:leads@altum-roofing.test' };

beforeAll(async () => {
  receiver = await startPushReceiver({ port: 0 });
});
afterAll(() => receiver.close());

const options = { ttlSeconds: 3600, topic: 'lead-AbCdEfGhIjKlMnOpQrSt' };

/** web-push's request, sent as is or changed first. */
async function sendRaw(
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } },
  payload: string,
  change: (headers: Record<string, string>, body: Buffer) => Buffer = (_h, body) => body,
) {
  const details = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: 60,
    contentEncoding: 'aes128gcm',
  });
  const headers = { ...(details.headers as Record<string, string>) };
  const body = change(headers, Buffer.from(details.body));
  return fetch(details.endpoint, { method: 'POST', headers, body: new Uint8Array(body) });
}

describe('push receiver', () => {
  it('accepts a real web-push message, checks VAPID and decrypts the payload', async () => {
    const subscription = await mintSubscription('phone', vapid.publicKey, receiver.url);
    const payload = { type: 'lead-alert', leadId: 'AbCdEfGhIjKlMnOpQrSt', firstName: 'Maria' };
    const outcome = await webPusher(vapid)(subscription, JSON.stringify(payload), options);
    expect(outcome).toEqual({ kind: 'sent', status: 201 });

    const [message] = pushesOfLead(await receivedPushes(receiver.url), 'AbCdEfGhIjKlMnOpQrSt');
    expect(message).toMatchObject({
      subscriptionId: subscription.id,
      label: 'phone',
      ttl: 3600,
      urgency: 'high',
      topic: 'lead-AbCdEfGhIjKlMnOpQrSt',
      payload,
      vapid: { publicKey: vapid.publicKey, aud: receiver.url, sub: vapid.subject },
    });
  });

  it('decrypts a 3000-byte payload', async () => {
    const subscription = await mintSubscription('laptop', undefined, receiver.url);
    const text = 'x'.repeat(3000);
    expect((await sendRaw(subscription, text)).status).toBe(201);
    const received = await receivedPushes(receiver.url);
    expect(received.at(-1)?.text).toBe(text);
  });

  it('refuses a tampered signature, another key than the subscription names, and no VAPID', async () => {
    const subscription = await mintSubscription('tablet', vapid.publicKey, receiver.url);
    const before = (await receivedPushes(receiver.url)).length;

    const tampered = await sendRaw(subscription, 'hello', (headers, body) => {
      const auth = headers['Authorization'] ?? '';
      // Flip one character of the JWT's signature.
      headers['Authorization'] = auth.replace(
        /t=([^,]+)\.([^.,]+)\.([^,]+),/,
        (_m, h, c, s: string) => {
          const flipped = (s[5] === 'A' ? 'B' : 'A') as string;
          return `t=${h}.${c}.${s.slice(0, 5)}${flipped}${s.slice(6)},`;
        },
      );
      return body;
    });
    expect(tampered.status).toBe(401);
    expect(((await tampered.json()) as { reason: string }).reason).toMatch(/signature/);

    const otherKeys = { ...webpush.generateVAPIDKeys(), subject: vapid.subject };
    const other = await webPusher(otherKeys)(subscription, 'hello', options);
    expect(other).toMatchObject({ kind: 'failed', status: 403 });

    const bare = await sendRaw(subscription, 'hello', (headers, body) => {
      delete headers['Authorization'];
      return body;
    });
    expect(bare.status).toBe(401);

    const changedClaims = await sendRaw(subscription, 'hello', (headers, body) => {
      // A JWT whose claims were swapped for another audience keeps its old signature.
      const auth = headers['Authorization'] ?? '';
      const claims = Buffer.from(
        JSON.stringify({
          aud: 'https://evil.example',
          exp: Math.floor(Date.now() / 1000) + 60,
          sub: vapid.subject,
        }),
      ).toString('base64url');
      headers['Authorization'] = auth.replace(/t=([^.]+)\.([^.]+)\./, `t=$1.${claims}.`);
      return body;
    });
    expect(changedClaims.status).toBe(401);
    expect((await receivedPushes(receiver.url)).length).toBe(before);
  });

  it('refuses a body that does not decrypt with the subscription keys', async () => {
    const subscription = await mintSubscription('desk', undefined, receiver.url);
    const response = await sendRaw(subscription, 'hello', (_headers, body) => {
      const changed = Buffer.from(body);
      changed[changed.length - 20] = (changed[changed.length - 20] ?? 0) ^ 0xff;
      return changed;
    });
    expect(response.status).toBe(400);
    const someoneElse = await mintSubscription('other', undefined, receiver.url);
    // Encrypted for another subscription's keys, sent to this one.
    const details = webpush.generateRequestDetails(someoneElse, 'hello', {
      vapidDetails: vapid,
      TTL: 60,
    });
    const misrouted = await fetch(subscription.endpoint, {
      method: 'POST',
      headers: details.headers as Record<string, string>,
      body: new Uint8Array(details.body),
    });
    expect(misrouted.status).toBe(400);
  });

  it('answers the simulated faults, then recovers', async () => {
    const subscription = await mintSubscription('old phone', undefined, receiver.url);
    const push = () => webPusher(vapid)(subscription, '{}', options);
    await setPushFault(subscription.id, 410, undefined, receiver.url);
    expect(await push()).toEqual({ kind: 'gone', status: 410 });
    await setPushFault(subscription.id, 500, 1, receiver.url);
    expect(await push()).toMatchObject({ kind: 'transient', status: 500 });
    expect(await push()).toEqual({ kind: 'sent', status: 201 });
    const unknown = { ...subscription, endpoint: `${receiver.url}/push/nobody` };
    expect(await webPusher(vapid)(unknown, '{}', options)).toEqual({ kind: 'gone', status: 404 });
    const statuses = (await pushAttempts(receiver.url))
      .filter((a) => a.subscriptionId === subscription.id)
      .map((a) => a.status);
    expect(statuses).toEqual([410, 500, 201]);
  });

  it('counts a push service that does not answer as transient', async () => {
    const subscription = await mintSubscription('gone away', undefined, receiver.url);
    const closed = { ...subscription, endpoint: 'http://127.0.0.1:1/push/x' };
    expect(await webPusher(vapid)(closed, '{}', options)).toMatchObject({ kind: 'transient' });
  });
});
