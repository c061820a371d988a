/**
 * A scheduled round (a sweep, the publisher) over HTTP, for the local stack: the Functions
 * emulator runs no schedules, so the stack POSTs to it. index.ts exports these only inside the
 * emulator (emulatorOnly), so a deploy never creates one.
 */
import { onRequest, type HttpsOptions } from 'firebase-functions/v2/https';

export function localRound(options: HttpsOptions, round: () => Promise<unknown>) {
  return onRequest({ maxInstances: 1, invoker: 'private', ...options }, async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).send('POST only');
      return;
    }
    res.json(await round());
  });
}

/** The export inside the Functions emulator; undefined elsewhere, which is no function. */
export const emulatorOnly = <T>(localFunction: T): T | undefined =>
  process.env['FUNCTIONS_EMULATOR'] === 'true' ? localFunction : undefined;
