import type { LeadEmail } from '../../functions/src/leads/leadEmails';
import { sendgridMailer } from '../../functions/src/leads/mailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  parseFaults,
  startMailCapture,
  type CapturedMail,
  type MailAttempt,
  type MailCapture,
} from './server';

let capture: MailCapture;

/** The fail-rate dice, set per test. */
let dice = 0.99;

beforeAll(async () => {
  // Port 0: any free port, so the test never clashes with a running local stack.
  capture = await startMailCapture({ port: 0, random: () => dice });
});
afterAll(() => capture.close());
beforeEach(async () => {
  await fetch(`${capture.url}/messages`, { method: 'DELETE' });
  await fetch(`${capture.url}/failure`, { method: 'POST', body: JSON.stringify({ fail: false }) });
  await fetch(`${capture.url}/faults`, { method: 'POST', body: '{}' });
  dice = 0.99;
});

async function attempts(): Promise<MailAttempt[]> {
  return (await (await fetch(`${capture.url}/attempts`)).json()) as MailAttempt[];
}

const setFaults = (faults: Record<string, unknown>) =>
  fetch(`${capture.url}/faults`, { method: 'POST', body: JSON.stringify(faults) });

const sendError = async () =>
  (await mailer()
    .send(message)
    .catch((e: unknown) => e)) as { code?: number } | undefined;

/** The functions' own SendGrid sender, pointed at the capture server as in the local stack. */
function mailer() {
  return { send: sendgridMailer({ apiKey: 'SG.local-test-key', baseUrl: capture.url }) };
}

const message: LeadEmail = {
  to: { email: 'homeowner@example.com', name: 'Maria Lopez' },
  from: { email: 'leads@altum.example', name: 'Altum Roofing' },
  replyTo: { email: 'office@altum.example' },
  subject: 'We received your request',
  text: 'Thank you',
  categories: ['lead-confirmation'],
  customArgs: { leadId: 'lead-1' },
};

async function messages(): Promise<CapturedMail[]> {
  return (await (await fetch(`${capture.url}/messages`)).json()) as CapturedMail[];
}

describe('mail capture', () => {
  it('records the real SendGrid request and answers 202', async () => {
    await mailer().send(message);
    const [captured] = await messages();
    expect(captured?.headers.authorization).toBe('Bearer SG.local-test-key');
    expect(captured?.headers['content-type']).toBe('application/json');
    expect(captured?.body).toEqual({
      from: { email: 'leads@altum.example', name: 'Altum Roofing' },
      reply_to: { email: 'office@altum.example' },
      subject: 'We received your request',
      personalizations: [{ to: [{ email: 'homeowner@example.com', name: 'Maria Lopez' }] }],
      content: [{ type: 'text/plain', value: 'Thank you' }],
      categories: ['lead-confirmation'],
      custom_args: { leadId: 'lead-1' },
    });
  });

  it('refuses a send without a key', async () => {
    const response = await fetch(`${capture.url}/v3/mail/send`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(await messages()).toEqual([]);
  });

  it('fails with a SendGrid-style 500 in failure mode, and recovers', async () => {
    await fetch(`${capture.url}/failure`, { method: 'POST', body: JSON.stringify({ fail: true }) });
    const error = (await mailer()
      .send(message)
      .catch((e: unknown) => e)) as { code?: number; response?: { body?: unknown } };
    expect(error.code).toBe(500);
    expect(error.response?.body).toMatchObject({ errors: [{ message: expect.any(String) }] });
    expect(await messages()).toEqual([]);

    await fetch(`${capture.url}/failure`, {
      method: 'POST',
      body: JSON.stringify({ fail: false }),
    });
    await mailer().send(message);
    expect(await messages()).toHaveLength(1);
  });

  it('clears on DELETE /messages and lists e-mails as HTML at /', async () => {
    await mailer().send(message);
    const html = await (await fetch(`${capture.url}/`)).text();
    expect(html).toContain('We received your request');
    expect(html).toContain('homeowner@example.com');
    await fetch(`${capture.url}/messages`, { method: 'DELETE' });
    expect(await messages()).toEqual([]);
  });

  it('records failed attempts beside accepted ones', async () => {
    await fetch(`${capture.url}/failure`, { method: 'POST', body: JSON.stringify({ fail: true }) });
    await sendError();
    await fetch(`${capture.url}/failure`, {
      method: 'POST',
      body: JSON.stringify({ fail: false }),
    });
    await mailer().send(message);
    expect(await attempts()).toMatchObject([
      {
        status: 500,
        fault: 'failure',
        categories: ['lead-confirmation'],
        customArgs: { leadId: 'lead-1' },
      },
      { status: 202, mailId: expect.any(Number) },
    ]);
    await fetch(`${capture.url}/messages`, { method: 'DELETE' });
    expect(await attempts()).toEqual([]);
  });

  it('fails the given share of sends with a 503', async () => {
    expect((await setFaults({ failRate: 0.3 })).status).toBe(200);
    dice = 0.29;
    expect(await sendError()).toMatchObject({ code: 503 });
    dice = 0.3;
    expect(await sendError()).toBeUndefined();
    expect((await attempts()).map((a) => a.fault ?? a.status)).toEqual(['failRate', 202]);
  });

  it('fails every send during an outage window, then recovers', async () => {
    await setFaults({ outageSeconds: 1 });
    expect(await sendError()).toMatchObject({ code: 500 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await sendError()).toBeUndefined();
    expect((await attempts()).map((a) => a.fault ?? a.status)).toEqual(['outage', 202]);
  });

  it('limits the faults to one category when asked', async () => {
    await setFaults({ failRate: 1, onlyCategory: 'lead-notification' });
    dice = 0;
    expect(await sendError()).toBeUndefined(); // a confirmation
    const error = await mailer()
      .send({ ...message, categories: ['lead-notification'] })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 503 });
  });

  it('refuses the key with a 401 while asked to, then accepts it again', async () => {
    await setFaults({ rejectKey: true });
    const refused = await sendError();
    expect(refused).toMatchObject({ code: 401 });
    expect(await messages()).toEqual([]);
    await setFaults({});
    expect(await sendError()).toBeUndefined();
    expect((await attempts()).map((a) => a.fault ?? a.status)).toEqual(['rejectKey', 202]);
  });

  it('adds latency to every answer', async () => {
    await setFaults({ latencyMs: 300 });
    const started = Date.now();
    await mailer().send(message);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('reads the fault switch strictly', () => {
    expect(parseFaults('{"failRate":0.3,"latencyMs":200,"outageSeconds":60}', 1000)).toEqual({
      failRate: 0.3,
      latencyMs: 200,
      outageUntil: 61_000,
      failing: false,
      rejectKey: false,
    });
    expect(() => parseFaults('{"failRate":2}')).toThrow('failRate');
    expect(() => parseFaults('{"rejectKey":"yes"}')).toThrow('rejectKey');
    expect(() => parseFaults('{"latencyMs":"slow"}')).toThrow('latencyMs');
  });

  it('rejects a failure toggle that is not a boolean', async () => {
    const response = await fetch(`${capture.url}/failure`, { method: 'POST', body: '{"fail":1}' });
    expect(response.status).toBe(400);
  });
});
