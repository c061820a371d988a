/** What the page and the compression worker (compressPhoto.worker.ts) say to each other. */

export interface CompressRequest {
  id: number;
  file: Blob;
}

export type CompressResult =
  | {
      kind: 'done';
      /** The photo to send: re-encoded, without metadata. */
      blob: Blob;
      /** A small copy for the form's thumbnail. */
      thumb: Blob;
      width: number;
      height: number;
      /** Time the worker spent on it. */
      ms: number;
    }
  /** The browser cannot decode the file (HEIC in Chromium, a file that is not an image). */
  | { kind: 'unreadable' }
  /** Even at the lowest quality it would be over the rules' limit. */
  | { kind: 'tooLarge' }
  /** No OffscreenCanvas in this browser's workers. */
  | { kind: 'unsupported' }
  | { kind: 'failed' };

export type CompressResponse = CompressResult & { id?: number };
