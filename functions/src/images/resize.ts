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
 * Measures the image and makes a WebP copy at each of IMAGE_VARIANT_WIDTHS narrower than it
 * (never upscaled). GIFs are only measured: a resize would drop their animation.
 */
export async function resizeImage(
  input: Buffer,
  contentType: ImageContentType,
  widths: readonly number[] = IMAGE_VARIANT_WIDTHS,
): Promise<ResizeResult> {
  const meta = await sharp(input).metadata();
  // autoOrient is the size once EXIF orientation is applied (a portrait phone photo).
  const width = meta.autoOrient.width;
  const height = meta.autoOrient.height;
  if (contentType === 'image/gif') return { width, height, variants: [] };

  const variants: ResizedVariant[] = [];
  for (const target of widths.filter((candidate) => candidate < width)) {
    const { data, info } = await sharp(input)
      .autoOrient()
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    variants.push({ width: info.width, height: info.height, data });
  }
  return { width, height, variants };
}
