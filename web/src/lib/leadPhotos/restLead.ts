/**
 * A lead through Firestore's REST API, for the service worker (no Firebase SDK there): one
 * commit that creates `contacts/{id}` only if it does not exist, dated by the server's clock
 * as the SDK's serverTimestamp() dates it (the rules insist on request.time). Signed out, as
 * the homeowner's page is; the rules decide.
 */
import type { UploadAnswer } from './deliver';
import type { RequestConfig } from './requests';

export type RestValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { arrayValue: { values: RestValue[] } }
  | { mapValue: { fields: RestFields } };

export type RestFields = Record<string, RestValue>;

/** One value as Firestore's REST API types it; undefined map entries are left out. */
export function toRestValue(value: unknown): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  // The rules tell int from float (photoCount is int): an integer goes as one.
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toRestValue) } };
  if (typeof value === 'object') return { mapValue: { fields: toRestFields(value) } };
  throw new Error(`A lead holds no ${typeof value}`);
}

export function toRestFields(data: object): RestFields {
  const fields: RestFields = {};
  for (const [key, value] of Object.entries(data))
    if (value !== undefined) fields[key] = toRestValue(value);
  return fields;
}

/** Firestore's REST commit address and database name, on the emulator or the real host. */
export function firestoreRestTarget(
  host: string,
  projectId: string,
  secure = true,
): Pick<RequestConfig, 'commitUrl' | 'database'> {
  const database = `projects/${projectId}/databases/(default)`;
  return {
    commitUrl: `${secure ? 'https' : 'http'}://${host}/v1/${database}/documents:commit`,
    database,
  };
}

/** The commit that creates the lead once, its createdAt the server's time. */
export function createLeadCommit(database: string, leadId: string, fields: RestFields) {
  return {
    writes: [
      {
        update: { name: `${database}/documents/contacts/${leadId}`, fields },
        currentDocument: { exists: false },
        updateTransforms: [{ fieldPath: 'createdAt', setToServerValue: 'REQUEST_TIME' }],
      },
    ],
  };
}

/**
 * What an answer means: stored on 2xx; refused when the rules say no (403) or the lead is
 * there already (409, or a failed precondition), which deliverRequests.ts reads as it reads a
 * photo's refusal; anything else (no answer, 401, 429, 5xx) is tried again later.
 */
export function leadAnswerOf(status: number, body: string): UploadAnswer {
  if (status >= 200 && status < 300) return 'stored';
  if (status === 403 || status === 409) return 'refused';
  if (status === 400 && body.includes('FAILED_PRECONDITION')) return 'refused';
  return 'failed';
}

export async function restCreateLead(
  config: RequestConfig,
  leadId: string,
  fields: RestFields,
  now = Date.now(),
): Promise<UploadAnswer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.appCheckToken && (config.appCheckExpiresAt ?? 0) > now)
    headers['X-Firebase-AppCheck'] = config.appCheckToken;
  try {
    const url = config.apiKey
      ? `${config.commitUrl}?key=${encodeURIComponent(config.apiKey)}`
      : config.commitUrl;
    const response = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(createLeadCommit(config.database, leadId, fields)),
    });
    return leadAnswerOf(response.status, await response.text().catch(() => ''));
  } catch {
    return 'failed';
  }
}
