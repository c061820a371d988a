import { isItemId } from '../blog/limits';

/**
 * The image library's rules of the spec, in one place (storage.rules and firestore.rules
 * repeat the numbers, and a rules test keeps them equal).
 */

/** The spec's folders, as people read them. */
export const IMAGE_FOLDER_LABELS = [
  'Branding',
  'Hero',
  'Services',
  'Team',
  'Gallery',
  'Blog',
] as const;

/** The same folders as stored (paths and documents): lowercase, as the image browser lists them. */
export const IMAGE_FOLDERS = ['branding', 'hero', 'services', 'team', 'gallery', 'blog'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

/** The folder a name means, matched case-insensitively ('Blog', 'blog' and 'BLOG' alike). */
export function imageFolderOf(name: string): ImageFolder | null {
  const lower = name.trim().toLowerCase();
  return (IMAGE_FOLDERS as readonly string[]).includes(lower) ? (lower as ImageFolder) : null;
}

/** 'blog' -> 'Blog'. */
export function imageFolderLabel(folder: ImageFolder): string {
  return IMAGE_FOLDER_LABELS[IMAGE_FOLDERS.indexOf(folder)] ?? folder;
}

export const IMAGE_LIMITS = {
  /** Bytes: 5 MB. */
  maxFileSize: 5 * 1024 * 1024,
  /** Characters of a stored file name. */
  maxFileName: 200,
  /** The Cache-Control every upload carries (the spec's 3600 seconds). */
  cacheControl: 'public, max-age=3600',
  /** The Storage folder holding the library. */
  bucketFolder: 'blog-images',
} as const;

/**
 * The local stack's Storage emulator, which serves files over plain http (firebase.json's
 * storage port). firestore.rules accepts this origin only from a demo- project's sign-in.
 */
export const LOCAL_STORAGE_ORIGIN = 'http://127.0.0.1:9199';

/**
 * An address a public page may load an image from (a featured image, a library file): https,
 * or the local stack's Storage emulator. Never another plain http: the pages are https.
 */
export function isImageUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  return /^https:\/\/.+/.test(url) || url.startsWith(`${LOCAL_STORAGE_ORIGIN}/`);
}

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/**
 * Widths (px) of the WebP copies made of each upload for srcset. A copy is made only when
 * narrower than the original (never upscaled); GIFs are kept as they are (animation).
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * Where an upload lives: blog-images/<folder>/<image id>/<file>. The spec's folder and file
 * name stay visible; the `images` document's id in between makes each record's path its own
 * (the rules insist on exactly this path for that id), so no record can name another's file,
 * and two uploads of one name never meet. Uploads made before ids were in paths sit at
 * blog-images/<folder>/<file>: still served and deleted, never written again.
 */
export function imageStoragePath(folder: ImageFolder, imageId: string, fileName: string): string {
  return `${IMAGE_LIMITS.bucketFolder}/${folder}/${imageId}/${fileName}`;
}

/** An upload's place, as its path names it. */
export interface ImagePlace {
  folder: ImageFolder;
  imageId: string;
  fileName: string;
}

/** Where the function puts an upload's copy of a given width. */
export function imageVariantPath(place: ImagePlace, width: number): string {
  const { folder, imageId, fileName } = place;
  return `${IMAGE_LIMITS.bucketFolder}/variants/${folder}/${imageId}/${fileName}/${width}.webp`;
}

/** Reads blog-images/<folder>/<image id>/<file> back; null for anything else (variants too). */
export function parseImageStoragePath(path: string): ImagePlace | null {
  const parts = path.split('/');
  if (parts.length !== 4 || parts[0] !== IMAGE_LIMITS.bucketFolder) return null;
  const folder = IMAGE_FOLDERS.find((name) => name === parts[1]);
  const [, , imageId, fileName] = parts;
  return folder && imageId && isItemId(imageId) && fileName ? { folder, imageId, fileName } : null;
}
