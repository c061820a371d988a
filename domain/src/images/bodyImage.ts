import { IMAGE_VARIANT_WIDTHS, imageVariantPath, parseImageStoragePath } from './limits';
import type { ImageVariant } from './schema';

/**
 * Images in a post's body are Markdown, `![alt](address)`, and a post stores nothing but its
 * Markdown. So the image picker writes what the renderer needs into the address itself: the
 * library file's own URL with its size as the fragment, `...?alt=media&token=...#1600x1200`.
 * A fragment never reaches the server, so the address still fetches the original anywhere.
 * From the path and the size, the WebP copies follow by the library's naming
 * (imageVariantPath): one per IMAGE_VARIANT_WIDTHS narrower than the original, none for a GIF,
 * served from the same bucket by path (the storage rules let anyone get them, so no token).
 */

/** A body image as the page shows it. */
export interface BodyImageSource {
  src: string;
  width?: number;
  height?: number;
  variants: ImageVariant[];
}

const SIZE_FRAGMENT = /#(\d{1,5})x(\d{1,5})$/;

/** The address the picker writes for a library image of this size (size unknown: none). */
export function bodyImageAddress(image: { url: string; width?: number; height?: number }): string {
  const url = image.url.replace(/#.*$/, '');
  return image.width && image.height ? `${url}#${image.width}x${image.height}` : url;
}

/**
 * What the renderer shows for a body image's address: the original, and for a library image
 * whose size is known, its size and copies. Any other address is shown as it is.
 */
export function bodyImageSource(address: string): BodyImageSource {
  const size = SIZE_FRAGMENT.exec(address);
  const src = address.replace(/#.*$/, '');
  if (!size) return { src, variants: [] };
  const width = Number(size[1]);
  const height = Number(size[2]);
  if (width < 1 || height < 1) return { src, variants: [] };
  const variants = libraryVariants(src, width);
  return { src, width, height, variants };
}

/** A Storage download URL: origin, bucket and the object's encoded path. */
const DOWNLOAD_URL = /^(https?:\/\/[^/?#]+)\/v0\/b\/([^/?#]+)\/o\/([^/?#]+)(?:[?#]|$)/;

/** The copies of a library file at `src` (a Storage download URL), narrowest first. */
function libraryVariants(src: string, width: number): ImageVariant[] {
  const [, origin, bucket, encodedPath] = DOWNLOAD_URL.exec(src) ?? [];
  if (!origin || !bucket || !encodedPath) return [];
  let path: string;
  try {
    path = decodeURIComponent(encodedPath);
  } catch {
    return [];
  }
  const place = parseImageStoragePath(path);
  if (!place || /\.gif$/i.test(place.fileName)) return [];
  return IMAGE_VARIANT_WIDTHS.filter((candidate) => candidate < width).map((candidate) => ({
    width: candidate,
    url: `${origin}/v0/b/${bucket}/o/${encodeURIComponent(imageVariantPath(place, candidate))}?alt=media`,
  }));
}
