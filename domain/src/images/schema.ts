import * as v from 'valibot';
import { IMAGE_CONTENT_TYPES, IMAGE_FOLDERS, IMAGE_LIMITS } from './limits';

/** One web-ready copy of an image: a WebP of this width (px). */
export const imageVariantSchema = v.object({
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  url: v.pipe(v.string(), v.nonEmpty()),
});

/**
 * `images/{id}`: one file of the library. The upload dialog writes the first eight fields;
 * the makeImageVariants function adds the original's width and height and the variants
 * (narrowest first), so those are absent until it has run.
 */
export const imageSchema = v.object({
  filename: v.pipe(v.string(), v.nonEmpty(), v.maxLength(IMAGE_LIMITS.maxFileName)),
  folder: v.picklist(IMAGE_FOLDERS),
  storagePath: v.pipe(v.string(), v.nonEmpty()),
  fileUrl: v.pipe(v.string(), v.nonEmpty()),
  fileSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(IMAGE_LIMITS.maxFileSize)),
  contentType: v.picklist(IMAGE_CONTENT_TYPES),
  uploadedBy: v.string(),
  uploadedAt: v.date(),
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  variants: v.optional(v.array(imageVariantSchema)),
});

export type ImageVariant = v.InferOutput<typeof imageVariantSchema>;
export type ImageFields = v.InferOutput<typeof imageSchema>;
export type ImageRecord = ImageFields & { id: string };

/**
 * What a page needs to show a chosen image responsively: its URL, and when known its size and
 * WebP variants (for srcset). The image browser returns this; a post can keep it.
 */
export interface ChosenImage {
  url: string;
  width?: number;
  height?: number;
  variants: ImageVariant[];
}
