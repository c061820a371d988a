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

export const IMAGE_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type ImageContentType = (typeof IMAGE_CONTENT_TYPES)[number];

/**
 * Widths (px) of the WebP copies made of each upload for srcset. A copy is made only when
 * narrower than the original (never upscaled); GIFs are kept as they are (animation).
 */
export const IMAGE_VARIANT_WIDTHS = [480, 960, 1600] as const;

/** Where an upload lives: blog-images/<folder>/<file>. */
export function imageStoragePath(folder: ImageFolder, fileName: string): string {
  return `${IMAGE_LIMITS.bucketFolder}/${folder}/${fileName}`;
}

/** Where the function puts an upload's copy of a given width. */
export function imageVariantPath(folder: ImageFolder, fileName: string, width: number): string {
  return `${IMAGE_LIMITS.bucketFolder}/variants/${folder}/${fileName}/${width}.webp`;
}

/** Reads blog-images/<folder>/<file> back; null for anything else (variants included). */
export function parseImageStoragePath(
  path: string,
): { folder: ImageFolder; fileName: string } | null {
  const parts = path.split('/');
  if (parts.length !== 3 || parts[0] !== IMAGE_LIMITS.bucketFolder) return null;
  const folder = IMAGE_FOLDERS.find((name) => name === parts[1]);
  const fileName = parts[2];
  return folder && fileName ? { folder, fileName } : null;
}
