/**
 * Learns whether the lead's confirmation e-mail went out. The e-mail function writes
 * `leadReceipts/{leadId}` = { status, confirmation }; the rules let anyone `get` a receipt by
 * its unguessable id (never list), so the browser needs no read access to the lead itself.
 */
import { confirmationOutcome } from '@altum/domain';
import { leadReceiptConverter } from '../../../lib/firebase/converters/lead';
import { loadFirestore } from '../../../lib/firebase/loadFirestore';

/** How long the form waits before it answers. The function usually answers in seconds. */
export const RECEIPT_TIMEOUT_MS = 15_000;

/**
 * 'sent' or 'failed' as soon as the receipt says so. 'late' when no final answer came within
 * the wait (no receipt yet, or the confirmation is being retried): `settled` then resolves
 * with the final answer if it arrives while the page is open, and never otherwise.
 */
export type ReceiptWatch =
  { status: 'sent' | 'failed' } | { status: 'late'; settled: Promise<'sent' | 'failed'> };

export async function watchLeadReceipt(
  leadId: string,
  timeoutMs = RECEIPT_TIMEOUT_MS,
): Promise<ReceiptWatch> {
  const { firestore, db } = await loadFirestore();
  return new Promise((resolve) => {
    let answered = false;
    let settle: (status: 'sent' | 'failed') => void = () => undefined;
    const settled = new Promise<'sent' | 'failed'>((done) => {
      settle = done;
    });
    const late = () => {
      if (answered) return;
      answered = true;
      resolve({ status: 'late', settled });
    };
    const timer = setTimeout(late, timeoutMs);
    const unsubscribe = firestore.onSnapshot(
      firestore.doc(db, 'leadReceipts', leadId).withConverter(leadReceiptConverter),
      (snapshot) => {
        let outcome;
        try {
          const receipt = snapshot.data();
          outcome = receipt ? confirmationOutcome(receipt) : undefined;
        } catch {
          // A receipt the schema does not know (a newer server) is not an answer: keep waiting.
          return;
        }
        if (!outcome || outcome === 'late') return;
        clearTimeout(timer);
        unsubscribe();
        if (answered) settle(outcome);
        else {
          answered = true;
          resolve({ status: outcome });
        }
      },
      // Listening failed: say it is late rather than failed; the lead is saved.
      () => {
        clearTimeout(timer);
        late();
      },
    );
  });
}
