import {
  IMAGE_LIMITS,
  IMAGE_MESSAGES,
  SNIFF_BYTES,
  sniffImageType,
  type ImageContentType,
} from '@altum/domain';

export type FileCheck =
  { ok: true; contentType: ImageContentType } | { ok: false; title: string; text: string };

/**
 * Checks a chosen file before any byte leaves the device: at most 5 MB, and a jpeg, png, webp
 * or gif by its first bytes (a renamed PDF is refused whatever its name or the type the
 * browser guessed from it). Only the first 12 bytes are read.
 */
export async function checkImageFile(file: Blob): Promise<FileCheck> {
  if (file.size > IMAGE_LIMITS.maxFileSize) {
    return { ok: false, title: IMAGE_MESSAGES.tooLargeTitle, text: IMAGE_MESSAGES.tooLargeText };
  }
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const contentType = sniffImageType(head);
  return contentType
    ? { ok: true, contentType }
    : { ok: false, title: IMAGE_MESSAGES.wrongTypeTitle, text: IMAGE_MESSAGES.wrongTypeText };
}

/** 1234567 -> '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
