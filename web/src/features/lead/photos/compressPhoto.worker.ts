/**
 * Makes a photo small, off the page's main thread: decoded with its orientation applied,
 * scaled so its long side is at most LEAD_PHOTO_MAX_SIDE, and re-encoded (WebP, else JPEG)
 * at the highest quality that fits LEAD_PHOTO_TARGET_BYTES. Drawing to a canvas and encoding
 * it writes pixels only: every metadata block of the original (EXIF, GPS, XMP, ICC) is left
 * behind. A small thumbnail is made too, so the page never decodes the large image itself.
 */
import {
  fitWithin,
  LEAD_PHOTO_MAX_BYTES,
  LEAD_PHOTO_MAX_SIDE,
  LEAD_PHOTO_TARGET_BYTES,
} from '@altum/domain';
import type { CompressRequest, CompressResponse } from './compressMessages';

/** Qualities tried in turn until the photo fits the target. */
const QUALITIES = [0.86, 0.78, 0.7, 0.6, 0.5, 0.4];
const THUMB_SIDE = 192;

interface WorkerScope {
  onmessage: ((event: MessageEvent<CompressRequest>) => void) | null;
  postMessage(message: CompressResponse): void;
}
const scope = self as unknown as WorkerScope;

let supportsWebp: boolean | undefined;

async function encode(canvas: OffscreenCanvas, quality: number): Promise<Blob> {
  if (supportsWebp !== false) {
    const webp = await canvas.convertToBlob({ type: 'image/webp', quality });
    // A browser that cannot encode WebP hands back a PNG instead.
    supportsWebp = webp.type === 'image/webp';
    if (supportsWebp) return webp;
  }
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

function draw(bitmap: ImageBitmap, width: number, height: number): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D context');
  // A transparent PNG kept as JPEG would turn black where it was clear.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

async function compress(file: Blob): Promise<CompressResponse> {
  const started = performance.now();
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap === 'undefined')
    return { kind: 'unsupported' };
  let bitmap: ImageBitmap;
  try {
    // 'from-image': an EXIF-rotated phone photo is drawn upright, before its EXIF is dropped.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { kind: 'unreadable' };
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, LEAD_PHOTO_MAX_SIDE);
    const canvas = draw(bitmap, size.width, size.height);
    let blob: Blob | undefined;
    for (const quality of QUALITIES) {
      blob = await encode(canvas, quality);
      if (blob.size <= LEAD_PHOTO_TARGET_BYTES) break;
    }
    if (!blob || blob.size > LEAD_PHOTO_MAX_BYTES) return { kind: 'tooLarge' };
    const thumbSize = fitWithin(size.width, size.height, THUMB_SIDE);
    const thumb = await encode(draw(bitmap, thumbSize.width, thumbSize.height), 0.7);
    return {
      kind: 'done',
      blob,
      thumb,
      width: size.width,
      height: size.height,
      ms: performance.now() - started,
    };
  } finally {
    bitmap.close();
  }
}

// One photo at a time: a 12-megapixel bitmap holds about 48 MB while it is drawn.
let queue: Promise<unknown> = Promise.resolve();
scope.onmessage = (event) => {
  const { id, file } = event.data;
  queue = queue.then(async () => {
    let response: CompressResponse;
    try {
      response = await compress(file);
    } catch {
      response = { kind: 'failed' };
    }
    scope.postMessage({ ...response, id });
  });
};
