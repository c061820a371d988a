/**
 * `npx tsx scripts/backfill-lead-fields.ts`: gives every stored lead the fields the lead
 * inbox's queries filter on (status, ownerId, quietSpam: missingInboxFields in
 * domain/src/lead/inboxQuery.ts), once, after the deploy that pages the inbox. New leads get
 * them from the server as they arrive (functions/src/leads/inboxFields.ts); a lead stored
 * before that is missing from the inbox's lists until it has them. Writes only what is
 * missing, in a transaction per lead, so running it twice or beside staff changes nothing
 * twice. Against the local emulators when FIRESTORE_EMULATOR_HOST is set; otherwise the real
 * project with application default credentials, as grant-role.
 */
import { missingInboxFields } from '@altum/domain';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { emulatorEnv, PROJECT_ID } from './lib/ports';

const PAGE = 300;

const local = Boolean(process.env.FIRESTORE_EMULATOR_HOST);
if (local) for (const [key, value] of Object.entries(emulatorEnv())) process.env[key] ??= value;
const projectId = local
  ? PROJECT_ID
  : (process.env.GOOGLE_CLOUD_PROJECT ?? process.env.GCLOUD_PROJECT);
const app = initializeApp(projectId ? { projectId } : undefined);
const db = getFirestore(app);
let read = 0;
let filled = 0;
try {
  let after: string | null = null;
  for (;;) {
    let page = db.collection('contacts').orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) page = page.startAfter(after);
    const snap = await page.get();
    if (snap.empty) break;
    read += snap.size;
    for (const doc of snap.docs) {
      if (Object.keys(missingInboxFields(doc.data())).length === 0) continue;
      const wrote = await db.runTransaction(async (tx) => {
        const now = await tx.get(doc.ref);
        const missing = now.exists ? missingInboxFields(now.data() ?? {}) : {};
        if (Object.keys(missing).length === 0) return false;
        tx.update(doc.ref, missing);
        return true;
      });
      if (wrote) filled += 1;
    }
    after = snap.docs[snap.docs.length - 1]?.id ?? null;
  }
  console.log(`${read} leads read, ${filled} given the inbox's fields.`);
} finally {
  await deleteApp(app);
}
