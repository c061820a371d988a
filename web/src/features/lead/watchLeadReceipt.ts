/**
 * Learns whether the lead's e-mails went out. The e-mail function writes
 * `leadReceipts/{leadId}` = { status }; the rules let anyone `get` a receipt by its
 * unguessable id (never list), so the browser needs no read access to the lead itself.
 */
import { loadFirestore } from './loadFirestore';

export type ReceiptStatus = 'sent' | 'failed';

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
      firestore.doc(db, 'leadReceipts', leadId),
      (snapshot) => {
        // Convert at the border: only the two known statuses mean anything to the form.
        const status: unknown = snapshot.get('status');
        if (status === 'sent' || status === 'failed') finish(status);
      },
      () => finish('unknown'),
    );
  });
}
