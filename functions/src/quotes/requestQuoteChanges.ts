/**
 * requestQuoteChanges({ leadId, quoteId, message }) → { ok }: the homeowner asks for changes
 * to the latest sent version, not yet accepted. The message is kept on the version (staff
 * read; the latest one), the status becomes changesRequested, the projection says when (never
 * the message) and the owner is pushed. Bounded per request (quoteBounds.ts).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { appCheckEnforced } from '../appCheck';
import { bookingCaller } from '../inspections/bookingCaller';
import { leadAlertDeps } from '../alerts/alertDeps';
import { webPushPrivateKey } from '../leads/params';
import type { QuoteCallDeps } from './acceptQuote';
import { alertQuoteEvent } from './quoteAlert';
import { countChangeRequest, quoteBoundsRef } from './quoteBounds';
import { assertLatest, readSentQuote, shows } from './quoteCallStore';
import { parseChangesRequest, QUOTE_CALL_MESSAGES } from './quoteCaller';
import { projectionRef } from './quoteStore';

export async function requestQuoteChangesFor(
  deps: QuoteCallDeps,
  uid: string | undefined,
  data: unknown,
): Promise<{ ok: true }> {
  const { db } = deps;
  const { leadId, quoteId, message } = parseChangesRequest(data);
  if ((await bookingCaller(db, uid)).staff)
    throw new HttpsError('permission-denied', QUOTE_CALL_MESSAGES.homeownerOnly);
  const now = (deps.now ?? Date.now)();
  const version = await db.runTransaction(async (tx) => {
    const read = await readSentQuote(tx, db, leadId, quoteId);
    if (read.quote.status === 'accepted')
      throw new HttpsError('already-exists', QUOTE_CALL_MESSAGES.alreadyAccepted);
    await assertLatest(tx, db, leadId, read);
    countChangeRequest(tx, await tx.get(quoteBoundsRef(db, leadId)), now);
    const at = Timestamp.fromMillis(now);
    tx.update(read.snap.ref, { status: 'changesRequested', changeRequest: { message, at } });
    if (shows(read, quoteId))
      tx.update(projectionRef(db, leadId), {
        status: 'changesRequested',
        changeRequest: { at },
        updatedAt: at,
      });
    return read.quote.version;
  });
  if (deps.alerts) {
    await alertQuoteEvent(
      deps.alerts(),
      { leadId, quoteId, version, event: 'changesRequested' },
      randomUUID(),
    ).catch((error: unknown) => logger.error('Quote alert failed', error, { leadId, quoteId }));
  }
  return { ok: true };
}

export const requestQuoteChanges = onCall(
  {
    maxInstances: 10,
    timeoutSeconds: 60,
    enforceAppCheck: appCheckEnforced(),
    secrets: [webPushPrivateKey],
  },
  (request) =>
    requestQuoteChangesFor(
      { db: adminDb(), alerts: leadAlertDeps },
      request.auth?.uid,
      request.data,
    ),
);
