/**
 * Uploading one file to the library: blog-images/<folder>/<image id>/<name> with the spec's
 * cache header, never over an existing file, then the `images` document with that id (the
 * rules accept no other path for it). The file was checked (size, type by its bytes) before
 * this runs; the rules check again on the server.
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

/**
 * Whether the library already has a file of this name in the folder. Each upload has a path
 * of its own, so a name could repeat; it is kept unique per folder so the library never shows
 * two files as one. Asked of the server: an upload needs a connection anyway.
 */
async function exists(folder: ImageFolder, name: string): Promise<boolean> {
  const { firestore: fs, db } = await loadFirestore();
  const found = await fs.getDocsFromServer(
    fs.query(
      fs.collection(db, 'images'),
      fs.where('folder', '==', folder),
      fs.where('filename', '==', name),
      fs.limit(1),
    ),
  );
  return !found.empty;
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

  // The document's id first: the file's path holds it.
  const ref = fs.doc(fs.collection(db, 'images')).withConverter(imageConverter);
  const path = imageStoragePath(request.folder, ref.id, request.fileName);
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
