import { createECDH, randomBytes } from 'node:crypto';
import webpush from 'web-push';
import { describe, expect, it } from 'vitest';
import { PUSH_TOPIC_LENGTH, pushTopic } from './pusher';

const LEAD_ID = 'AbCdEfGhIjKlMnOpQrSt';
const KEY = 'bfh0zXXgn-RSmR0H67alR_hs8KkccpPROZ10JzWiu5w';

describe('pushTopic', () => {
  it('is 32 URL-safe base64 characters that do not carry the id', () => {
    const topic = pushTopic(KEY, `lead-${LEAD_ID}`);
    expect(topic).toHaveLength(PUSH_TOPIC_LENGTH);
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(topic).not.toContain(LEAD_ID);
    expect(topic).not.toContain(`lead-${LEAD_ID}`);
  });

  it('is the same for one lead and key, and differs by lead and by key', () => {
    expect(pushTopic(KEY, `lead-${LEAD_ID}`)).toBe(pushTopic(KEY, `lead-${LEAD_ID}`));
    expect(pushTopic(KEY, `lead-${LEAD_ID}`)).not.toBe(pushTopic(KEY, 'lead-AbCdEfGhIjKlMnOpQrSu'));
    expect(pushTopic(KEY, `lead-${LEAD_ID}`)).not.toBe(pushTopic(`${KEY}x`, `lead-${LEAD_ID}`));
  });

  it('is a Topic web-push sends as it is', () => {
    const vapid = createECDH('prime256v1');
    vapid.generateKeys();
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const topic = pushTopic(KEY, `lead-${LEAD_ID}`);
    const details = webpush.generateRequestDetails(
      {
        endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
        keys: {
          p256dh: browser.getPublicKey().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
      '{}',
      {
        vapidDetails: {
          subject: 'mailto:leads@altum-roofing.test',
          publicKey: vapid.getPublicKey().toString('base64url'),
          privateKey: vapid.getPrivateKey().toString('base64url'),
        },
        topic,
      },
    );
    expect((details.headers as Record<string, string>)['Topic']).toBe(topic);
  });
});
