import type { ImageContentType } from './limits';

/**
 * The type a file really is, from its first bytes (magic numbers), not its name or the type
 * the browser guessed: a PDF renamed roof.png is no PNG. Twelve bytes are enough.
 */
export function sniffImageType(head: Uint8Array): ImageContentType | null {
  const starts = (bytes: readonly number[], at = 0) =>
    head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // GIF87a or GIF89a.
  if (
    starts([0x47, 0x49, 0x46, 0x38]) &&
    (head[4] === 0x37 || head[4] === 0x39) &&
    head[5] === 0x61
  )
    return 'image/gif';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** Bytes sniffImageType needs. */
export const SNIFF_BYTES = 12;
