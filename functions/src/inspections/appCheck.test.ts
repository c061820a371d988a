/**
 * The booking callables as Cloud Functions serves them: each export is firebase-functions'
 * own onCall handler, called here as the HTTP handler it is, so its App Check check runs for
 * real. The emulator cannot show this: it decodes a token without verifying it, so a forged
 * one passes there. Outside it the Admin SDK verifies; the tokens below fail before it would
 * fetch Google's keys, so no test goes on the network.
 */
import { BOOKING_MESSAGES } from '@altum/domain';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appCheckEnforced } from '../appCheck';

const CALLABLES = [
  { name: 'bookInspection', load: () => import('./bookInspection') },
  { name: 'cancelInspection', load: () => import('./cancelInspection') },
  { name: 'requestDetails', load: () => import('./requestDetails') },
] as const;

type Callable = (req: never, res: never) => unknown;

/** The callable, defined as a deployed instance defines it with APP_CHECK_ENFORCED so. */
async function callableWith(
  enforced: string | undefined,
  callable: (typeof CALLABLES)[number],
): Promise<Callable> {
  vi.resetModules();
  vi.stubEnv('APP_CHECK_ENFORCED', enforced);
  vi.stubEnv('FUNCTIONS_EMULATOR', undefined);
  // The project the Admin SDK checks a token's audience against.
  vi.stubEnv('FIREBASE_CONFIG', JSON.stringify({ projectId: 'demo-altum' }));
  const loaded = (await callable.load()) as unknown as Record<string, Callable>;
  const handler = loaded[callable.name];
  if (!handler) throw new Error(`${callable.name} is not exported`);
  return handler;
}

/** What the handler answered: the status and the JSON body it sent. */
class Answer extends EventEmitter {
  statusCode = 200;
  body: unknown;
  headersSent = false;
  private readonly headers = new Map<string, unknown>();
  setHeader(name: string, value: unknown) {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }
  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }
  status(code: number) {
    this.statusCode = code;
    return this;
  }
  send(body: unknown) {
    this.body = body;
    this.headersSent = true;
    this.emit('finish');
    return this;
  }
  end() {
    this.headersSent = true;
    this.emit('finish');
    return this;
  }
}

/** A callable request as the Functions SDK sends it: POST, JSON, `{ data }`. */
async function call(
  handler: Callable,
  data: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value;
  const header = (name: string) => headers[name.toLowerCase()];
  const request = { method: 'POST', url: '/', headers, body: { data }, header, get: header };
  const answer = new Answer();
  await handler(request as never, answer as never);
  return { status: answer.statusCode, body: answer.body };
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A token shaped as App Check's, with its claims for this project, but signed with a key of
 * the caller's own choosing (HS256): the emulator would take it, App Check's verifier not.
 */
const FORGED_TOKEN = [
  base64url({ alg: 'HS256', typ: 'JWT' }),
  base64url({
    iss: 'https://firebaseappcheck.googleapis.com/123456789',
    aud: ['projects/123456789', 'projects/demo-altum'],
    sub: '1:123456789:web:forged',
    iat: 1_700_000_000,
    exp: 4_000_000_000,
  }),
  'c2lnbmF0dXJl',
].join('.');

/** Refused by the handler's own checks, so a call answered with it reached the handler. */
const MALFORMED = { status: 400, body: { error: { status: 'INVALID_ARGUMENT' } } };
const REFUSED = { status: 401, body: { error: { status: 'UNAUTHENTICATED' } } };

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('App Check on the booking callables', () => {
  for (const callable of CALLABLES) {
    describe(callable.name, () => {
      it('enforced, refuses a call without a token (401) before its handler runs', async () => {
        const handler = await callableWith('true', callable);
        expect(await call(handler, {})).toMatchObject(REFUSED);
      });

      it('enforced, refuses a token that does not verify', async () => {
        const handler = await callableWith('true', callable);
        expect(await call(handler, {}, { 'X-Firebase-AppCheck': FORGED_TOKEN })).toMatchObject(
          REFUSED,
        );
        expect(await call(handler, {}, { 'X-Firebase-AppCheck': 'local-stack' })).toMatchObject(
          REFUSED,
        );
      });

      it('not enforced (unset, or false as locally), lets a tokenless call through', async () => {
        for (const enforced of [undefined, 'false']) {
          const handler = await callableWith(enforced, callable);
          const answer = await call(handler, {});
          expect(answer).toMatchObject(MALFORMED);
          expect(answer.body).toMatchObject({ error: { message: BOOKING_MESSAGES.malformed } });
        }
      });
    });
  }
});

describe('APP_CHECK_ENFORCED', () => {
  it('is off unset, empty or false', () => {
    for (const value of [undefined, '', ' ', 'false', 'FALSE', ' false ']) {
      expect(appCheckEnforced(value), String(value)).toBe(false);
    }
  });

  it('is on for true, and for any other value: a typo does not leave the callables open', () => {
    for (const value of ['true', 'TRUE', ' true ', 'ture', '1', 'yes']) {
      expect(appCheckEnforced(value), value).toBe(true);
    }
  });
});
