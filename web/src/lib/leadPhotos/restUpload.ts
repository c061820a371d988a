/**
 * One photo through Storage's REST API, as the Storage SDK's own one-shot (multipart) upload
 * sends it: for the service worker, which has no Firebase SDK. Signed out, as the homeowner's
 * page is; the rules decide.
 */
import { leadPhotoPath } from '@altum/domain';
import type { UploadAnswer } from './deliver';
import type { UploadConfig, WaitingPhoto } from './queue';

/** Storage's REST objects address for a bucket, on the emulator or the real host. */
export function storageObjectsUrl(host: string, bucket: string, secure = true): string {
  return `${secure ? 'https' : 'http'}://${host}/v0/b/${encodeURIComponent(bucket)}/o`;
}

/** What an answer's status means for the photo (deliver.ts). */
export function answerOf(status: number): UploadAnswer {
  if (status >= 200 && status < 300) return 'stored';
  // 403 is the rules: an existing object, or a lead that is gone or past its day. A 401 is
  // App Check or a stale token: not the photo's fault, so it is tried again later.
  if (status === 403) return 'refused';
  return 'failed';
}

export async function restUploadPhoto(
  config: UploadConfig,
  leadId: string,
  photo: WaitingPhoto,
  now = Date.now(),
): Promise<UploadAnswer> {
  const path = leadPhotoPath(leadId, photo.n);
  const contentType = photo.blob.type || 'image/jpeg';
  const boundary = `altum${crypto.randomUUID().replaceAll('-', '')}`;
  const body = new Blob([
    `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n`,
    JSON.stringify({ name: path, contentType }),
    `\r\n--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`,
    photo.blob,
    `\r\n--${boundary}--`,
  ]);
  const headers: Record<string, string> = {
    'X-Goog-Upload-Protocol': 'multipart',
    'Content-Type': `multipart/related; boundary=${boundary}`,
  };
  if (config.appCheckToken && (config.appCheckExpiresAt ?? 0) > now)
    headers['X-Firebase-AppCheck'] = config.appCheckToken;
  try {
    const response = await fetch(`${config.objectsUrl}?name=${encodeURIComponent(path)}`, {
      method: 'POST',
      headers,
      body,
    });
    return answerOf(response.status);
  } catch {
    return 'failed';
  }
}
