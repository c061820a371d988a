/**
 * viewQuote({ leadId, quoteId }) → { ok }: the homeowner opened the latest sent version. The
 * first view records viewedAt (and status viewed, from sent), once; the projection follows and
 * the owner is pushed. Later views, a staff member's view and a view of an older version
 * change nothing.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { appCheckEnforced } from '../appCheck';
import { bookingCaller } from '../inspections/bookingCaller';
import { leadAlertDeps } from '../alerts/alertDeps';
import { webPushPrivateKey } from '../leads/params';
import type { QuoteCallDeps } from './acceptQuote';
import { alertQuoteEvent } from './quoteAlert';
import { readSentQuote, shows } from './quoteCallStore';
import { parseViewRequest } from './quoteCaller';
import { projectionRef } from './quoteStore';

export async function viewQuoteFor(
  deps: QuoteCallDeps,
  uid: string | undefined,
  data: unknown,
): Promise<{ ok: true }> {
  const { db } = deps;
  const { leadId, quoteId } = parseViewRequest(data);
  const staff = (await bookingCaller(db, uid)).staff;
  const now = (deps.now ?? Date.now)();
  const viewed = await db.runTransaction(async (tx) => {
    const read = await readSentQuote(tx, db, leadId, quoteId);
    if (staff || read.quote.viewedAt || !shows(read, quoteId)) return null;
    const at = Timestamp.fromMillis(now);
    const status = read.quote.status === 'sent' ? { status: 'viewed' } : {};
    tx.update(read.snap.ref, { viewedAt: at, ...status });
    tx.update(projectionRef(db, leadId), { ...status, updatedAt: at });
    return read.quote.version;
  });
  if (viewed !== null && deps.alerts) {
    await alertQuoteEvent(
      deps.alerts(),
      { leadId, quoteId, version: viewed, event: 'viewed' },
      randomUUID(),
    ).catch((error: unknown) => logger.error('Quote alert failed', error, { leadId, quoteId }));
  }
  return { ok: true };
}

export const viewQuote = onCall(
  {
    maxInstances: 10,
    timeoutSeconds: 60,
    enforceAppCheck: appCheckEnforced(),
    secrets: [webPushPrivateKey],
  },
  (request) =>
    viewQuoteFor({ db: adminDb(), alerts: leadAlertDeps }, request.auth?.uid, request.data),
);
