/**
 * The image work of makeImageVariants, without Firebase: measure an upload and make its
 * web-ready WebP copies with sharp.
 */
import { IMAGE_VARIANT_WIDTHS, type ImageContentType } from '@altum/domain';
import sharp from 'sharp';

export interface ResizedVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ResizeResult {
  /** The original's size as displayed (EXIF orientation applied). */
  width: number;
  height: number;
  variants: ResizedVariant[];
}

/** WebP quality: visually clean for photos at a fraction of the bytes. */
const WEBP_QUALITY = 80;

/**
 * The largest image made into variants: 50 megapixels (a 48 MP phone photo fits). A 5 MB
 * upload can still declare a huge canvas (a flat PNG compresses almost to nothing), and
 * decoding is what costs memory: at most 4 bytes a pixel (RGBA), 200 MB for 50 MP. With one
 * image at a time per instance (makeImageVariants: concurrency 1), that plus libvips' cache
 * (50 MB by default), the 5 MB original, the copies (each smaller than the original) and the
 * Node runtime (about 150 MB) stays under 450 MB of the function's 1 GiB. sharp's own default
 * (about 268 MP, over 1 GB decoded) would not.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

/** An image whose declared size is over MAX_INPUT_PIXELS: refused before it is decoded. */
export class ImageTooLargeError extends Error {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    super(`${width} x ${height} px is over the ${MAX_INPUT_PIXELS / 1e6} MP limit`);
    this.name = 'ImageTooLargeError';
  }
}

/**
 * Measures the image and makes a WebP copy at each of IMAGE_VARIANT_WIDTHS narrower than it
 * (never upscaled). GIFs are only measured: a resize would drop their animation.
 */
export async function resizeImage(
  input: Buffer,
  contentType: ImageContentType,
  widths: readonly number[] = IMAGE_VARIANT_WIDTHS,
): Promise<ResizeResult> {
  // Reads only the header: the size is known before anything is decoded.
  const meta = await sharp(input, { limitInputPixels: false }).metadata();
  // autoOrient is the size once EXIF orientation is applied (a portrait phone photo).
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  // Every frame of an animation is decoded: count them all.
  if (width * height * (meta.pages ?? 1) > MAX_INPUT_PIXELS) {
    throw new ImageTooLargeError(width, height);
  }
  if (contentType === 'image/gif') return { width, height, variants: [] };

  const variants: ResizedVariant[] = [];
  for (const target of widths.filter((candidate) => candidate < width)) {
    // The same limit again, in sharp itself, should the header and the data disagree.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, data });
  }
  return { width, height, variants };
}
