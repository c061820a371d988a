import { leadReceiptSchema, type LeadPayload } from '@altum/domain';
import { serverTimestamp, type FirestoreDataConverter } from 'firebase/firestore';
import { schemaConverter } from './schemaConverter';

/**
 * `contacts/{id}`: a visitor only ever creates a lead, dated by the server's clock (the rules
 * insist on request.time), and can never read one back.
 */
export const leadConverter: FirestoreDataConverter<LeadPayload> = {
  toFirestore: (lead) => ({ ...lead, createdAt: serverTimestamp() }),
  fromFirestore() {
    throw new Error('Leads are not readable from the public site');
  },
};

/** `leadReceipts/{id}`: written by the e-mail function, read by the form. */
export const leadReceiptConverter = schemaConverter(leadReceiptSchema);
