/**
 * A request's photos as the photo function leaves them, written straight to the emulators for
 * the staff-side tests: a small and a large WebP copy per photo under lead-photo-copies/, and
 * the `photos` map on the lead that names them (the shape the function records).
 */
import { getStorage } from 'firebase-admin/storage';
import sharp from 'sharp';
import { emulatorAdminApp } from '../../../scripts/seed/admin';

const BUCKET = 'demo-altum.appspot.com';

/** The stored original's size; the copies keep its shape. */
export const ORIGINAL = { width: 2048, height: 1536 } as const;
export const THUMB = { width: 320, height: 240 } as const;
export const LARGE = { width: 1600, height: 1200 } as const;

/** One colour per photo, so each copy is told apart on screen. */
const COLOURS = ['#7a4b2a', '#3a5c7a', '#4d7a3a', '#7a3a5c', '#5c5c5c'];

const webp = (size: { width: number; height: number }, background: string) =>
  sharp({ create: { ...size, channels: 3, background } })
    .webp({ quality: 70 })
    .toBuffer();

const bucket = () => getStorage(emulatorAdminApp()).bucket(BUCKET);

/**
 * Uploads the copies of photos 0 .. count-1 of a lead (those in `missing` left out) and
 * returns the `photos` map to store on it.
 */
export async function putLeadPhotos(
  leadId: string,
  count: number,
  missing: readonly number[] = [],
): Promise<Record<string, unknown>> {
  const photos: Record<string, unknown> = {};
  for (let n = 0; n < count; n += 1) {
    if (missing.includes(n)) continue;
    const colour = COLOURS[n % COLOURS.length] ?? '#5c5c5c';
    const thumbPath = `lead-photo-copies/${leadId}/${n}/thumb.webp`;
    const largePath = `lead-photo-copies/${leadId}/${n}/large.webp`;
    const large = await webp(LARGE, colour);
    await bucket()
      .file(thumbPath)
      .save(await webp(THUMB, colour), { contentType: 'image/webp' });
    await bucket().file(largePath).save(large, { contentType: 'image/webp' });
    photos[String(n)] = {
      thumbPath,
      largePath,
      ...ORIGINAL,
      bytes: large.length,
      at: new Date(),
    };
  }
  return photos;
}

/** Deletes every copy of a lead's photos. */
export async function deleteLeadPhotos(leadId: string): Promise<void> {
  const [files] = await bucket().getFiles({ prefix: `lead-photo-copies/${leadId}/` });
  // One already gone (the stack's deleteLeadPhotos got there first) is as good as deleted.
  await Promise.all(files.map((file) => file.delete({ ignoreNotFound: true })));
}
