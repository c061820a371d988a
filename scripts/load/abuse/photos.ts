/**
 * Abuse probe of the request's photos, against a running local stack (npm start), as a script
 * with the public web config would try it: the real web SDK (firebase/firestore and
 * firebase/storage against the emulators), the security rules applied, no sign-in.
 * - uploads to random lead ids (no such lead): every one must be refused;
 * - one real lead saved through the rules with photoCount 10, then 20 uploads to it at once:
 *   photos 0 to 9, photos 0 to 4 again (overwrites) and photos 10 to 14 (past the most a lead
 *   takes). Photos 10 to 14 must be refused, exactly 10 objects stored, and processLeadPhoto
 *   must record 10. An overwrite sent while the first upload of that photo is still under way
 *   can pass the rules' `resource == null` too (a rule sees the bucket as it is when the
 *   request arrives): it is counted and printed, and still leaves one object, which the
 *   function checks like any other.
 *
 *   npx tsx scripts/load/abuse/photos.ts [--random 10] [--timeout 180]
 *
 * scripts/load/abuse.ts calls runPhotoAbuse() with the other abuse checks. Prints its
 * figures; exits non-zero when a bound does not hold.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { leadPhotoPath, MAX_LEAD_PHOTOS, toLeadPayload, type Lead } from '@altum/domain';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { getStorage as getAdminStorage } from 'firebase-admin/storage';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  serverTimestamp,
  setDoc,
  terminate,
} from 'firebase/firestore';
import { connectStorageEmulator, getStorage, ref, uploadBytes } from 'firebase/storage';
import sharp from 'sharp';
import { emulatorAddresses, PROJECT_ID } from '../../lib/ports';
import { emulatorAdminApp } from '../../seed/admin';

const BUCKET = `${PROJECT_ID}.appspot.com`;

export interface PhotoAbuseOptions {
  /** Uploads to random lead ids; 10 by default. */
  randomLeads?: number;
  /** How long to wait for the photo function to record the stored photos, in ms. */
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface PhotoAbuseFigures {
  randomUploads: number;
  /** Uploads to random lead ids the rules let through: must be 0. */
  randomAccepted: number;
  /** Objects found under those random ids afterwards: must be 0. */
  randomStored: number;
  leadId: string;
  uploads: number;
  accepted: number;
  refused: number;
  /** Second uploads of photos 0 to 4 the rules let through (racing the first). */
  overwritesAccepted: number;
  /** Uploads of photos 10 to 14 let through: must be 0. */
  pastMaxAccepted: number;
  /** Objects under lead-photos/{leadId}/ once the function is done: must be 10. */
  stored: number;
  /** Photos the lead records (photos.<n>): must be 10. */
  recorded: number;
  seconds: number;
  ok: boolean;
}

const probeLead: Lead = {
  name: 'Probe Photos',
  phone: '(713) 555-0140',
  email: 'probe.photos@example.com',
  address: '40 Probe St, Houston, TX 77002',
  service: 'storm-damage',
  timeline: 'week',
  details: 'Photo abuse probe.',
};

export async function runPhotoAbuse(options: PhotoAbuseOptions = {}): Promise<PhotoAbuseFigures> {
  const randomUploads = options.randomLeads ?? 10;
  const timeoutMs = options.timeoutMs ?? 180_000;
  const log = options.log ?? (() => undefined);
  const { firestore: fsAddress, storage: stAddress } = emulatorAddresses();
  if (!fsAddress || !stAddress) throw new Error('firebase.json has no Firestore or Storage port');

  // The browser SDK, configured as the local site configures it (web/src/lib/firebase/app.ts).
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, appId: 'demo-app', storageBucket: BUCKET },
    `abuse-photos-${Date.now()}`,
  );
  const db = getFirestore(app);
  connectFirestoreEmulator(db, fsAddress.host, fsAddress.port);
  const storage = getStorage(app);
  connectStorageEmulator(storage, stAddress.host, stAddress.port);

  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#7a5c3e' },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const send = async (path: string) => {
    try {
      await uploadBytes(ref(storage, path), photo, { contentType: 'image/jpeg' });
      return true;
    } catch {
      return false;
    }
  };
  const started = performance.now();

  // 1. Random lead ids: ids the SDK would make, for leads that were never saved.
  const randomIds = Array.from({ length: randomUploads }, () => doc(collection(db, 'contacts')).id);
  const randomResults = await Promise.all(randomIds.map((id) => send(leadPhotoPath(id, 0))));
  const randomAccepted = randomResults.filter(Boolean).length;
  log(`Random lead ids: ${randomAccepted} of ${randomUploads} uploads accepted.`);

  // 2. A real lead announcing 10 photos, then 20 uploads to it at once.
  const leadRef = doc(collection(db, 'contacts'));
  await setDoc(leadRef, {
    ...toLeadPayload(probeLead),
    photoCount: MAX_LEAD_PHOTOS,
    createdAt: serverTimestamp(),
  });
  const paths = [
    ...Array.from({ length: MAX_LEAD_PHOTOS }, (_, n) => leadPhotoPath(leadRef.id, n)),
    ...Array.from({ length: 5 }, (_, n) => leadPhotoPath(leadRef.id, n)),
    ...Array.from({ length: 5 }, (_, n) => `lead-photos/${leadRef.id}/${MAX_LEAD_PHOTOS + n}`),
  ];
  const results = await Promise.all(paths.map(send));
  const accepted = results.filter(Boolean).length;
  const acceptedOf = (from: number, to: number) => results.slice(from, to).filter(Boolean).length;
  log(`Lead ${leadRef.id}: ${accepted} of ${paths.length} uploads accepted; waiting...`);
  await terminate(db);
  await deleteApp(app);

  // What the server kept, read past the rules.
  const admin = emulatorAdminApp();
  const bucket = getAdminStorage(admin).bucket(BUCKET);
  const adminDb = getAdminFirestore(admin);
  const countUnder = async (prefix: string) => (await bucket.getFiles({ prefix }))[0].length;
  const recordedOf = async () =>
    Object.keys(
      ((await adminDb.doc(`contacts/${leadRef.id}`).get()).get('photos') as object | undefined) ??
        {},
    ).length;
  const until = Date.now() + timeoutMs;
  let recorded = await recordedOf();
  while (recorded < MAX_LEAD_PHOTOS && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    recorded = await recordedOf();
  }
  const stored = await countUnder(`lead-photos/${leadRef.id}/`);
  const randomStored = (
    await Promise.all(randomIds.map((id) => countUnder(`lead-photos/${id}/`)))
  ).reduce((sum, n) => sum + n, 0);

  const figures: PhotoAbuseFigures = {
    randomUploads,
    randomAccepted,
    randomStored,
    leadId: leadRef.id,
    uploads: paths.length,
    accepted,
    refused: paths.length - accepted,
    overwritesAccepted: acceptedOf(MAX_LEAD_PHOTOS, MAX_LEAD_PHOTOS + 5),
    pastMaxAccepted: acceptedOf(MAX_LEAD_PHOTOS + 5, paths.length),
    stored,
    recorded,
    seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    ok: false,
  };
  figures.ok =
    randomAccepted === 0 &&
    randomStored === 0 &&
    acceptedOf(0, MAX_LEAD_PHOTOS) === MAX_LEAD_PHOTOS &&
    figures.pastMaxAccepted === 0 &&
    stored === MAX_LEAD_PHOTOS &&
    recorded === MAX_LEAD_PHOTOS;
  return figures;
}

export function photoAbuseLine(f: PhotoAbuseFigures): string {
  return (
    `Photos: ${f.randomUploads} uploads to random lead ids, ${f.randomAccepted} accepted, ` +
    `${f.randomStored} stored; ${f.uploads} uploads to one lead (photoCount ${MAX_LEAD_PHOTOS}), ` +
    `${f.accepted} accepted (overwrites ${f.overwritesAccepted} of 5, past photo 10 ` +
    `${f.pastMaxAccepted} of 5), ${f.refused} refused, ${f.stored} stored, ${f.recorded} ` +
    `recorded on the lead (${f.seconds} s).`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: { random: { type: 'string' }, timeout: { type: 'string' } },
  });
  const figures = await runPhotoAbuse({
    randomLeads: Number(values.random ?? 10),
    timeoutMs: Number(values.timeout ?? 180) * 1000,
    log: (line) => console.log(line),
  });
  console.log(photoAbuseLine(figures));
  console.log(
    figures.ok
      ? 'OK: random lead ids refused; 10 of 20 uploads stored.'
      : 'FAIL: a photo bound did not hold.',
  );
  process.exit(figures.ok ? 0 : 1);
}
