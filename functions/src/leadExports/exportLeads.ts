/**
 * exportLeads({ from, to, status }) → { path, fileName, count }: an admin's CSV of the leads
 * received from the first day to the last (Houston's clock), of one status or any, oldest
 * first. Only admins (roles/{uid}.admin, read here as the rules read it). The leads are read in
 * pages ordered by createdAt, with a cursor, so the inbox need not hold them all; the file is
 * written with the domain's leadsCsv (every cell quoted, formulas neutralized, no lead id) to
 * exports/{uid}/{exportId}.csv, which only admins may read (storage.rules). The browser reads
 * it back with the Storage SDK under those rules: no download token, so no lasting link to a
 * file of homeowners' addresses and phones. The file is short-lived: this admin's exports
 * older than EXPORT_KEPT_MS go at their next export, and the bucket's lifecycle rule
 * (storage.lifecycle.json) deletes every export a day after it was written.
 *
 * Bounded: at most LEAD_EXPORT_MAX_DAYS days and LEAD_EXPORT_MAX_LEADS leads received in
 * them (counted before any is read), LEAD_EXPORTS_PER_MINUTE exports a minute per admin.
 */
import { randomUUID } from 'node:crypto';
import {
  inboxLeadSchema,
  isLeadExportRequest,
  LEAD_EXPORT_FOLDER,
  LEAD_EXPORT_MAX_LEADS,
  LEAD_EXPORT_MESSAGES,
  leadExportFileName,
  leadExportPath,
  leadExportRangeErrors,
  leadExportWindow,
  leadsCsv,
  matchesExportStatus,
  type InboxLead,
  type LeadExportResult,
} from '@altum/domain';
import {
  Timestamp,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import * as v from 'valibot';
import { adminApp, adminDb } from '../admin';
import { appCheckEnforced } from '../appCheck';
import { countExport } from './exportBounds';
import { withDates } from '../withDates';

/** Leads read per query: a page of documents a function holds easily. */
export const EXPORT_PAGE_SIZE = 500;
/** How long an export stays once its admin asks for another: time enough to download it. */
export const EXPORT_KEPT_MS = 10 * 60_000;

/** What the function needs of the bucket. */
export interface ExportBucket {
  save(path: string, csv: string): Promise<void>;
  /** The objects under a folder, with when each was written. */
  list(prefix: string): Promise<{ path: string; writtenMs: number }[]>;
  remove(path: string): Promise<void>;
}

export interface ExportDeps {
  db: Firestore;
  bucket: ExportBucket;
  now?: () => number;
  pageSize?: number;
  /** LEAD_EXPORT_MAX_LEADS unless a test asks for less. */
  maxLeads?: number;
}

/** A lead as the inbox reads it (leniently); a lead that cannot be read stops the export. */
function readLead(doc: QueryDocumentSnapshot): InboxLead {
  const read = v.safeParse(inboxLeadSchema, withDates(doc.data()));
  if (read.success) return read.output;
  // The id only: never the homeowner's fields in a log.
  logger.error('Export: a lead does not match the inbox schema', { leadId: doc.id });
  throw new HttpsError('internal', 'A lead could not be read. Nothing was exported.');
}

/** Refuses anyone but an admin, as storage.rules and firestore.rules would. */
async function assertAdmin(db: Firestore, uid: string | undefined): Promise<string> {
  if (!uid) throw new HttpsError('unauthenticated', LEAD_EXPORT_MESSAGES.signedOut);
  if ((await db.collection('roles').doc(uid).get()).get('admin') !== true)
    throw new HttpsError('permission-denied', LEAD_EXPORT_MESSAGES.notAdmin);
  return uid;
}

/** Every lead of the range, page by page, ordered by createdAt (then id). */
async function readRange(range: Query, pageSize: number, most: number): Promise<InboxLead[]> {
  const leads: InboxLead[] = [];
  let cursor: QueryDocumentSnapshot | undefined;
  for (let read = 0; read < most;) {
    const page = range.orderBy('createdAt').limit(pageSize);
    const snap = await (cursor ? page.startAfter(cursor) : page).get();
    leads.push(...snap.docs.map(readLead));
    read += snap.size;
    cursor = snap.docs.at(-1);
    if (snap.size < pageSize) return leads;
  }
  // Leads that arrived after the count: the file stops at the bound rather than grow past it.
  return leads;
}

/** This admin's earlier exports, once old enough to have been downloaded; never `kept`. */
async function removeOldExports(bucket: ExportBucket, uid: string, kept: string, now: number) {
  const old = (await bucket.list(`${LEAD_EXPORT_FOLDER}${uid}/`)).filter(
    (file) => file.path !== kept && now - file.writtenMs >= EXPORT_KEPT_MS,
  );
  // One at a time: a few files, and no burst of deletes for the bucket.
  for (const file of old) await bucket.remove(file.path);
}

export async function exportLeadsFor(
  deps: ExportDeps,
  callerUid: string | undefined,
  data: unknown,
): Promise<LeadExportResult> {
  const { db, bucket } = deps;
  const uid = await assertAdmin(db, callerUid);
  if (!isLeadExportRequest(data))
    throw new HttpsError('invalid-argument', LEAD_EXPORT_MESSAGES.malformed);
  const errors = leadExportRangeErrors(data);
  const error = errors.from ?? errors.to;
  if (error) throw new HttpsError('invalid-argument', LEAD_EXPORT_MESSAGES[error], errors);
  const window = leadExportWindow(data);
  if (!window) throw new HttpsError('invalid-argument', LEAD_EXPORT_MESSAGES.malformed);
  const now = (deps.now ?? Date.now)();
  await countExport(db, uid, now);

  // Every status is read and the status chosen here: a lead never worked has no status field
  // (it reads as 'new'), which a query on status would miss.
  const range = db
    .collection('contacts')
    .where('createdAt', '>=', Timestamp.fromDate(window.start))
    .where('createdAt', '<', Timestamp.fromDate(window.end));
  const received = (await range.count().get()).data().count;
  const most = deps.maxLeads ?? LEAD_EXPORT_MAX_LEADS;
  if (received > most) throw new HttpsError('out-of-range', LEAD_EXPORT_MESSAGES.tooMany);
  const read = await readRange(range, deps.pageSize ?? EXPORT_PAGE_SIZE, most);
  const leads = read.filter((lead) => matchesExportStatus(lead.status, data.status));

  const path = leadExportPath(uid, randomUUID());
  await bucket.save(path, leadsCsv(leads));
  await removeOldExports(bucket, uid, path, now).catch((failure: unknown) =>
    // The lifecycle rule takes them in a day anyway: the export itself succeeded.
    logger.warn('Export: earlier exports not removed', failure, { uid }),
  );
  return { path, fileName: leadExportFileName(data), count: leads.length };
}

type StorageBucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** What the function needs, of an Admin SDK bucket. */
export function exportBucketOf(bucket: StorageBucket): ExportBucket {
  return {
    save: (path, csv) =>
      bucket.file(path).save(Buffer.from(csv, 'utf8'), {
        resumable: false,
        metadata: {
          contentType: 'text/csv; charset=utf-8',
          // Homeowners' details: kept in no cache along the way.
          cacheControl: 'private, no-store',
        },
      }),
    list: async (prefix) => {
      const [files] = await bucket.getFiles({ prefix });
      return files.map(({ name, metadata }) => ({
        path: name,
        writtenMs: Date.parse(metadata.timeCreated ?? ''),
      }));
    },
    remove: async (path) => {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
  };
}

/** The project's default bucket. */
const adminExportBucket = () => exportBucketOf(getStorage(adminApp()).bucket());

export const exportLeads = onCall(
  { maxInstances: 2, timeoutSeconds: 120, memory: '512MiB', enforceAppCheck: appCheckEnforced() },
  (request) =>
    exportLeadsFor({ db: adminDb(), bucket: adminExportBucket() }, request.auth?.uid, request.data),
);
