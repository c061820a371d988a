import { afterEach, describe, expect, it } from 'vitest';
import { MY_REQUEST_KEY, myRequest, rememberRequest } from './myRequest';
import { openWindow, recordingSource } from './testing';
import { bookWaitingWindow } from './waitingBooking';

const WAITING = openWindow('2026-12-01T10:00', 1);
const waiting = { id: WAITING.id, start: WAITING.start, end: WAITING.end };
const arrived = () => Promise.resolve();

function remember() {
  rememberRequest({
    id: 'lead-1',
    sentAt: 1,
    service: 'storm-damage',
    address: '12 Oak St',
    photoCount: 0,
    waitingWindow: waiting,
  });
}

afterEach(() => localStorage.clear());

describe('a window chosen offline', () => {
  it('is booked once the request arrives, then no longer waits', async () => {
    remember();
    const source = recordingSource({
      page: null,
      book: () => ({ kind: 'booked', window: waiting }),
    });
    const outcome = await bookWaitingWindow(arrived, source);
    expect(outcome).toMatchObject({ kind: 'answered', window: 'Tuesday 1 December, 10–12' });
    expect(source.booked).toEqual([['lead-1', '2026-12-01T10:00']]);
    expect(myRequest()?.waitingWindow).toBeUndefined();
    expect(myRequest()?.window?.id).toBe('2026-12-01T10:00');
    // A later page finds nothing waiting: no second call.
    expect(await bookWaitingWindow(arrived, source)).toEqual({ kind: 'none' });
    expect(source.booked).toHaveLength(1);
  });

  it('two callers at once make one call', async () => {
    remember();
    const source = recordingSource({
      page: null,
      book: () => ({ kind: 'booked', window: waiting }),
    });
    await Promise.all([bookWaitingWindow(arrived, source), bookWaitingWindow(arrived, source)]);
    expect(source.booked).toHaveLength(1);
  });

  it('a call that never reached the server leaves it waiting for the next page', async () => {
    remember();
    const source = recordingSource({
      page: null,
      book: () => ({ kind: 'failed', message: 'unreachable', offline: true }),
    });
    await bookWaitingWindow(arrived, source);
    expect(myRequest()?.waitingWindow?.id).toBe('2026-12-01T10:00');
  });

  it('filled meanwhile: forgotten (the office calls), never retried', async () => {
    remember();
    const source = recordingSource({
      page: null,
      book: () => ({ kind: 'refused', reason: 'full', message: 'full', nextWindows: [] }),
    });
    expect(await bookWaitingWindow(arrived, source)).toMatchObject({ kind: 'answered' });
    expect(myRequest()?.waitingWindow).toBeUndefined();
  });

  it('a request the office booked meanwhile is left as the office booked it', async () => {
    remember();
    const source = recordingSource({
      page: {
        status: 'booked',
        called: true,
        service: 'storm-damage',
        photoCount: 0,
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    });
    expect(await bookWaitingWindow(arrived, source)).toEqual({ kind: 'alreadyBooked' });
    expect(source.booked).toEqual([]);
    expect(myRequest()?.waitingWindow).toBeUndefined();
  });

  it('waits for the request to reach the server before it books', async () => {
    remember();
    const source = recordingSource({
      page: null,
      book: () => ({ kind: 'booked', window: waiting }),
    });
    let arrive: () => void = () => undefined;
    const booking = bookWaitingWindow(() => new Promise((resolve) => (arrive = resolve)), source);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(source.booked).toEqual([]);
    arrive();
    await booking;
    expect(source.booked).toHaveLength(1);
  });
});

describe('the remembered request', () => {
  it('reads back what was stored, and nothing from a malformed entry', () => {
    remember();
    expect(myRequest()).toMatchObject({
      id: 'lead-1',
      address: '12 Oak St',
      waitingWindow: waiting,
    });
    localStorage.setItem(MY_REQUEST_KEY, '{"id":');
    expect(myRequest()).toBeNull();
    localStorage.setItem(
      MY_REQUEST_KEY,
      JSON.stringify({ id: 'x', window: { id: 'w', start: 'no' } }),
    );
    expect(myRequest()).toEqual({ id: 'x', sentAt: 0, service: '', address: '', photoCount: 0 });
  });
});
