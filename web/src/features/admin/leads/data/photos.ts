/**
 * A request's photos, read as staff (storage.rules let staff get lead-photo-copies/...): the
 * device's copy first (the files never change), else Storage through the web SDK, kept on
 * the device for offline use. Bytes, not download URLs: a download URL would be a lasting
 * link to a homeowner's photo that anyone holding it could open.
 */
import { keepStaffFile, readStaffFile, staffFilesEra } from '../../../../lib/firebase/staffFiles';
import { loadStorage } from '../../../../lib/firebase/loadStorage';
import { PhotoOfflineError } from '../photos/photoErrors';

/** The SDK's codes for a request that never reached Storage. */
const NETWORK_CODES = new Set(['storage/retry-limit-exceeded', 'storage/unknown']);

export async function fetchLeadPhoto(path: string): Promise<Blob> {
  const kept = await readStaffFile(path);
  if (kept) return kept;
  // Offline the SDK would retry for minutes: say at once that there is no copy here.
  if (!navigator.onLine) throw new PhotoOfflineError(path);
  const era = staffFilesEra();
  const { storage, bucket } = await loadStorage();
  try {
    const file = await storage.getBlob(storage.ref(bucket, path));
    await keepStaffFile(path, file, era);
    return file;
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (!navigator.onLine && typeof code === 'string' && NETWORK_CODES.has(code)) {
      throw new PhotoOfflineError(path);
    }
    throw error;
  }
}
