/**
 * An admin's CSV of leads, made on the server (the exportLeads function reads the leads in
 * pages; the inbox holds only what it shows) and read back as bytes through the Storage SDK
 * under storage.rules (admins only): no download URL, which would be a lasting link to the
 * homeowners' details in it.
 */
// Types only from domain: a value import would make domain's export module a chunk of its own,
// whose name every public page's preload list would carry.
import type { LeadExportRequest, LeadExportResult } from '@altum/domain';
import { loadFunctions } from '../../../../lib/firebase/loadFunctions';
import { loadStorage } from '../../../../lib/firebase/loadStorage';

/** The file, or the function's refusal in its own words (too many days, leads or exports). */
export type LeadExportOutcome =
  { ok: true; file: Blob; fileName: string; count: number } | { ok: false; message: string };

/** `knownMessages`: the function's refusals (LEAD_EXPORT_MESSAGES), shown in its words. */
export async function exportLeads(
  request: LeadExportRequest,
  knownMessages: readonly string[],
): Promise<LeadExportOutcome> {
  const { functions, client } = await loadFunctions();
  const call = functions.httpsCallable<LeadExportRequest, LeadExportResult>(client, 'exportLeads');
  let result: LeadExportResult;
  try {
    result = (await call(request)).data;
  } catch (error) {
    // The web SDK may add the HTTP status to the function's words (" [429]"): show its words.
    const text = String((error as { message?: unknown } | null)?.message ?? '');
    const known = knownMessages.find((words) => text.includes(words));
    if (known) return { ok: false, message: known };
    throw error;
  }
  const { storage, bucket } = await loadStorage();
  const file = await storage.getBlob(storage.ref(bucket, result.path));
  return {
    ok: true,
    file: new Blob([file], { type: 'text/csv;charset=utf-8' }),
    fileName: result.fileName,
    count: result.count,
  };
}
