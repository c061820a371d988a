import * as v from 'valibot';

/**
 * What the e-mail function tells the homeowner's browser about a lead (`leadReceipts/{id}`):
 * whether the confirmation e-mail went out. The lead itself is saved either way.
 */
export const LEAD_RECEIPT_STATUSES = ['sent', 'failed'] as const;

export const leadReceiptSchema = v.object({ status: v.picklist(LEAD_RECEIPT_STATUSES) });

export type LeadReceipt = v.InferOutput<typeof leadReceiptSchema>;
export type LeadReceiptStatus = LeadReceipt['status'];
