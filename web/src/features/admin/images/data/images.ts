/**
 * The library's data: every `images` document, newest first, with the uploader's e-mail, and
 * an admin's delete (the file, its variants, then the document).
 */
import type { ImageRecord } from '@altum/domain';
import { imageConverter } from '../../../../lib/firebase/converters/image';
import { profileConverter } from '../../../../lib/firebase/converters/profile';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { loadStorage } from '../../../../lib/firebase/loadStorage';

export interface LibraryImage extends ImageRecord {
  /** The uploader's e-mail, or null when their profile is gone. */
  uploaderEmail: string | null;
}

export async function fetchImages(): Promise<LibraryImage[]> {
  const { firestore: fs, db } = await loadFirestore();
  const [images, profiles] = await Promise.all([
    fs.getDocs(
      fs.query(
        fs.collection(db, 'images').withConverter(imageConverter),
        fs.orderBy('uploadedAt', 'desc'),
      ),
    ),
    fs.getDocs(fs.collection(db, 'profiles').withConverter(profileConverter)),
  ]);
  const emails = new Map(profiles.docs.map((doc) => [doc.id, doc.data().email]));
  return images.docs.map((doc) => {
    const image = doc.data();
    return { ...image, uploaderEmail: emails.get(image.uploadedBy) ?? null };
  });
}

function isNotFound(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'storage/object-not-found';
}

/**
 * Deletes the file and its variants, then the document (the rules let only admins do each).
 * A file already gone is no failure: the document must not outlive it.
 */
export async function deleteImage(image: Pick<ImageRecord, 'id' | 'storagePath' | 'variants'>) {
  const [{ storage, bucket }, { firestore: fs, db }] = await Promise.all([
    loadStorage(),
    loadFirestore(),
  ]);
  const variantPaths = (image.variants ?? []).map((variant) => {
    // Variant URLs name their object: /o/<encoded path>?alt=media
    const encoded = new URL(variant.url).pathname.split('/o/')[1] ?? '';
    return decodeURIComponent(encoded);
  });
  await Promise.all(
    [image.storagePath, ...variantPaths.filter(Boolean)].map((path) =>
      storage.deleteObject(storage.ref(bucket, path)).catch((error: unknown) => {
        if (!isNotFound(error)) throw error;
      }),
    ),
  );
  await fs.deleteDoc(fs.doc(db, 'images', image.id));
}
