/**
 * Photos made by the tests, as a homeowner's phone would hand them over: a large camera JPEG
 * carrying EXIF (GPS included) and a rotation, a PNG screenshot, a WebP, and a HEIC that
 * Chromium cannot decode.
 */
import { expect, type Page } from '@playwright/test';
import sharp, { type Sharp } from 'sharp';

export interface PhotoFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** Noise, so the encoder has real work and the sizes are a photo's, not a flat colour's. */
async function texture(width: number, height: number): Promise<Sharp> {
  const tile = await sharp({
    create: {
      width: Math.min(width, 800),
      height: Math.min(height, 600),
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } },
  }).composite([{ input: tile, tile: true, gravity: 'northwest' }]);
}

/** Where the test photo was "taken": a spot in Humble, TX. */
export const PHOTO_GPS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '29/1 59/1 54/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '95/1 15/1 45/1',
};

/**
 * 12 megapixels (4000 x 3000) as the sensor stored it, to be shown turned a quarter
 * (EXIF orientation 6: upright it is 3000 x 4000), with GPS in its EXIF.
 */
export async function cameraJpeg(name = 'IMG_2041.jpg', width = 4000, height = 3000) {
  const buffer = await (
    await texture(width, height)
  )
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Altum Test Camera', Model: 'E2E' }, IFD3: PHOTO_GPS })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer } satisfies PhotoFile;
}

export async function screenshotPng(name = 'gutter-screenshot.png') {
  const buffer = await (await texture(1170, 2532)).png().toBuffer();
  return { name, mimeType: 'image/png', buffer } satisfies PhotoFile;
}

export async function webp(name = 'shingles.webp') {
  const buffer = await (await texture(3000, 2000)).webp({ quality: 90 }).toBuffer();
  return { name, mimeType: 'image/webp', buffer } satisfies PhotoFile;
}

/** An iPhone's HEIC as Chromium sees it: a file it cannot decode. */
export function heic(name = 'IMG_2042.HEIC'): PhotoFile {
  const header = Buffer.from('0000001c667479706865696300000000686569636d696631', 'hex');
  return { name, mimeType: 'image/heic', buffer: Buffer.concat([header, Buffer.alloc(4096, 7)]) };
}

/** What a stored photo carries: its size, and any metadata block sharp can find. */
export async function photoFacts(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    exif: meta.exif !== undefined,
    xmp: meta.xmp !== undefined,
    icc: meta.icc !== undefined,
    iptc: meta.iptc !== undefined,
    orientation: meta.orientation,
    /** The EXIF marker or the GPS tag anywhere in the bytes. */
    exifBytes: bytes.includes(Buffer.from('Exif\0\0')) || bytes.includes(Buffer.from('EXIF')),
  };
}

/**
 * For the outside checkers: the lead form with two photos ready to send and one the browser
 * cannot read. Smaller than a camera's, so the page's worker is quick about them.
 */
export async function attachCheckedPhotos(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Free estimate request' });
  await form
    .getByLabel('Add photos')
    .setInputFiles([await cameraJpeg('roof.jpg', 1600, 1200), heic(), await webp()]);
  await expect(form.getByText('Ready to send')).toHaveCount(2, { timeout: 60_000 });
  await expect(form.getByRole('img', { name: /^Photo 1/ })).toBeVisible();
}
