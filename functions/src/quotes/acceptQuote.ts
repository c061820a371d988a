/**
 * acceptQuote({ leadId, quoteId, optionTier, typedName, consentVersion }) → { ok, acceptedAt }:
 * the homeowner accepts the latest sent version. In one transaction: only that version, not
 * expired (its valid-until day over on Houston's calendar), not accepted before, with an
 * option of the quote when it has options (none when it has none), the current e-sign consent
 * version and a typed name. It records the acceptance on the version (the option, the typed
 * name, the consent version, the SHA-256 of the canonical content, the server's time, the
 * caller's network as an HMAC, the user agent), locks the version (status accepted), updates
 * the homeowner's projection and queues the PDF e-mails (quoteMail.ts). Bounded per request
 * (quoteBounds.ts). The owner is pushed once it is recorded.
 */
import { randomUUID } from 'node:crypto';
import { isQuoteExpired, QUOTE_ESIGN_CONSENT, quoteContentHash } from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { adminDb } from '../admin';
import { appCheckEnforced } from '../appCheck';
import { clientIp, viewHashSalt } from '../blog/countPostView';
import { bookingCaller } from '../inspections/bookingCaller';
import { leadAlertDeps } from '../alerts/alertDeps';
import type { AlertDeps } from '../alerts/alertRecords';
import { webPushPrivateKey } from '../leads/params';
import { alertQuoteEvent } from './quoteAlert';
import { countAcceptCall } from './quoteBounds';
import { assertLatest, readSentQuote, shows } from './quoteCallStore';
import {
  networkHash,
  parseAcceptRequest,
  QUOTE_CALL_MESSAGES,
  userAgentOf,
  type QuoteVisitor,
} from './quoteCaller';
import { queueQuoteMail } from './quoteMail';
import { projectionRef, type QuoteAcceptance } from './quoteStore';

export interface QuoteCallDeps {
  db: Firestore;
  now?: () => number;
  /** The owner's push; absent in tests that do not look at it. */
  alerts?: () => AlertDeps;
}

export async function acceptQuoteFor(
  deps: QuoteCallDeps,
  uid: string | undefined,
  data: unknown,
  visitor: QuoteVisitor,
): Promise<{ ok: true; acceptedAt: string }> {
  const { db } = deps;
  const request = parseAcceptRequest(data);
  const { leadId, quoteId } = request;
  if ((await bookingCaller(db, uid)).staff)
    throw new HttpsError('permission-denied', QUOTE_CALL_MESSAGES.homeownerOnly);
  if (request.consentVersion !== QUOTE_ESIGN_CONSENT.version)
    throw new HttpsError('invalid-argument', QUOTE_CALL_MESSAGES.consentOutdated, {
      consentVersion: QUOTE_ESIGN_CONSENT.version,
    });
  const network = networkHash(visitor);
  const now = (deps.now ?? Date.now)();
  await countAcceptCall(db, leadId, now);
  const accepted = await db.runTransaction(async (tx) => {
    const read = await readSentQuote(tx, db, leadId, quoteId);
    const { quote } = read;
    if (quote.status === 'accepted')
      throw new HttpsError('already-exists', QUOTE_CALL_MESSAGES.alreadyAccepted);
    await assertLatest(tx, db, leadId, read);
    if (isQuoteExpired(quote.validUntil, new Date(now)))
      throw new HttpsError('failed-precondition', QUOTE_CALL_MESSAGES.expired);
    const option =
      request.optionTier === null
        ? null
        : (quote.options.find((o) => o.tier === request.optionTier) ?? null);
    if (quote.options.length > 0 ? option === null : request.optionTier !== null)
      throw new HttpsError('invalid-argument', QUOTE_CALL_MESSAGES.optionRequired);
    const acceptedAt = Timestamp.fromMillis(now);
    const acceptance: QuoteAcceptance = {
      optionTier: request.optionTier,
      typedName: request.typedName,
      consentVersion: request.consentVersion,
      contentSha256: await quoteContentHash(quote),
      acceptedAt,
      networkHash: network,
      userAgent: visitor.userAgent,
    };
    tx.update(read.snap.ref, { status: 'accepted', acceptance });
    if (shows(read, quoteId))
      tx.update(projectionRef(db, leadId), {
        status: 'accepted',
        acceptance: {
          optionTier: acceptance.optionTier,
          typedName: acceptance.typedName,
          acceptedAt,
        },
        updatedAt: acceptedAt,
      });
    queueQuoteMail(tx, db, { leadId, quoteId, kind: 'accepted' }, now);
    return { version: quote.version, optionLabel: option?.label, acceptedAt };
  });
  if (deps.alerts) {
    await alertQuoteEvent(
      deps.alerts(),
      {
        leadId,
        quoteId,
        version: accepted.version,
        event: 'accepted',
        ...(accepted.optionLabel ? { optionLabel: accepted.optionLabel } : {}),
      },
      randomUUID(),
    ).catch((error: unknown) =>
      // The acceptance stands; the e-mail to the office carries it too.
      logger.error('Quote alert failed', error, { leadId, quoteId }),
    );
  }
  return { ok: true, acceptedAt: accepted.acceptedAt.toDate().toISOString() };
}

export const acceptQuote = onCall(
  {
    maxInstances: 10,
    timeoutSeconds: 60,
    enforceAppCheck: appCheckEnforced(),
    // The network is keyed as the view counter keys a visitor, with its salt.
    secrets: [viewHashSalt, webPushPrivateKey],
  },
  (request) =>
    acceptQuoteFor({ db: adminDb(), alerts: leadAlertDeps }, request.auth?.uid, request.data, {
      ip: clientIp(request.rawRequest),
      salt: viewHashSalt.value(),
      userAgent: userAgentOf(request.rawRequest.headers),
    }),
);
