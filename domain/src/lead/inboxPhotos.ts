/**
 * A request's photos as the office reads them on a lead: `photoCount` (how many the device
 * said it would upload) and `photos` (what the photo function verified and recorded, a map
 * keyed by the photo's number n, lead-photos/{leadId}/{n}):
 *
 *   photos: { '<n>': { thumbPath, largePath, width, height, bytes, at } }
 *
 * Read leniently, as the rest of the lead: an entry that is not shaped so is skipped, and a
 * malformed map or count reads as none, so a photo never hides its lead.
 */
import * as v from 'valibot';
import { MAX_LEAD_PHOTOS } from './photos';

/** One verified photo: its number (0-based), its copies in Storage and the original's size. */
export interface LeadPhoto {
  index: number;
  /** The small copy (long side 320 px) the card shows. */
  thumbPath: string;
  /** The large copy (long side 1600 px) the viewer shows. */
  largePath: string;
  width: number;
  height: number;
}

const path = v.pipe(v.string(), v.minLength(1));
const side = v.pipe(v.number(), v.integer(), v.minValue(1));
const photoEntrySchema = v.object({ thumbPath: path, largePath: path, width: side, height: side });

/** A photo's key in the map: its number, '0' to '9'. */
const PHOTO_KEY = /^(0|[1-9][0-9]*)$/;

function readPhotos(value: unknown): LeadPhoto[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const photos: LeadPhoto[] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (!PHOTO_KEY.test(key)) continue;
    const index = Number(key);
    if (index >= MAX_LEAD_PHOTOS) continue;
    const parsed = v.safeParse(photoEntrySchema, entry);
    if (!parsed.success) continue;
    const { thumbPath, largePath, width, height } = parsed.output;
    photos.push({ index, thumbPath, largePath, width, height });
  }
  return photos.sort((a, b) => a.index - b.index);
}

/** The fields inboxLeadSchema spreads in. */
export const leadPhotoFields = {
  /** Photos the homeowner's device said it would send; 0 when none (or not readable). */
  photoCount: v.fallback(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_LEAD_PHOTOS)),
    0,
  ),
  /** The photos that arrived and were verified, by number. */
  photos: v.pipe(v.optional(v.unknown(), null), v.transform(readPhotos)),
};

/**
 * How many photos the office should expect: the device's count, or more if more arrived
 * (a lead from before the count was recorded still shows its photos).
 */
export function expectedPhotoCount(lead: { photoCount: number; photos: readonly LeadPhoto[] }) {
  return Math.max(lead.photoCount, lead.photos.length);
}

/** "3 photos", "1 photo"; while some are still on their way, "2 of 3 photos arrived". */
export function leadPhotosLabel(arrived: number, expected: number): string {
  const noun = expected === 1 ? 'photo' : 'photos';
  return arrived >= expected ? `${expected} ${noun}` : `${arrived} of ${expected} ${noun} arrived`;
}

/** The accessible name of a thumbnail's button: "Photo 2 of 3, full size" (1-based). */
export function photoButtonLabel(position: number, expected: number): string {
  return `Photo ${position} of ${expected}, full size`;
}

/** A photo's text alternative: "Photo 2 of 3 sent by Maria Lopez" (1-based). */
export function leadPhotoAlt(position: number, expected: number, leadName: string): string {
  return `Photo ${position} of ${expected} sent by ${leadName.trim() || 'the homeowner'}`;
}
