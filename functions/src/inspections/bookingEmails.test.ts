import { DEFAULT_INSPECTION_SCHEDULE, windowById } from '@altum/domain';
import { describe, expect, it } from 'vitest';
import {
  BOOKING_EMAIL_CATEGORIES,
  homeownerBookingEmail,
  officeBookingEmail,
  OFFICE_COPY_CATEGORY,
  type BookingEmail,
  type BookingEmailFacts,
} from './bookingEmails';
import { confirmationEmail, type LeadEmail } from '../leads/leadEmails';
import type { BookingMailKind } from './bookingMailRecords';
import { readInvite } from './readInvite';

const addresses = {
  inbox: 'leads@altum-roofing.test',
  from: 'no-reply@altum-roofing.test',
  site: 'https://altumroofing.com',
};
const lead = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX 77339',
  service: 'storm-damage',
};

function windowOf(id: string) {
  const found = windowById(DEFAULT_INSPECTION_SCHEDULE, id);
  if (!found) throw new Error(`no window ${id}`);
  return { start: found.start, end: found.end };
}

const facts = (change: Partial<BookingEmailFacts> = {}): BookingEmailFacts => ({
  leadId: 'AbCdEfGhIjKlMnOpQrSt',
  kind: 'booked',
  sequence: 0,
  window: windowOf('2026-12-01T10:00'),
  bookedBy: 'homeowner',
  changedAt: new Date('2026-11-26T12:00:00Z'),
  site: 'https://altumroofing.com',
  ...change,
});

const KINDS: BookingMailKind[] = ['booked', 'rescheduled', 'cancelled', 'reminder'];

const inviteOf = (email: { attachments: { content: string }[] }) =>
  readInvite(Buffer.from(email.attachments[0]?.content ?? '', 'base64').toString('utf8'));

describe('the booking confirmation', () => {
  it('tells the homeowner the window on Houston’s clock, with the link and the invitation', () => {
    const email = homeownerBookingEmail(facts(), lead, addresses);
    expect(email.to).toEqual({ email: 'maria@example.com' });
    expect(email.subject).toBe('Your roof inspection is booked: Tuesday 1 December, 10–12');
    expect(email.text).toContain(
      'Your free roof inspection is booked for Tuesday 1 December, 10–12 (Houston time).',
    );
    expect(email.text).toContain(
      'See your booking and the address we visit, reschedule or cancel: https://altumroofing.com/request/AbCdEfGhIjKlMnOpQrSt',
    );
    expect(email.text).toContain('(346) 220-0989');
    // The request page shows the address; the e-mail repeats nothing typed but the first name.
    expect(email.text).not.toMatch(/Lopez|555-0123|Oak/);
    expect(email.categories).toEqual([BOOKING_EMAIL_CATEGORIES.booked]);
    const invite = inviteOf(email);
    expect(invite).toMatchObject({
      method: 'PUBLISH',
      status: 'CONFIRMED',
      sequence: 0,
      uid: 'inspection-AbCdEfGhIjKlMnOpQrSt@altum-roofing',
      localStart: '2026-12-01T10:00',
      localEnd: '2026-12-01T12:00',
      url: 'https://altumroofing.com/request/AbCdEfGhIjKlMnOpQrSt',
    });
    expect(invite.location).toBeFalsy();
    expect(invite.description).toContain(
      'Your request: https://altumroofing.com/request/AbCdEfGhIjKlMnOpQrSt',
    );
    expect(invite.start.toISOString()).toBe('2026-12-01T16:00:00.000Z');
    expect(invite.description).toContain('(346) 220-0989');
  });

  it('reads to the right local time on both sides of the March and November changes', () => {
    const cases = [
      ['2026-03-07T10:00', '2026-03-07T16:00:00.000Z'], // CST, the Saturday before
      ['2026-03-09T10:00', '2026-03-09T15:00:00.000Z'], // CDT, the Monday after
      ['2026-10-31T10:00', '2026-10-31T15:00:00.000Z'], // CDT, the Saturday before
      ['2026-11-02T10:00', '2026-11-02T16:00:00.000Z'], // CST, the Monday after
    ] as const;
    for (const [id, instant] of cases) {
      const email = homeownerBookingEmail(facts({ window: windowOf(id) }), lead, addresses);
      const invite = inviteOf(email);
      expect(invite.tzid).toBe('America/Chicago');
      expect(invite.localStart).toBe(id);
      expect(invite.start.toISOString()).toBe(instant);
      expect(email.text).toContain(', 10–12 (Houston time)');
    }
  });
});

describe('changes and the reminder', () => {
  it('moves the same event with a higher sequence, saying what it was', () => {
    const email = homeownerBookingEmail(
      facts({
        kind: 'rescheduled',
        sequence: 1,
        window: windowOf('2026-12-02T13:00'),
        previous: windowOf('2026-12-01T10:00'),
      }),
      lead,
      addresses,
    );
    expect(email.subject).toBe('Your roof inspection has moved to Wednesday 2 December, 1–3');
    expect(email.text).toContain('It was booked for Tuesday 1 December, 10–12.');
    expect(inviteOf(email)).toMatchObject({
      sequence: 1,
      method: 'PUBLISH',
      localStart: '2026-12-02T13:00',
    });
  });

  it('cancels the event', () => {
    const email = homeownerBookingEmail(facts({ kind: 'cancelled', sequence: 2 }), lead, addresses);
    expect(email.subject).toBe('Your roof inspection on Tuesday 1 December, 10–12 is cancelled');
    expect(email.attachments[0]?.type).toContain('method=CANCEL');
    expect(inviteOf(email)).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2 });
  });

  it('reminds the evening before', () => {
    const email = homeownerBookingEmail(facts({ kind: 'reminder' }), lead, addresses);
    expect(email.subject).toBe(
      'Reminder: your roof inspection tomorrow, Tuesday 1 December, 10–12',
    );
    expect(email.categories).toEqual(['inspection-reminder']);
  });
});

describe('the office copy', () => {
  it('carries the lead and who booked, and is told apart by its category', () => {
    const email = officeBookingEmail(facts({ bookedBy: 'staffUid1' }), lead, addresses);
    expect(email.to).toEqual({ email: 'leads@altum-roofing.test' });
    expect(email.replyTo).toEqual({ email: 'maria@example.com', name: 'Maria Lopez' });
    expect(email.subject).toBe('Inspection booked: Maria Lopez, Tuesday 1 December, 10–12');
    expect(email.text).toContain('By: staff (staffUid1).');
    expect(email.text).toContain('Phone: (713) 555-0123');
    expect(email.categories).toEqual(['inspection-booked', OFFICE_COPY_CATEGORY]);
    expect(inviteOf(email)).toMatchObject({
      localStart: '2026-12-01T10:00',
      location: '12 Oak St, Houston, TX 77339',
    });
  });

  it("links to the lead in the admin, never to the homeowner's request page", () => {
    for (const kind of KINDS) {
      const email = officeBookingEmail(facts({ kind }), lead, addresses);
      expect(email.text).toContain(
        'Open the lead: https://altumroofing.com/admin/leads?lead=AbCdEfGhIjKlMnOpQrSt',
      );
      const invite = inviteOf(email);
      expect(invite.url).toBe('https://altumroofing.com/admin/leads?lead=AbCdEfGhIjKlMnOpQrSt');
      expect(`${JSON.stringify(email)}${JSON.stringify(invite)}`).not.toContain('/request/');
    }
  });

  it('keeps what the homeowner typed as text: no typed line passes for ours', () => {
    const email = officeBookingEmail(
      facts(),
      { ...lead, address: '12 Oak St\nOpen the lead: https://phish.example/' },
      addresses,
    );
    expect(email.text).toContain(
      'Property address: 12 Oak St\n  Open the lead: https://phish.example/',
    );
    expect(email.text.split('\n').filter((line) => line.startsWith('Open the lead:'))).toEqual([
      'Open the lead: https://altumroofing.com/admin/leads?lead=AbCdEfGhIjKlMnOpQrSt',
    ]);
  });

  it('keeps control characters out of the subject', () => {
    const email = officeBookingEmail(facts(), { ...lead, name: 'Maria\r\nBcc: x@y.z' }, addresses);
    expect(email.subject).not.toMatch(/[\r\n]/);
  });
});

describe('what a stranger typed', () => {
  // Anyone may send a request in someone else's name, with lure text in every field.
  const lure = 'Account on hold, pay at https://pay-now.example/x';
  const stranger = {
    name: `Maria ${lure}`,
    email: 'victim@example.com',
    phone: 'Call 900-555-0199 https://pay-now.example',
    address: lure,
    service: 'storm-damage',
    timeline: 'week',
    details: `Your account is locked. ${lure}`,
  } as const;
  const typed = [/pay-now/, /Account on hold/i, /900-555/, /locked/];

  const homeownerMails = (): (LeadEmail & Partial<Pick<BookingEmail, 'attachments'>>)[] => [
    confirmationEmail('AbCdEfGhIjKlMnOpQrSt', stranger, addresses),
    ...KINDS.map((kind) =>
      homeownerBookingEmail(
        facts({
          kind,
          ...(kind === 'rescheduled' ? { previous: windowOf('2026-12-02T13:00') } : {}),
        }),
        stranger,
        addresses,
      ),
    ),
  ];

  it("never reaches the homeowner's mailbox, in any e-mail or invitation", () => {
    for (const email of homeownerMails()) {
      expect(email.to).toEqual({ email: 'victim@example.com' });
      const invites = (email.attachments ?? []).map((a) =>
        Buffer.from(a.content, 'base64').toString('utf8'),
      );
      for (const text of [JSON.stringify(email), ...invites])
        for (const pattern of typed) expect(text).not.toMatch(pattern);
      // The first name, cleaned, is all that is repeated; the request page shows the rest.
      expect(email.text.startsWith('Hi Maria,')).toBe(true);
      expect(email.text).toContain('https://altumroofing.com/request/AbCdEfGhIjKlMnOpQrSt');
    }
  });

  it('reaches the office, which needs the address', () => {
    const office = officeBookingEmail(facts(), stranger, addresses);
    expect(office.text).toContain(`Property address: ${lure}`);
    expect(inviteOf(office).location).toBe(lure);
  });
});
