/**
 * The booking e-mails and alert on the local stack: the stack's sendBookingEmails trigger sends
 * through the real SendGrid client to the mail capture server; the invitation read back from
 * the captured e-mail with a calendar library (ical.js) lands on Houston's clock on both sides
 * of both daylight-saving changes; the reminder goes once however often the sweep and the
 * delivery run; a homeowner's booking alerts staff "booked Tue 10–12".
 */
import {
  BOOKING_NOTICE_INTERVAL_MS,
  formatInspectionWindowShort,
  reminderTime,
  windowById,
  zonedDay,
  zonedInputToDate,
  type InspectionWindow,
} from '@altum/domain';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedMails, MAIL_CAPTURE_URL } from '../../../scripts/mail-capture/client';
import type { CapturedMail } from '../../../scripts/mail-capture/server';
import {
  mintSubscription,
  pushesOfLead,
  receivedPushes,
} from '../../../scripts/push-receiver/client';
import { sendgridMailer } from '../leads/mailer';
import { bookInspectionFor } from './bookInspection';
import { releaseDueNotices } from './bookingBounds';
import { bookingMailRef } from './bookingMailRecords';
import { deliverBookingMail } from './bookingMail';
import { queueDueReminders } from './bookingReminders';
import { cancelInspectionFor } from './cancelInspection';
import {
  adminFirestore,
  aVisitor,
  freshBookingData,
  newLead,
  openWindows,
  TEST_SCHEDULE,
  waitFor,
} from './bookingFixtures';
import { readInvite } from './readInvite';

let db: Firestore;
let close: () => Promise<void>;
const STAFF = 'bookingMailStaff';

beforeAll(async () => {
  ({ db, close } = adminFirestore('booking-mail-test'));
  await freshBookingData(db);
}, 60_000);
afterAll(async () => {
  await db.doc(`roles/${STAFF}`).delete();
  const devices = await db.collection(`profiles/${STAFF}/pushSubscriptions`).get();
  await Promise.all(devices.docs.map((d) => d.ref.delete()));
  await close();
});

interface MailBody {
  categories?: string[];
  custom_args?: { leadId?: string };
  subject?: string;
  personalizations?: { to: { email: string }[] }[];
  attachments?: { content: string; type: string; filename: string }[];
  content?: { value: string }[];
}

const body = (mail: CapturedMail) => mail.body as MailBody;

/** The captured e-mails of a lead in one category, homeowner's and office copies apart. */
async function mailsOf(leadId: string, category: string) {
  const all = (await capturedMails()).filter(
    (m) => body(m).custom_args?.leadId === leadId && body(m).categories?.includes(category),
  );
  const office = all.filter((m) => body(m).categories?.includes('inspection-office-copy'));
  return { homeowner: all.filter((m) => !office.includes(m)), office };
}

const inviteIn = (mail: CapturedMail | undefined) =>
  readInvite(
    Buffer.from(body(mail as CapturedMail).attachments?.[0]?.content ?? '', 'base64').toString(
      'utf8',
    ),
  );

/** Waits until both e-mails of a category reached the capture server. */
const bothSent = (leadId: string, category: string) =>
  waitFor(
    async () => {
      const mails = await mailsOf(leadId, category);
      return mails.homeowner.length > 0 && mails.office.length > 0 ? mails : undefined;
    },
    120_000,
    `the ${category} e-mails of ${leadId}`,
  );

/** Waits until the homeowner's e-mail of a category reached the capture server. */
const homeownerSent = (leadId: string, category: string) =>
  waitFor(
    async () => {
      const { homeowner } = await mailsOf(leadId, category);
      return homeowner.length > 0 ? homeowner : undefined;
    },
    120_000,
    `the homeowner's ${category} e-mail of ${leadId}`,
  );

/** Waits until the office copy of a category reached the capture server. */
const bothSentToOffice = (leadId: string, category: string) =>
  waitFor(
    async () => {
      const { office } = await mailsOf(leadId, category);
      return office.length > 0 ? office : undefined;
    },
    120_000,
    `the office's ${category} e-mail of ${leadId}`,
  );

const windowOf = (id: string): InspectionWindow => {
  const found = windowById(TEST_SCHEDULE, id);
  if (!found) throw new Error(`no window ${id}`);
  return found;
};

const DAY_MS = 24 * 3_600_000;
/** The company day `n` days after `day` ('YYYY-MM-DD'); noon UTC never leaves its day. */
const daysAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** Noon of a company day, as an instant. */
const noonOf = (day: string) => zonedInputToDate(`${day}T12:00`) as Date;

/** The next day after `from` on which Houston's clock changes, and whether it goes forward. */
function nextClockChange(from: number): { day: string; forward: boolean } {
  let day = zonedDay(new Date(from));
  for (let i = 0; i < 400; i++) {
    const after = daysAfter(day, 1);
    const change = noonOf(after).getUTCHours() - noonOf(day).getUTCHours();
    if (change !== 0) return { day: after, forward: change < 0 };
    day = after;
  }
  throw new Error('Houston’s clock did not change for 400 days');
}

const windows = openWindows(Date.now(), 8);
let next = 0;
const take = () => {
  const window = windows[next++];
  if (!window) throw new Error('The test schedule ran out of windows');
  return window;
};

describe('booking e-mails', { timeout: 180_000 }, () => {
  it(
    'confirm a booking with an invitation that reads on Houston’s clock, and copy the office',
    { timeout: 150_000 },
    async () => {
      const leadId = await newLead(db);
      const window = take();
      await bookInspectionFor({ db }, undefined, { leadId, windowId: window.id }, aVisitor());
      const { homeowner, office } = await bothSent(leadId, 'inspection-booked');
      expect(homeowner).toHaveLength(1);
      expect(office).toHaveLength(1);
      const mail = body(homeowner[0] as CapturedMail);
      expect(mail.personalizations?.[0]?.to[0]?.email).toMatch(/^maria\.booking\./);
      expect(mail.content?.[0]?.value).toContain(`/request/${leadId}`);
      const invite = inviteIn(homeowner[0]);
      expect(invite).toMatchObject({
        method: 'PUBLISH',
        sequence: 0,
        tzid: 'America/Chicago',
        localStart: window.id,
        url: `http://127.0.0.1:5000/request/${leadId}`,
      });
      expect(invite.start.toISOString()).toBe(window.start.toISOString());
      expect(invite.end.toISOString()).toBe(window.end.toISOString());
      // The address is visitor text: the request page shows it, the homeowner's mail does not.
      expect(invite.location).toBeFalsy();
      expect(JSON.stringify(mail)).not.toContain('Oak St');
      // The office's copy names it, and links to the lead in the admin, not the request page.
      const officeMail = body(office[0] as CapturedMail);
      expect(inviteIn(office[0])).toMatchObject({
        localStart: window.id,
        location: '12 Oak St, Houston, TX 77339',
        url: `http://127.0.0.1:5000/admin/leads?lead=${leadId}`,
      });
      expect(officeMail.content?.[0]?.value).toContain(
        `Open the lead: http://127.0.0.1:5000/admin/leads?lead=${leadId}`,
      );
      expect(JSON.stringify(officeMail)).not.toContain('/request/');
    },
  );

  it(
    'put the window at its Houston time on each side of the March and November changes',
    { timeout: 200_000 },
    async () => {
      // The next two changes, whatever today's date (a change in the past would leave the
      // e-mails past their delivery deadline); booked as the clock will read two days before
      // each, for the mornings either side of it.
      const first = nextClockChange(Date.now() + 3 * DAY_MS);
      const second = nextClockChange(noonOf(first.day).getTime());
      expect([first.forward, second.forward].sort()).toEqual([false, true]);
      const booked: { leadId: string; window: InspectionWindow }[] = [];
      for (const change of [first, second]) {
        const now = noonOf(daysAfter(change.day, -2)).getTime();
        for (const day of [daysAfter(change.day, -1), daysAfter(change.day, 1)]) {
          const id = `${day}T08:00`;
          // Sent the day before, as a homeowner would then (a lead books while under 30 days).
          const leadId = await newLead(db, { createdAt: Timestamp.fromMillis(now - DAY_MS) });
          const window = windowOf(id);
          await bookInspectionFor(
            { db, now: () => now },
            undefined,
            { leadId, windowId: id },
            aVisitor(),
          );
          booked.push({ leadId, window });
        }
      }
      // 8:00 CST is 14:00 UTC, 8:00 CDT is 13:00 UTC.
      const either = (forward: boolean) => (forward ? ['14:00', '13:00'] : ['13:00', '14:00']);
      expect(booked.map((b) => b.window.start.toISOString().slice(11, 16))).toEqual([
        ...either(first.forward),
        ...either(second.forward),
      ]);
      for (const { leadId, window } of booked) {
        const { homeowner } = await bothSent(leadId, 'inspection-booked');
        const invite = inviteIn(homeowner[0]);
        expect(invite.localStart).toBe(window.id);
        expect(invite.start.toISOString()).toBe(window.start.toISOString());
        expect(body(homeowner[0] as CapturedMail).content?.[0]?.value).toContain(
          ', 8–10 (Houston time)',
        );
      }
    },
  );

  it(
    'notify a reschedule (a higher sequence) and a cancellation (METHOD:CANCEL); the office hears of both at once, later',
    { timeout: 200_000 },
    async () => {
      const leadId = await newLead(db);
      const [first, second] = [take(), take()];
      const visitor = aVisitor();
      await bookInspectionFor({ db }, undefined, { leadId, windowId: first.id }, visitor);
      await bookInspectionFor({ db }, undefined, { leadId, windowId: second.id }, visitor);
      const moved = await homeownerSent(leadId, 'inspection-rescheduled');
      expect(inviteIn(moved[0])).toMatchObject({
        sequence: 1,
        method: 'PUBLISH',
        localStart: second.id,
      });
      await cancelInspectionFor({ db }, undefined, { leadId });
      const cancelled = await homeownerSent(leadId, 'inspection-cancelled');
      expect(inviteIn(cancelled[0])).toMatchObject({
        sequence: 2,
        method: 'CANCEL',
        status: 'CANCELLED',
      });
      // The office had the booking at once; the move and the cancellation within the next
      // minutes reach it as one notice once the interval is over: cancelled, the window it knew.
      await bothSent(leadId, 'inspection-booked');
      expect((await mailsOf(leadId, 'inspection-rescheduled')).office).toHaveLength(0);
      expect(await releaseDueNotices(db, Date.now() + BOOKING_NOTICE_INTERVAL_MS)).toBeGreaterThan(
        0,
      );
      const notice = await bothSentToOffice(leadId, 'inspection-cancelled');
      expect(notice).toHaveLength(1);
      expect(inviteIn(notice[0])).toMatchObject({ sequence: 2, method: 'CANCEL' });
      expect((await mailsOf(leadId, 'inspection-rescheduled')).office).toHaveLength(0);
    },
  );
});

describe('the reminder', { timeout: 180_000 }, () => {
  it(
    'is sent once per booking, however often the sweep and the delivery run',
    { timeout: 200_000 },
    async () => {
      const leadId = await newLead(db);
      // A window at least a day and a half ahead, so its reminder is still to come.
      // Clear of the windows the other tests take from the front of the list.
      const window = windows.slice(10).find((w) => w.start.getTime() > Date.now() + 36 * 3_600_000);
      if (!window) throw new Error('no window far enough ahead');
      await bookInspectionFor({ db }, undefined, { leadId, windowId: window.id }, aVisitor());
      const at = reminderTime(window).getTime() + 60_000;
      expect(await queueDueReminders(db, at - 120_000)).not.toContain(leadId);
      // Overlapping sweeps, then a late one: one reminder queued.
      const runs = await Promise.all([1, 2, 3].map(() => queueDueReminders(db, at)));
      runs.push(await queueDueReminders(db, at + 60_000));
      expect(runs.flat().filter((id) => id === leadId)).toHaveLength(1);
      // The trigger sends it; retried deliveries and sweeps meanwhile send nothing more.
      const send = sendgridMailer({ apiKey: 'SG.local-capture-key', baseUrl: MAIL_CAPTURE_URL });
      const deps = {
        db,
        send,
        addresses: {
          inbox: 'leads@altum-roofing.test',
          from: 'no-reply@altum-roofing.test',
          site: 'http://127.0.0.1:5000',
        },
      };
      const mailId = bookingMailRef(db, leadId, 0, 'reminder').id;
      await Promise.all([
        deliverBookingMail(deps, mailId, 'retry-1').catch(() => 'busy'),
        deliverBookingMail(deps, mailId, 'retry-2').catch(() => 'busy'),
        deliverBookingMail(deps, mailId, 'sweep', { sweep: true }).catch(() => 'busy'),
      ]);
      await waitFor(
        async () =>
          (await db.doc(`bookingMail/${mailId}`).get()).get('status') === 'sent' ? true : undefined,
        120_000,
        'the reminder to be sent',
      );
      await deliverBookingMail(deps, mailId, 'retry-3');
      await deliverBookingMail({ ...deps, now: () => Date.now() + 3_600_000 }, mailId, 'sweep-2', {
        sweep: true,
      });
      const { homeowner, office } = await mailsOf(leadId, 'inspection-reminder');
      expect(homeowner).toHaveLength(1);
      expect(office).toHaveLength(1);
      expect(body(homeowner[0] as CapturedMail).subject).toMatch(
        /^Reminder: your roof inspection tomorrow/,
      );
      expect((await db.doc(`bookings/${leadId}`).get()).get('reminderSentAt')).toBeDefined();
    },
  );
});

describe('the staff alert', { timeout: 180_000 }, () => {
  it(
    'says "booked Tue 10–12" for a homeowner’s booking, never the phone or address',
    { timeout: 150_000 },
    async () => {
      await db.doc(`roles/${STAFF}`).set({ admin: false, writer: true });
      const minted = await mintSubscription('booking staff phone');
      await db.doc(`profiles/${STAFF}/pushSubscriptions/BookingDevice0000001`).set({
        endpoint: minted.endpoint,
        keys: minted.keys,
        label: 'booking staff phone',
        createdAt: new Date(),
      });
      const leadId = await newLead(db);
      const window = take();
      await bookInspectionFor({ db }, undefined, { leadId, windowId: window.id }, aVisitor());
      const push = await waitFor(
        async () =>
          pushesOfLead(await receivedPushes(), leadId).find(
            (p) => (p.payload as { kind?: string } | undefined)?.kind === 'booking',
          ),
        120_000,
        'the booking alert',
      );
      expect(push.payload).toMatchObject({
        title: 'Booked: Maria',
        timeline: `booked ${formatInspectionWindowShort(window)}`,
        tag: `lead-${leadId}`,
      });
      const phone = String((await db.doc(`contacts/${leadId}`).get()).get('phone'));
      const text = JSON.stringify(push.payload);
      for (const typed of [phone.slice(-8), 'Oak St', 'example.com'])
        expect(text).not.toContain(typed);
    },
  );
});
