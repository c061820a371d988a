/**
 * Uploading one file to the library: blog-images/<folder>/<name> with the spec's cache
 * header, never over an existing file, then the `images` document. The file was checked
 * (size, type by its bytes) before this runs; the rules check again on the server.
 */
import {
  freeImageFileName,
  IMAGE_LIMITS,
  imageStoragePath,
  type ImageContentType,
  type ImageFolder,
} from '@altum/domain';
import { imageConverter } from '../../../../lib/firebase/converters/image';
import { loadAuth } from '../../../../lib/firebase/loadAuth';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';
import { loadStorage } from '../../../../lib/firebase/loadStorage';

/** No one is signed in: the spec's 'Not authenticated'. */
export class NotAuthenticatedError extends Error {
  constructor() {
    super('Not authenticated');
    this.name = 'NotAuthenticatedError';
  }
}

/** Whether blog-images/<folder>/<name> exists (a get of its metadata; anyone may get). */
async function exists(folder: ImageFolder, name: string): Promise<boolean> {
  const { storage, bucket } = await loadStorage();
  try {
    await storage.getMetadata(storage.ref(bucket, imageStoragePath(folder, name)));
    return true;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'storage/object-not-found') return false;
    throw error;
  }
}

/** `name` if free in the folder, else the first free 'name-2.ext', 'name-3.ext'... */
export function freeName(folder: ImageFolder, name: string): Promise<string> {
  return freeImageFileName(name, (candidate) => exists(folder, candidate));
}

export interface UploadRequest {
  file: Blob;
  folder: ImageFolder;
  /** The name to store it under (already made safe and free). */
  fileName: string;
  /** The type its bytes say it is. */
  contentType: ImageContentType;
  onProgress?: (fraction: number) => void;
}

export async function uploadImage(request: UploadRequest): Promise<{ id: string; url: string }> {
  const [{ client: auth }, { storage, bucket }, { firestore: fs, db }] = await Promise.all([
    loadAuth(),
    loadStorage(),
    loadFirestore(),
  ]);
  const user = auth.currentUser;
  if (!user) throw new NotAuthenticatedError();

  const path = imageStoragePath(request.folder, request.fileName);
  const task = storage.uploadBytesResumable(storage.ref(bucket, path), request.file, {
    contentType: request.contentType,
    cacheControl: IMAGE_LIMITS.cacheControl,
  });
  request.onProgress?.(0);
  await new Promise<void>((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        request.onProgress?.(
          snapshot.totalBytes > 0 ? snapshot.bytesTransferred / snapshot.totalBytes : 0,
        ),
      reject,
      resolve,
    );
  });
  const url = await storage.getDownloadURL(task.snapshot.ref);
  const ref = fs.doc(fs.collection(db, 'images')).withConverter(imageConverter);
  await fs.setDoc(ref, {
    id: ref.id,
    filename: request.fileName,
    folder: request.folder,
    storagePath: path,
    fileUrl: url,
    fileSize: request.file.size,
    contentType: request.contentType,
    uploadedBy: user.uid,
    // Replaced by the server's time in the converter (the rules insist on request.time).
    uploadedAt: new Date(),
  });
  return { id: ref.id, url };
}
