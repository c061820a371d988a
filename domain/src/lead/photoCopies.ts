/**
 * What the server keeps of a request's photos: the checked copies the photo function writes,
 * where they live, and how a count of photos is worded for staff (the office e-mail, the push
 * alert). Uploads themselves: photos.ts.
 */
import { MAX_LEAD_PHOTOS } from './photos';

/** The long side of the thumbnail the lead card shows. */
export const LEAD_PHOTO_THUMB_SIDE = 320;

/** The long side of the copy the viewer opens. */
export const LEAD_PHOTO_LARGE_SIDE = 1600;

export type LeadPhotoCopy = 'thumb' | 'large';

/** The folder of photo n's copies: lead-photo-copies/{leadId}/{n}/. */
export function leadPhotoCopyFolder(leadId: string, index: number): string {
  return `lead-photo-copies/${leadId}/${index}/`;
}

/** Where the function writes a copy of photo n: lead-photo-copies/{leadId}/{n}/thumb.webp. */
export function leadPhotoCopyPath(leadId: string, index: number, copy: LeadPhotoCopy): string {
  return `${leadPhotoCopyFolder(leadId, index)}${copy}.webp`;
}

/** Every folder holding a request's photos: all of them go when the lead is deleted. */
export function leadPhotoFolders(leadId: string): string[] {
  return [`lead-photos/${leadId}/`, `lead-photo-copies/${leadId}/`];
}

/** The request and photo number of an upload's path, or null for any other object. */
export function parseLeadPhotoPath(path: string): { leadId: string; index: number } | null {
  const match = /^lead-photos\/([A-Za-z0-9]{1,40})\/(\d)$/.exec(path);
  if (!match?.[1] || !match[2]) return null;
  const index = Number(match[2]);
  return index < MAX_LEAD_PHOTOS ? { leadId: match[1], index } : null;
}

/** A stored lead's photoCount (1 to MAX_LEAD_PHOTOS), or 0 when it has none that reads. */
export function storedPhotoCount(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1
    ? Math.min(value, MAX_LEAD_PHOTOS)
    : 0;
}

/** "1 photo", "3 photos": how staff are told what a request brings. */
export function photoCountText(count: number): string {
  return count === 1 ? '1 photo' : `${count} photos`;
}

/**
 * The photos recorded on a stored lead: the entries of its `photos` map, which the photo
 * function writes once a photo has arrived and been checked (not what the form announced).
 */
export function arrivedPhotoCount(photos: unknown): number {
  if (typeof photos !== 'object' || photos === null || Array.isArray(photos)) return 0;
  return Object.values(photos).filter((photo) => typeof photo === 'object' && photo !== null)
    .length;
}

/**
 * A request's photos as staff are told of them at one moment, saying only what is true then:
 * "3 photos" once all have arrived, "3 photos on their way" before any has, "1 photo arrived,
 * 2 on their way" between; '' for none. `announced` is the lead's photoCount (the device
 * promised them, but a photo can still fail to come), `arrived` arrivedPhotoCount.
 */
export function photoProgressText(announced: number, arrived: number): string {
  if (arrived >= announced) return arrived > 0 ? photoCountText(arrived) : '';
  const coming = announced - arrived;
  if (arrived === 0) return `${photoCountText(coming)} on ${coming === 1 ? 'its' : 'their'} way`;
  return `${photoCountText(arrived)} arrived, ${coming} on ${coming === 1 ? 'its' : 'their'} way`;
}
