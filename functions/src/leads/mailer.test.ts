import { describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  classifySendError,
  describeSendError,
  MailKeyMissingError,
  isTransient,
  SEND_TIMEOUT_MS,
  sendgridMailer,
  withRetry,
} from './mailer';

/** Shaped like @sendgrid/mail's ResponseError. */
function sendGridError(code: number) {
  return Object.assign(new Error('Bad'), {
    code,
    response: { body: { errors: [{ message: 'The from address is not verified' }] } },
  });
}

describe('mailer retries', () => {
  it('treats 429, 5xx and network failures as transient, other 4xx as final', () => {
    expect(isTransient(sendGridError(429))).toBe(true);
    expect(isTransient(sendGridError(503))).toBe(true);
    expect(isTransient(new Error('ECONNRESET'))).toBe(true);
    expect(isTransient(sendGridError(400))).toBe(false);
    expect(isTransient(sendGridError(401))).toBe(false);
  });

  it('classifies a refused or missing key as blocked, not final', async () => {
    expect(classifySendError(sendGridError(401))).toBe('blocked');
    expect(classifySendError(sendGridError(403))).toBe('blocked');
    expect(classifySendError(sendGridError(400))).toBe('final');
    expect(classifySendError(sendGridError(413))).toBe('final');
    expect(classifySendError(sendGridError(429))).toBe('transient');
    expect(classifySendError(sendGridError(502))).toBe('transient');
    expect(classifySendError(new Error('ETIMEDOUT'))).toBe('transient');
    const send = sendgridMailer({ apiKey: '  ', baseUrl: 'http://127.0.0.1:9' });
    const error = await send({
      to: { email: 'a@example.com' },
      from: { email: 'b@example.com' },
      subject: 's',
      text: 't',
      categories: [],
      customArgs: { leadId: 'x' },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MailKeyMissingError);
    expect(classifySendError(error)).toBe('blocked');
    // A blocked send is not retried in process: only a later success releases it.
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw sendGridError(401);
        },
        { attempts: 3, baseDelayMs: 1, sleep: async () => undefined },
      ),
    ).rejects.toMatchObject({ code: 401 });
    expect(calls).toBe(1);
  });

  it('retries transient failures with doubling delays, up to the bound', async () => {
    const delays: number[] = [];
    let calls = 0;
    const result = withRetry(
      async () => {
        calls++;
        throw sendGridError(500);
      },
      { attempts: 3, baseDelayMs: 100, sleep: async (ms) => void delays.push(ms) },
    );
    await expect(result).rejects.toMatchObject({ code: 500 });
    expect(calls).toBe(3);
    expect(delays).toEqual([100, 200]);
  });

  it('stops at once on a final failure and returns on success', async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw sendGridError(400);
        },
        { attempts: 3, baseDelayMs: 1, sleep: async () => undefined },
      ),
    ).rejects.toMatchObject({ code: 400 });
    expect(calls).toBe(1);

    let tries = 0;
    const value = await withRetry(
      async () => {
        if (++tries < 2) throw sendGridError(429);
        return 'ok';
      },
      { attempts: 3, baseDelayMs: 1, sleep: async () => undefined },
    );
    expect(value).toBe('ok');
  });

  it('starts no new attempt once the time budget is spent', async () => {
    let clock = 0;
    let calls = 0;
    const result = withRetry(
      async () => {
        calls++;
        clock += 3_000; // each attempt takes 3 s
        throw sendGridError(503);
      },
      {
        attempts: 5,
        baseDelayMs: 500,
        budgetMs: 5_000,
        now: () => clock,
        sleep: async (ms) => void (clock += ms),
      },
    );
    await expect(result).rejects.toMatchObject({ code: 503 });
    expect(calls).toBe(2);
  });

  it('gives up on a SendGrid that does not answer, as a transient failure', async () => {
    // A server that accepts the connection and never answers.
    const server = createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const send = sendgridMailer({
      apiKey: 'SG.test',
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs: 300,
    });
    const started = Date.now();
    const error = await send({
      to: { email: 'a@example.com' },
      from: { email: 'b@example.com' },
      subject: 's',
      text: 't',
      categories: [],
      customArgs: { leadId: 'x' },
    }).catch((e: unknown) => e);
    server.closeAllConnections();
    server.close();
    expect(error).toBeInstanceOf(Error);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(isTransient(error)).toBe(true);
    expect(SEND_TIMEOUT_MS).toBe(10_000);
  });

  it('describes a failure with SendGrid’s own message', () => {
    expect(describeSendError(sendGridError(403))).toBe(
      'HTTP 403: The from address is not verified',
    );
  });
});
