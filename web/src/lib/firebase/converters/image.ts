import { imageSchema, type ImageFields } from '@altum/domain';
import { serverTimestamp } from 'firebase/firestore';
import { schemaConverter } from './schemaConverter';
import { withId } from './withId';

/** What the upload dialog writes: every field but the time, which is the server's. */
export type NewImageFields = Omit<ImageFields, 'uploadedAt' | 'width' | 'height' | 'variants'>;

/**
 * `images/{id}`: one file of the library. Written once by the upload dialog, dated by the
 * server (the rules insist on request.time); width, height and variants come later from the
 * makeImageVariants function.
 */
export const imageConverter = withId(
  schemaConverter(imageSchema, (image: NewImageFields) => ({
    filename: image.filename,
    folder: image.folder,
    storagePath: image.storagePath,
    fileUrl: image.fileUrl,
    fileSize: image.fileSize,
    contentType: image.contentType,
    uploadedBy: image.uploadedBy,
    uploadedAt: serverTimestamp(),
  })),
);
