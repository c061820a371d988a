/**
 * Learns whether the lead's e-mails went out. The e-mail function writes
 * `leadReceipts/{leadId}` = { status }; the rules let anyone `get` a receipt by its
 * unguessable id (never list), so the browser needs no read access to the lead itself.
 */
import type { LeadReceiptStatus } from '@altum/domain';
import { leadReceiptConverter } from '../../../lib/firebase/converters/lead';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';

export type ReceiptStatus = LeadReceiptStatus;

/** How long to listen. The function usually answers in a few seconds. */
export const RECEIPT_TIMEOUT_MS = 15_000;

/** Resolves with the receipt's status, or 'unknown' when none arrived in time. */
export async function watchLeadReceipt(
  leadId: string,
  timeoutMs = RECEIPT_TIMEOUT_MS,
): Promise<ReceiptStatus | 'unknown'> {
  const { firestore, db } = await loadFirestore();
  return new Promise((resolve) => {
    let unsubscribe: () => void = () => undefined;
    const finish = (status: ReceiptStatus | 'unknown') => {
      clearTimeout(timer);
      unsubscribe();
      resolve(status);
    };
    const timer = setTimeout(() => finish('unknown'), timeoutMs);
    unsubscribe = firestore.onSnapshot(
      firestore.doc(db, 'leadReceipts', leadId).withConverter(leadReceiptConverter),
      (snapshot) => {
        // A receipt the schema does not know (a newer server) is not an answer: keep waiting.
        try {
          const receipt = snapshot.data();
          if (receipt) finish(receipt.status);
        } catch {
          // InvalidDocumentError: see above.
        }
      },
      () => finish('unknown'),
    );
  });
}
