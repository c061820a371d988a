/**
 * Photos with a request: what the homeowner's device sends and what storage.rules and the
 * photo function accept. storage.rules repeats the numbers marked so.
 */

/** Photos one request can carry, stored as lead-photos/{leadId}/0 ... 9 (storage.rules). */
export const MAX_LEAD_PHOTOS = 10;

/**
 * The photo formats a request takes, by type: what phones and browsers make (storage.rules
 * and the photo function's format check hold the same list). TIFF, a scanner's or an
 * editor's export, is refused with every other format that is no photo.
 */
export const LEAD_PHOTO_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
] as const;

/** A file the device may take as a photo: a listed type, or none given (a drop may not say). */
export function isLeadPhotoType(type: string): boolean {
  return type === '' || (LEAD_PHOTO_TYPES as readonly string[]).includes(type.toLowerCase());
}

/** The long side a photo is scaled down to on the device. */
export const LEAD_PHOTO_MAX_SIDE = 2048;

/** What the device aims for when it re-encodes a photo. */
export const LEAD_PHOTO_TARGET_BYTES = 1024 * 1024;

/** The most one stored photo may weigh (storage.rules). */
export const LEAD_PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Photos are accepted for a request this long after it arrived (storage.rules). */
export const LEAD_PHOTO_UPLOAD_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Where photo n (0-based) of a request lives in Storage. */
export function leadPhotoPath(leadId: string, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= MAX_LEAD_PHOTOS) {
    throw new RangeError(`A request carries photos 0 to ${MAX_LEAD_PHOTOS - 1}, not ${index}.`);
  }
  return `lead-photos/${leadId}/${index}`;
}

/** The size a photo is scaled to: its long side at most `maxSide`, never enlarged. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = LEAD_PHOTO_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}
