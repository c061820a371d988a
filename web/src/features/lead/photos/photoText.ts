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
