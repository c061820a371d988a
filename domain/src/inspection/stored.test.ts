import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  bookingRefusalDetailsSchema,
  inspectionAvailabilitySchema,
  requestDetailsSchema,
  requestPageSchema,
} from './stored';

const start = new Date('2026-12-01T16:00:00Z');
const end = new Date('2026-12-01T18:00:00Z');

describe('the stored shapes of bookings', () => {
  it('take the availability and a request page as the functions write them', () => {
    expect(
      v.is(inspectionAvailabilitySchema, {
        windows: [{ id: '2026-12-01T10:00', start, end, left: 0 }],
        updatedAt: start,
      }),
    ).toBe(true);
    expect(
      v.is(requestPageSchema, {
        status: 'booked',
        window: { id: '2026-12-01T10:00', start, end },
        changeableUntil: start,
        service: 'storm-damage',
        photoCount: 2,
        createdAt: start,
        updatedAt: start,
      }),
    ).toBe(true);
  });

  it('refuse what is not: a negative count, an unknown status, a window named otherwise', () => {
    expect(
      v.is(inspectionAvailabilitySchema, {
        windows: [{ id: '2026-12-01T10:00', start, end, left: -1 }],
        updatedAt: start,
      }),
    ).toBe(false);
    expect(
      v.is(requestPageSchema, {
        status: 'lost',
        service: '',
        photoCount: 0,
        createdAt: start,
        updatedAt: start,
      }),
    ).toBe(false);
    expect(
      v.is(bookingRefusalDetailsSchema, {
        nextWindows: [
          { id: 'Tue 10-12', start: start.toISOString(), end: end.toISOString(), left: 1 },
        ],
      }),
    ).toBe(false);
    expect(
      v.is(requestDetailsSchema, {
        address: '12 Oak St',
        officePhone: '(346) 220-0989',
        status: 'received',
        photoCount: 0,
        changeable: 'no',
      }),
    ).toBe(false);
  });
});
