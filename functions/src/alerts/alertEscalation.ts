/** Escalation: a lead still new 5 minutes on inside business hours alerts every admin once. */
import {
  isEscalationDue,
  isQuietSpam,
  leadAlertPayload,
  leadDigestPayload,
  ESCALATION_AFTER_MS,
  ESCALATION_DIGEST_OVER,
  ESCALATION_LOOKBACK_MS,
  arrivedPhotoCount,
  storedPhotoCount,
} from '@altum/domain';
import {
  FieldPath,
  Timestamp,
  type Firestore,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { emptyResult, pushToRecipients, type AlertRunResult } from './alertDelivery';
import { claimDigestMinute } from './alertDigest';
import { alertRecipients } from './alertRecipients';
import { DELIVERY_RECORD_TTL_MS, type AlertDeps } from './alertRecords';

export interface EscalationResult {
  /** Leads escalated in this sweep. */
  escalated: string[];
  alerts: AlertRunResult;
}

export const escalationRef = (db: Firestore, leadId: string) =>
  db.collection('leadEscalations').doc(leadId);

/** Where the last sweep stopped reading leads (functions only). */
export const escalationCursorRef = (db: Firestore) =>
  db.collection('leadAlertState').doc('escalationCursor');

const escalationDigestRef = (db: Firestore) =>
  db.collection('leadAlertState').doc('escalationDigest');

/** Leads read per page, and pages per sweep (a sweep goes on where the last one stopped). */
const PAGE = 300;
const MAX_PAGES = 40;

interface Cursor {
  createdAt: Timestamp;
  id: string;
}

/**
 * Alerts every admin once more about each lead still 'new' whose 5 minutes ended inside
 * business hours (isEscalationDue). Once per lead: leadEscalations/{leadId} is created first,
 * and a lead that already has one is left alone.
 *
 * A lead is looked at once, when its 5 minutes are over: the sweep pages through the leads
 * after its cursor (leadAlertState/escalationCursor, by createdAt then id), so a flood of
 * leads never hides a later one. More than ESCALATION_DIGEST_OVER due at once reach the admins
 * as one push ("14 leads still new"), each lead still recorded as escalated.
 */
export async function escalateWaitingLeads(deps: AlertDeps): Promise<EscalationResult> {
  const { db } = deps;
  const now = (deps.now ?? Date.now)();
  const windowStart = now - ESCALATION_AFTER_MS - ESCALATION_LOOKBACK_MS;
  const windowEnd = Timestamp.fromMillis(now - ESCALATION_AFTER_MS);
  const stored = (await escalationCursorRef(db).get()).data() as Cursor | undefined;
  // A cursor outside the window (the sweeper was down, or a test's clock) is not used.
  let cursor: Cursor | null =
    stored &&
    stored.createdAt.toMillis() >= windowStart &&
    stored.createdAt.toMillis() <= windowEnd.toMillis()
      ? stored
      : null;
  const waiting: QueryDocumentSnapshot[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    let query = db
      .collection('contacts')
      .where('createdAt', '>=', Timestamp.fromMillis(windowStart))
      .where('createdAt', '<=', windowEnd)
      .orderBy('createdAt')
      .orderBy(FieldPath.documentId())
      .select(
        'createdAt',
        'status',
        'suspectedSpam',
        'name',
        'service',
        'timeline',
        'photoCount',
        'photos',
      )
      .limit(PAGE);
    if (cursor) query = query.startAfter(cursor.createdAt, cursor.id);
    const leads = await query.get();
    waiting.push(
      ...leads.docs.filter((doc) => {
        const status = doc.get('status') as unknown;
        const createdAt = doc.get('createdAt') as unknown;
        return (
          (status === undefined || status === null || status === 'new') &&
          !isQuietSpam(doc.get('suspectedSpam') as string | undefined) &&
          createdAt instanceof Timestamp &&
          isEscalationDue(createdAt.toMillis(), now)
        );
      }),
    );
    const last = leads.docs.at(-1);
    if (last) cursor = { createdAt: last.get('createdAt') as Timestamp, id: last.id };
    if (leads.size < PAGE) break;
  }
  const result = await escalate(deps, waiting, now);
  // Only once the leads read are escalated (or a digest waits for its minute): a sweep that
  // dies, or one that waits, reads them again.
  if (cursor && result !== 'wait') await escalationCursorRef(db).set(cursor);
  return result === 'wait' ? { escalated: [], alerts: emptyResult() } : result;
}

async function escalate(
  deps: AlertDeps,
  waiting: QueryDocumentSnapshot[],
  now: number,
): Promise<EscalationResult | 'wait'> {
  const result: EscalationResult = { escalated: [], alerts: emptyResult() };
  if (waiting.length === 0) return result;
  const already = await deps.db.getAll(...waiting.map((doc) => escalationRef(deps.db, doc.id)));
  const due = waiting.filter((_doc, i) => !already[i]?.exists);
  if (due.length === 0) return result;
  const digest = due.length > ESCALATION_DIGEST_OVER;
  // Like the new-lead digest, at most one a minute (a local stack sweeps every few seconds).
  if (digest && !(await claimDigestMinute(deps.db, escalationDigestRef(deps.db), now)))
    return 'wait';
  const admins = await alertRecipients(deps, 'admins');
  const digestId = `escdigest${now}`;
  for (const doc of due) {
    try {
      await escalationRef(deps.db, doc.id).create({
        at: Timestamp.fromMillis(now),
        devices: admins.length,
        ...(digest ? { digest: digestId } : {}),
        expireAt: Timestamp.fromMillis(now + DELIVERY_RECORD_TTL_MS),
      });
    } catch (error) {
      if ((error as { code?: unknown }).code === 6) continue; // another sweep took it
      throw error;
    }
    result.escalated.push(doc.id);
    if (digest) continue;
    const payload = JSON.stringify(
      leadAlertPayload(
        doc.id,
        {
          name: String(doc.get('name') ?? ''),
          service: String(doc.get('service') ?? ''),
          timeline: String(doc.get('timeline') ?? ''),
          photoCount: storedPhotoCount(doc.get('photoCount')),
          photosArrived: arrivedPhotoCount(doc.get('photos')),
        },
        'escalation',
      ),
    );
    const run = await pushToRecipients(
      deps,
      doc.id,
      'escalation',
      payload,
      admins,
      `escalation-${doc.id}`,
    );
    addInto(result.alerts, run);
  }
  if (digest && result.escalated.length > 0) {
    const payload = JSON.stringify(
      leadDigestPayload(digestId, 'escalation-digest', result.escalated.length),
    );
    addInto(
      result.alerts,
      await pushToRecipients(deps, digestId, 'escalation-digest', payload, admins, digestId),
    );
  }
  return result;
}

function addInto(total: AlertRunResult, run: AlertRunResult) {
  for (const key of Object.keys(run) as (keyof AlertRunResult)[]) total[key] += run[key];
}
