/**
 * The lead photo sweep on the local stack. A dropped event is simulated honestly: the photo
 * is uploaded to a second bucket of the Storage emulator, which no trigger listens to (the
 * Functions emulator keys Storage triggers by bucket), so its finalize event is never
 * handled, as in production after an hour of failed retries. The sweep is then run against
 * that bucket with a pinned clock some days ahead: other suites' leads (made now) stay out of
 * its window, and the upload is past the hour its own event would have had.
 */
import { leadPhotoCopyPath, leadPhotoPath } from '@altum/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carriedMetadata, phonePhoto } from './photoFixtures';
import { adminPhotoBucket, type PhotoBucket } from './photoBucket';
import { handleLeadPhotoFinalized, type RecordedLeadPhoto } from './processLeadPhoto';
import { SWEEP_AFTER_MS, sweepLeadPhotos, type LeadPhotoSweepResult } from './retryLeadPhotos';

process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= '127.0.0.1:9199';
process.env.STORAGE_EMULATOR_HOST ??= 'http://127.0.0.1:9199';

/** A bucket without triggers: what is uploaded here is an event nobody handled. */
const UNWATCHED = 'demo-altum-unwatched';
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
let app: App;
let db: Firestore;

beforeAll(() => {
  app = initializeApp({ projectId: 'demo-altum' }, 'lead-photo-sweep-test');
  db = getFirestore(app);
});
afterAll(() => deleteApp(app));

const file = (path: string) => getStorage(app).bucket(UNWATCHED).file(path);
const exists = async (path: string) => (await file(path).exists())[0];

/** A lead that announced `photoCount` photos, made `ageMs` before the pinned `now`. */
async function leadAt(now: number, ageMs: number, photoCount: number, photos = {}) {
  const ref = db.collection('contacts').doc();
  await ref.set({
    name: 'Maria Lopez',
    email: `maria-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '(713) 555-0123',
    address: '12 Oak St, Houston, TX 77339',
    service: 'storm-damage',
    timeline: 'week',
    message: 'Shingles missing after the storm.',
    photoCount,
    createdAt: Timestamp.fromMillis(now - ageMs),
    ...(Object.keys(photos).length > 0 ? { photos } : {}),
  });
  return ref;
}

/** The real bucket, counting what the sweep asks of it. */
function counted(bucket: PhotoBucket) {
  const calls: string[] = [];
  const count =
    <A extends unknown[], R>(name: string, call: (...args: A) => Promise<R>) =>
    (...args: A) => {
      calls.push(name);
      return call(...args);
    };
  const wrapped: PhotoBucket = {
    stat: count('stat', bucket.stat),
    list: count('list', bucket.list),
    download: count('download', bucket.download),
    save: count('save', bucket.save),
    remove: count('remove', bucket.remove),
    removeAll: count('removeAll', bucket.removeAll),
  };
  return { bucket: wrapped, calls };
}

// Each test pins its own clock days apart, so no test's leads are in another's window.
describe('sweepLeadPhotos on the emulators', { timeout: 90_000 }, () => {
  it('processes a photo whose upload event was never handled, once', async () => {
    const now = Date.now() + 10 * DAY;
    const lead = await leadAt(now, 3 * HOUR, 2);
    const path = leadPhotoPath(lead.id, 0);
    await file(path).save(await phonePhoto(1200, 900), {
      resumable: false,
      metadata: { contentType: 'image/jpeg' },
    });
    const deps = { db, bucket: adminPhotoBucket(UNWATCHED) };

    const first = await sweepLeadPhotos(deps, now);
    expect(first.listed).toEqual([lead.id]);
    expect(first.swept).toEqual([{ leadId: lead.id, photo: 0, outcome: { recorded: 0 } }]);
    const record = (await lead.get()).get('photos.0') as RecordedLeadPhoto;
    expect(record).toMatchObject({
      thumbPath: leadPhotoCopyPath(lead.id, 0, 'thumb'),
      largePath: leadPhotoCopyPath(lead.id, 0, 'large'),
      width: 900,
      height: 1200,
    });
    expect(await exists(record.thumbPath)).toBe(true);
    expect(await exists(record.largePath)).toBe(true);
    const [meta] = await file(path).getMetadata();
    expect([meta.metadata?.['verified'], Number(meta.size)]).toEqual(['true', record.bytes]);
    const original = (await file(path).download())[0];
    expect((await carriedMetadata(original)).gps).toBe(false);
    expect((await sharp(original).metadata()).format).toBe('jpeg');

    // Photo 1 never came: the folder is listed again, but photo 0 is not redone.
    const second = await sweepLeadPhotos(deps, now + 30 * 60 * 1000);
    expect(second.listed).toEqual([lead.id]);
    expect(second.swept).toEqual([]);
    // The trigger's own event arriving late finds it done: one record, one original.
    expect(await handleLeadPhotoFinalized(path, deps)).toBe('already-done');
    const [after] = await file(path).getMetadata();
    expect(after.generation).toBe(meta.generation);
    const photos = (await lead.get()).get('photos') as Record<string, RecordedLeadPhoto>;
    expect(Object.keys(photos)).toEqual(['0']);
    expect(photos['0']?.at.isEqual(record.at)).toBe(true);
  });

  it('leaves an upload of the last hour to its own event', async () => {
    // Near the real clock (the upload is written now), so other suites' leads may be in the
    // window too: only this lead's photos are in the unwatched bucket, and only its are read.
    const now = Date.now() + SWEEP_AFTER_MS / 2;
    const lead = await leadAt(now, 2 * HOUR, 1);
    const path = leadPhotoPath(lead.id, 0);
    await file(path).save(await phonePhoto(600, 400), {
      resumable: false,
      metadata: { contentType: 'image/jpeg' },
    });
    const deps = { db, bucket: adminPhotoBucket(UNWATCHED) };
    const ofLead = (result: LeadPhotoSweepResult) =>
      result.swept.filter((swept) => swept.leadId === lead.id);
    const early = await sweepLeadPhotos(deps, now);
    expect(early.listed).toContain(lead.id);
    expect(ofLead(early)).toEqual([]);
    // An hour on, its event's retries would be over: the sweep takes it.
    const later = await sweepLeadPhotos(deps, now + SWEEP_AFTER_MS);
    expect(ofLead(later)).toEqual([{ leadId: lead.id, photo: 0, outcome: { recorded: 0 } }]);
  });

  it('does nothing but its one query when nothing is due', async () => {
    const now = Date.now() + 30 * DAY;
    const empty = counted(adminPhotoBucket(UNWATCHED));
    expect(await sweepLeadPhotos({ db, bucket: empty.bucket }, now)).toEqual({
      leads: 0,
      listed: [],
      swept: [],
    });
    expect(empty.calls).toEqual([]);

    // Young leads whose announced photos are all recorded: read by the query, nothing more.
    const at = Timestamp.fromMillis(now - 3 * HOUR);
    const done = (n: number) => ({
      [String(n)]: { thumbPath: 't', largePath: 'l', width: 1, height: 1, bytes: 1, at },
    });
    await leadAt(now, 3 * HOUR, 1, done(0));
    await leadAt(now, 5 * HOUR, 2, { ...done(0), ...done(1) });
    const idle = counted(adminPhotoBucket(UNWATCHED));
    expect(await sweepLeadPhotos({ db, bucket: idle.bucket }, now)).toEqual({
      leads: 2,
      listed: [],
      swept: [],
    });
    expect(idle.calls).toEqual([]);
  });

  it('reads at most its limit of leads a round, oldest first', async () => {
    const now = Date.now() + 40 * DAY;
    const oldest = await leadAt(now, 30 * HOUR, 3);
    const older = await leadAt(now, 20 * HOUR, 3);
    await leadAt(now, 10 * HOUR, 3);
    // Out of the window: too young for a dropped event, too old to be taken any more.
    await leadAt(now, 30 * 60 * 1000, 3);
    await leadAt(now, 60 * DAY, 3);
    const deps = { db, bucket: adminPhotoBucket(UNWATCHED) };
    const limited = await sweepLeadPhotos({ ...deps, leadLimit: 2 }, now);
    expect(limited).toEqual({ leads: 2, listed: [oldest.id, older.id], swept: [] });
    expect((await sweepLeadPhotos(deps, now)).leads).toBe(3);
  });
});
