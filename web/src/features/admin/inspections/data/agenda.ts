/**
 * The agenda: the booked inspections starting in a span (status 'booked', by start; the
 * composite index is in firestore.indexes.json), each with its lead's name, address and
 * phone (contacts/{leadId}, which staff read).
 */
import type { Booking } from '@altum/domain';
import { bookingConverter } from '../../../../lib/firebase/converters/inspection';
import { inboxLeadConverter } from '../../../../lib/firebase/converters/lead';
import { loadFirestore } from '../../../../lib/firebase/loadFirestore';

export interface AgendaBooking {
  booking: Booking & { id: string };
  /** Null when the lead is gone (its booking goes with it, a moment later). */
  lead: { name: string; address: string; phone: string } | null;
}

export async function fetchAgenda(from: Date, to: Date): Promise<AgendaBooking[]> {
  const { firestore: fs, db } = await loadFirestore();
  const bookings = await fs.getDocs(
    fs.query(
      fs.collection(db, 'bookings').withConverter(bookingConverter),
      fs.where('status', '==', 'booked'),
      fs.where('start', '>=', from),
      fs.where('start', '<', to),
      fs.orderBy('start'),
    ),
  );
  return Promise.all(
    bookings.docs.map(async (doc) => {
      const booking = doc.data();
      const lead = await fs
        .getDoc(fs.doc(db, 'contacts', booking.leadId).withConverter(inboxLeadConverter))
        .then((snapshot) => snapshot.data() ?? null);
      return {
        booking,
        lead: lead ? { name: lead.name, address: lead.address, phone: lead.phone } : null,
      };
    }),
  );
}
