import {
  inboxLeadSchema,
  leadFloodSchema,
  leadReceiptSchema,
  type LeadPayload,
} from '@altum/domain';
import { serverTimestamp, type FirestoreDataConverter } from 'firebase/firestore';
import { schemaConverter } from './schemaConverter';
import { withId } from './withId';

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

/**
 * `contacts/{id}` as staff read it in the lead inbox: leniently (a lead is never hidden for a
 * malformed field), a missing status read as 'new'. Staff only write the follow-up, with
 * updateDoc, so this converter is read-only too.
 */
export const inboxLeadConverter = withId(schemaConverter(inboxLeadSchema));

/** `leadAlerts/flood`: the flood warning the e-mail function keeps for the lead inbox. */
export const leadFloodConverter = schemaConverter(leadFloodSchema);
