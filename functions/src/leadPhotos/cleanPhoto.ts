/**
 * The image work of processLeadPhoto, without Firebase: check that an upload is a photo by
 * its bytes, and make its three metadata-free versions with sharp (the stored original, the
 * lead card's thumbnail, the viewer's copy).
 *
 * sharp writes no metadata unless asked (no keepMetadata, keepExif, withExif...), so every
 * output drops EXIF (GPS included), ICC, XMP and IPTC; the EXIF orientation is applied to the
 * pixels first, so a portrait phone photo stays upright once its tag is gone.
 */
import { LEAD_PHOTO_LARGE_SIDE, LEAD_PHOTO_MAX_SIDE, LEAD_PHOTO_THUMB_SIDE } from '@altum/domain';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS } from '../images/resize';

/**
 * Formats taken as photos: what phones and browsers make (LEAD_PHOTO_TYPES; sharp calls HEIC
 * and AVIF both heif). Anything else is refused, TIFF included: no phone or browser sends one.
 */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);

/** An upload that is no photo we can use: deleted, never retried. */
export class NotAPhotoError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'NotAPhotoError';
  }
}

export interface CleanImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

export interface CleanPhoto {
  original: CleanImage;
  thumb: CleanImage;
  large: CleanImage;
}

/** JPEG stays JPEG and WebP stays WebP; any other format is stored as JPEG. */
const JPEG_QUALITY = 88;
const WEBP_QUALITY = 82;

async function encode(
  input: Buffer,
  maxSide: number,
  format: 'jpeg' | 'webp',
  quality: number,
): Promise<CleanImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .autoOrient()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .toFormat(format, format === 'jpeg' ? { quality, mozjpeg: true } : { quality })
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    contentType: format === 'jpeg' ? 'image/jpeg' : 'image/webp',
    width: info.width,
    height: info.height,
  };
}

/**
 * The three versions of an upload, or NotAPhotoError when its bytes are no photo (a PDF, a
 * text, an SVG, a format sharp cannot decode) or its canvas is over MAX_INPUT_PIXELS.
 */
export async function cleanPhoto(input: Buffer): Promise<CleanPhoto> {
  let meta;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new NotAPhotoError(`unreadable: ${String(error)}`);
  }
  if (!meta.format || !PHOTO_FORMATS.has(meta.format))
    throw new NotAPhotoError(`not a photo format: ${meta.format ?? 'unknown'}`);
  const { width, height } = meta.autoOrient;
  if (!width || !height || width * height > MAX_INPUT_PIXELS)
    throw new NotAPhotoError(`${width} x ${height} px is no photo this function takes`);
  const format = meta.format === 'webp' ? 'webp' : 'jpeg';
  try {
    // The original as the device should have sent it: at most LEAD_PHOTO_MAX_SIDE.
    const quality = format === 'jpeg' ? JPEG_QUALITY : WEBP_QUALITY;
    const original = await encode(input, LEAD_PHOTO_MAX_SIDE, format, quality);
    const thumb = await encode(input, LEAD_PHOTO_THUMB_SIDE, 'webp', WEBP_QUALITY);
    const large = await encode(input, LEAD_PHOTO_LARGE_SIDE, 'webp', WEBP_QUALITY);
    return { original, thumb, large };
  } catch (error) {
    // The header read, the pixels did not (a truncated file, HEVC in a HEIF sharp lacks).
    throw new NotAPhotoError(`undecodable: ${String(error)}`);
  }
}
