import * as v from 'valibot';

/**
 * What the e-mail function tells the homeowner's browser about a lead (`leadReceipts/{id}`):
 * whether the confirmation e-mail went out, and if not, what became of it. The lead itself is
 * saved either way.
 */
export const LEAD_RECEIPT_STATUSES = ['sent', 'failed'] as const;

export const leadReceiptSchema = v.object({
  status: v.picklist(LEAD_RECEIPT_STATUSES),
  /** The confirmation's own state: pending (being retried), skipped, blocked or failed. */
  confirmation: v.fallback(v.optional(v.string()), undefined),
});

export type LeadReceipt = v.InferOutput<typeof leadReceiptSchema>;
export type LeadReceiptStatus = LeadReceipt['status'];

/**
 * What the form may truthfully say of a receipt: 'sent'; 'late' while the confirmation is
 * still being retried (it may yet go out); 'failed' when it failed, was skipped by a cap, or
 * is blocked.
 */
export type ConfirmationOutcome = 'sent' | 'late' | 'failed';

export function confirmationOutcome(receipt: LeadReceipt): ConfirmationOutcome {
  if (receipt.status === 'sent') return 'sent';
  return receipt.confirmation === 'pending' ? 'late' : 'failed';
}
