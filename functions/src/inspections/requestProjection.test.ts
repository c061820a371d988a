import { arrivedPhotoCount, DEFAULT_INSPECTION_SCHEDULE } from '@altum/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { parseBookRequest, parseLeadRequest } from './bookingCaller';
import { requestProjection, sameProjection, touchesRequestPage } from './requestProjection';

const createdAt = Timestamp.fromDate(new Date('2026-11-26T15:00:00Z'));
const lead = {
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX 77339',
  service: 'storm-damage',
  timeline: 'week',
  message: 'Shingles missing.',
  createdAt,
};
const booking = {
  windowId: '2026-12-01T10:00',
  start: Timestamp.fromDate(new Date('2026-12-01T16:00:00Z')),
  end: Timestamp.fromDate(new Date('2026-12-01T18:00:00Z')),
  status: 'booked',
};
const now = Date.parse('2026-11-27T12:00:00Z');

describe('the request page’s projection', () => {
  it('holds the status, window, notice limit, service and photos: never who or where', () => {
    const page = requestProjection(
      { ...lead, booking, photos: { 0: { thumbPath: 'x' }, 2: { thumbPath: 'y' } } },
      DEFAULT_INSPECTION_SCHEDULE,
      now,
    );
    expect(page).toEqual({
      status: 'booked',
      called: false,
      window: { id: booking.windowId, start: booking.start, end: booking.end },
      changeableUntil: Timestamp.fromDate(new Date('2026-12-01T14:00:00Z')),
      service: 'storm-damage',
      photoCount: 2,
      createdAt,
      updatedAt: Timestamp.fromMillis(now),
    });
    const text = JSON.stringify(page);
    for (const typed of ['Maria', 'Oak St', '555-0123', 'example.com', 'Shingles'])
      expect(text).not.toContain(typed);
  });

  it('drops the window once the booking is cancelled or the lead is closed', () => {
    const cancelled = requestProjection(
      { ...lead, booking: { ...booking, status: 'cancelled' }, firstContactAt: createdAt },
      DEFAULT_INSPECTION_SCHEDULE,
      now,
    );
    expect(cancelled.status).toBe('called');
    expect(cancelled.called).toBe(true);
    expect(cancelled.window).toBeUndefined();
    const done = requestProjection(
      { ...lead, booking, status: 'won' },
      DEFAULT_INSPECTION_SCHEDULE,
      now,
    );
    expect(done.status).toBe('done');
    expect(done.changeableUntil).toBeUndefined();
  });

  it('tells a change from a rewrite of the same page', () => {
    const page = requestProjection({ ...lead, booking }, DEFAULT_INSPECTION_SCHEDULE, now);
    const later = requestProjection(
      { ...lead, booking },
      DEFAULT_INSPECTION_SCHEDULE,
      now + 60_000,
    );
    expect(sameProjection({ ...later }, page)).toBe(true);
    expect(sameProjection(undefined, page)).toBe(false);
    const moved = requestProjection(
      { ...lead, booking: { ...booking, windowId: '2026-12-01T13:00' } },
      DEFAULT_INSPECTION_SCHEDULE,
      now,
    );
    expect(sameProjection({ ...moved }, page)).toBe(false);
    expect(arrivedPhotoCount(undefined)).toBe(0);
    expect(arrivedPhotoCount({ 0: 'not a photo' })).toBe(0);
  });
});

describe('which writes of a lead touch its request page', () => {
  it('its creation and deletion, and changes of what the page shows; nothing else', () => {
    expect(touchesRequestPage(undefined, lead)).toBe(true);
    expect(touchesRequestPage(lead, undefined)).toBe(true);
    expect(touchesRequestPage(lead, { ...lead, delivery: { status: 'sent' }, note: 'x' })).toBe(
      false,
    );
    expect(touchesRequestPage(lead, { ...lead, status: 'contacted' })).toBe(true);
    expect(touchesRequestPage({ ...lead, booking }, { ...lead, booking: { ...booking } })).toBe(
      false,
    );
    expect(
      touchesRequestPage(
        { ...lead, booking },
        { ...lead, booking: { ...booking, status: 'cancelled' } },
      ),
    ).toBe(true);
    expect(touchesRequestPage(lead, { ...lead, photos: { 0: { thumbPath: 'x' } } })).toBe(true);
  });
});

describe('what the booking callables accept', () => {
  it('takes exactly a lead id, and a window id for a booking', () => {
    expect(
      parseBookRequest({ leadId: 'AbCdEfGhIjKlMnOpQrSt', windowId: '2026-12-01T10:00' }),
    ).toEqual({ leadId: 'AbCdEfGhIjKlMnOpQrSt', windowId: '2026-12-01T10:00' });
    expect(parseLeadRequest({ leadId: 'AbCdEfGhIjKlMnOpQrSt' })).toEqual({
      leadId: 'AbCdEfGhIjKlMnOpQrSt',
    });
    for (const bad of [
      null,
      [],
      { leadId: 'AbCdEfGhIjKlMnOpQrSt' },
      { leadId: 'AbCdEfGhIjKlMnOpQrS/', windowId: '2026-12-01T10:00' },
      { leadId: 'AbCdEfGhIjKlMnOpQrSt', windowId: '2026-12-01 10:00' },
      { leadId: 'AbCdEfGhIjKlMnOpQrSt', windowId: '2026-12-01T10:00', extra: true },
    ])
      expect(() => parseBookRequest(bad)).toThrow(/window/);
    expect(() => parseLeadRequest({ leadId: 'AbCdEfGhIjKlMnOpQrSt', windowId: 'x' })).toThrow();
  });
});
