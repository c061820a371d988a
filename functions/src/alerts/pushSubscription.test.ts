import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { webPusher } from './pusher';
import { subscriptionProblem } from './pushSubscription';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = {
  p256dh: ecdh.getPublicKey().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};
/** 65 bytes starting 0x04, as a real key, but no point of P-256. */
const NOT_A_POINT = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 1)]).toString('base64url');
const fcm = 'https://fcm.googleapis.com/fcm/send/abc:APA91b';

describe('subscriptionProblem', () => {
  it('accepts a real key on a known push service', () => {
    for (const endpoint of [
      fcm,
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://web.push.apple.com/QGx2c',
      'https://wns2-by3p.notify.windows.com/w/?token=BQYAAAD',
    ])
      expect(subscriptionProblem({ endpoint, keys })).toBeNull();
  });

  it('refuses a key that is no point of the curve, and a short secret', () => {
    expect(subscriptionProblem({ endpoint: fcm, keys: { ...keys, p256dh: NOT_A_POINT } })).toMatch(
      /P-256/,
    );
    expect(subscriptionProblem({ endpoint: fcm, keys: { ...keys, auth: 'abc' } })).toMatch(/auth/);
  });

  it('refuses other hosts, and the local receiver unless given', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com.evil.example/x',
      'http://fcm.googleapis.com/x',
      'https://fcm.googleapis.com:8443/x',
      'http://127.0.0.1:8026/push/abc',
      'http://169.254.169.254/push/x',
    ])
      expect(subscriptionProblem({ endpoint, keys })).toMatch(/no known push service/);
    expect(
      subscriptionProblem(
        { endpoint: 'http://127.0.0.1:8026/push/abc', keys },
        'http://127.0.0.1:8026',
      ),
    ).toBeNull();
  });
});

describe('webPusher', () => {
  it('answers "invalid" for a key web-push cannot encrypt to, instead of throwing', async () => {
    const vapid = createECDH('prime256v1');
    vapid.generateKeys();
    const send = webPusher({
      publicKey: vapid.getPublicKey().toString('base64url'),
      privateKey: vapid.getPrivateKey().toString('base64url'),
      subject: 'mailto:leads@altum-roofing.test',
    });
    const outcome = await send({ endpoint: fcm, keys: { ...keys, p256dh: NOT_A_POINT } }, '{}', {
      ttlSeconds: 60,
    });
    expect(outcome.kind).toBe('invalid');
  });
});
