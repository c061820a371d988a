/**
 * Uploads one waiting photo with the Storage SDK (resumable: a dropped connection resumes
 * where it stopped), signed out like the rest of the homeowner's side; storage.rules decide.
 */
import { leadPhotoPath } from '@altum/domain';
import type { UploadAnswer } from '../../../lib/leadPhotos/deliver';
import type { UploadConfig, WaitingPhoto } from '../../../lib/leadPhotos/queue';
import { storageObjectsUrl } from '../../../lib/leadPhotos/restUpload';
import { loadStorage } from '../../../lib/firebase/loadStorage';
import { isLocalStack } from '../../../lib/firebase/app';
import { emulators } from '../../../../../firebase.json';

export async function uploadLeadPhoto(
  leadId: string,
  photo: WaitingPhoto,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  const { storage, bucket } = await loadStorage();
  const task = storage.uploadBytesResumable(
    storage.ref(bucket, leadPhotoPath(leadId, photo.n)),
    photo.blob,
    { contentType: photo.blob.type || 'image/jpeg' },
  );
  // The SDK would retry for minutes with no connection: stop at once, the photo waits.
  const stop = () => task.cancel();
  addEventListener('offline', stop);
  try {
    return await new Promise<UploadAnswer>((resolve) => {
      task.on(
        'state_changed',
        (snapshot) => onProgress(snapshot.bytesTransferred / Math.max(1, snapshot.totalBytes)),
        (error) => resolve(error.code === 'storage/unauthorized' ? 'refused' : 'failed'),
        () => resolve('stored'),
      );
    });
  } finally {
    removeEventListener('offline', stop);
  }
}

/**
 * Where the service worker uploads to, and the App Check token it sends (it cannot make one):
 * the same bucket and host as the SDK's.
 */
export async function photoUploadConfig(
  /** Called first with the address alone: a token may need the network, the address never. */
  onAddress?: (config: UploadConfig) => Promise<void>,
): Promise<UploadConfig> {
  const { bucket } = await loadStorage();
  // The SDK's own host: the emulator's on the local stack (client.ts), Google's otherwise.
  const name = bucket.app.options.storageBucket ?? '';
  const objectsUrl = isLocalStack
    ? storageObjectsUrl(`${emulators.storage.host}:${emulators.storage.port}`, name, false)
    : storageObjectsUrl('firebasestorage.googleapis.com', name);
  await onAddress?.({ objectsUrl });
  const [{ getToken }, { startAppCheck }, { getFirebaseApp }] = await Promise.all([
    import('firebase/app-check'),
    import('../../../lib/firebase/appCheck'),
    import('../../../lib/firebase/client'),
  ]);
  try {
    const { token } = await getToken(startAppCheck(getFirebaseApp()));
    // Tokens live an hour; the worker uses one only while it surely is still good.
    return { objectsUrl, appCheckToken: token, appCheckExpiresAt: Date.now() + 30 * 60 * 1000 };
  } catch {
    return { objectsUrl };
  }
}
