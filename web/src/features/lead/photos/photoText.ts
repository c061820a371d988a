/** What the photo control says about a photo it could not prepare. */
import type { CompressResult } from './compressMessages';

export const PHOTO_PROBLEMS = {
  unreadable:
    "This photo's format can't be read here. Take a screenshot of it, or set your camera to 'Most compatible', and add it again.",
  tooLarge: 'This photo is too detailed to send. Take a screenshot of it and add that instead.',
  unsupported:
    "This browser can't prepare photos. Update it, or describe the damage in the details.",
  failed: "This photo couldn't be prepared. Remove it and add it again.",
} as const;

export function photoProblem(kind: Exclude<CompressResult['kind'], 'done'>): string {
  return PHOTO_PROBLEMS[kind];
}

const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** What the page says about the photos sent with a request, whichever page it is. */
export const PHOTO_TOASTS = {
  /** Sent with the request, but the connection went before the photos did. */
  waiting: (count: number) =>
    `Your request was sent. Your ${photos(count)} will be sent when you're back online.`,
  sent: (count: number) =>
    count === 1 ? 'Your photo has been sent.' : `Your ${count} photos have been sent.`,
  /** The server will never take them: too large, or not a photo (lib/leadPhotos/deliver.ts). */
  refused: (count: number) =>
    count === 1
      ? "A photo could not be sent: it's too large or not a photo. You can show us the damage when we call."
      : `${photos(count)} could not be sent: they're too large or not photos. You can show us the damage when we call.`,
  /** Still on the device a day after the request, when the server stops taking its photos. */
  late: (count: number) =>
    `${count === 1 ? 'A photo' : photos(count)} could not be sent: photos are taken for a day after the request. You can show us the damage when we call.`,
} as const;
