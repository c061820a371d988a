/**
 * Every screen with a request's data or a lead's, through the checks of a11yChecks.ts: the
 * request page of a booked request with a quote, and the staff's lead screens with the
 * checked lead. The screens every visitor reads alike are a11y-content.spec.ts's, the staff's
 * other screens a11y-staff.spec.ts's.
 */
import { zonedDay } from '@altum/domain';
import { test } from '@playwright/test';
import {
  CHECKS,
  checkRoute,
  checkStaffScreens,
  freshOrigin,
  sharedPage,
  title,
} from './support/a11yChecks';
import {
  CHECKED_LEAD,
  CHECKED_REQUEST_ID,
  checkedBooking,
  requestRoutes,
  showsCheckedLead,
  staffRoutes,
} from './support/checkedRoutes';
import {
  bookFirstOpen,
  cancelIfBooked,
  deleteBookingMail,
  newRequest,
  requestStatusIs,
} from './support/booking';
import { deleteLeadPhotos, putLeadPhotos } from './support/leadPhotos';
import { adminDb } from './support/staffAuth';
import { writeSentQuote } from './support/quote';

// Two widths, two checkers and the page's data: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.describe('public screens with a request', () => {
  // The request page's checks need a booked request.
  test.beforeAll(async () => {
    // The run's first request and booking may start their functions cold, while the stack
    // still makes the seeded images' variants and the stateless specs run beside this one:
    // over a minute on two busy cores.
    test.setTimeout(150_000);
    // A first attempt (before its retry) left its booking e-mails' records: the request made
    // again under the same id starts its bookings over, and would collide with them.
    await deleteBookingMail(CHECKED_REQUEST_ID);
    await newRequest(CHECKED_REQUEST_ID);
    // A run stopped midway may have left it booked.
    await cancelIfBooked(CHECKED_REQUEST_ID);
    await requestStatusIs(CHECKED_REQUEST_ID, 'received', 120_000);
    await bookFirstOpen(CHECKED_REQUEST_ID);
    // A quote sent for it, valid for a month: the page shows it with its options and forms.
    await writeSentQuote(CHECKED_REQUEST_ID, zonedDay(new Date(Date.now() + 30 * 86_400_000)));
  });
  test.afterAll(async () => {
    await cancelIfBooked(CHECKED_REQUEST_ID);
    await adminDb().doc(`requests/${CHECKED_REQUEST_ID}/quote/latest`).delete();
    await adminDb().doc(`contacts/${CHECKED_REQUEST_ID}/quotes/v1`).delete();
    await adminDb().doc(`contacts/${CHECKED_REQUEST_ID}`).delete();
  });
  const shared = sharedPage();
  for (const route of requestRoutes) {
    test(`${title(route)}: ${CHECKS}`, async () => {
      const page = shared();
      // A visitor new to the site each time: no request of theirs, no photos kept.
      await freshOrigin(page);
      await checkRoute(page, route);
    });
  }
});

const checkedLead = () => adminDb().doc(`contacts/${CHECKED_LEAD.id}`);
const checkedBookingDoc = () => adminDb().doc(`bookings/${CHECKED_LEAD.id}`);

checkStaffScreens(staffRoutes.filter(showsCheckedLead), {
  beforeAll: async () => {
    const photos = await putLeadPhotos(CHECKED_LEAD.id, CHECKED_LEAD.data.photoCount);
    const booking = checkedBooking(new Date());
    await checkedLead().set({ ...CHECKED_LEAD.data, photos, booking, createdAt: new Date() });
    // The agenda's copy: the booking itself, as the booking function writes it.
    await checkedBookingDoc().set({
      ...booking,
      leadId: CHECKED_LEAD.id,
      bookedBy: 'homeowner',
      sequence: 0,
      createdAt: new Date(),
      updatedAt: new Date(),
    });
  },
  afterAll: async () => {
    await checkedBookingDoc().delete();
    // Photos first: the lead's deletion starts deleteLeadPhotos, which would race this.
    await deleteLeadPhotos(CHECKED_LEAD.id);
    await checkedLead().delete();
  },
});
