import type { RequestPage as RequestPageDoc } from '@altum/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { RequestDetails } from '../bookingAnswers';
import { myRequest, rememberRequest } from '../myRequest';
import { openWindow, recordingSource, withProviders, type RecordingSource } from '../testing';
import RequestPage from './RequestPage';

const BOOKED = openWindow('2026-12-01T10:00', 0);
const window = { id: BOOKED.id, start: BOOKED.start, end: BOOKED.end };

const page = (over: Partial<RequestPageDoc> = {}): RequestPageDoc => ({
  status: 'booked',
  called: false,
  window,
  changeableUntil: new Date(BOOKED.start.getTime() - 2 * 3_600_000),
  service: 'storm-damage',
  photoCount: 2,
  createdAt: new Date('2026-11-26T15:00:00Z'),
  updatedAt: new Date('2026-11-26T15:00:00Z'),
  ...over,
});

const details = (over: Partial<RequestDetails> = {}): RequestDetails => ({
  address: '12 Oak St, Houston, TX 77339',
  officePhone: '(346) 220-0989',
  window,
  status: 'booked',
  photoCount: 2,
  changeable: true,
  ...over,
});

const show = (source: RecordingSource, id = 'lead-1') =>
  render(withProviders(source, <RequestPage requestId={id} />));

afterEach(() => localStorage.clear());

describe('the request page', () => {
  it('an unknown request: says so plainly, with a link home', async () => {
    show(recordingSource({ page: null, details: null }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Request not found' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('a booked request: its steps, the address, the window with Reschedule and Cancel, what was sent, the phone', async () => {
    show(recordingSource({ page: page({ called: true }), details: details() }));
    const steps = await screen.findByRole('list', { name: 'Where your request stands' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Received. (done)',
      'We called you. (done)',
      'Inspection booked for Tuesday 1 December, 10–12. (now)',
      '4Done. (to come)',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('12 Oak St, Houston, TX 77339')).toBeVisible();
    expect(screen.getByText('Storm Damage Assessment')).toBeVisible();
    expect(screen.getByText('2 photos')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call (346) 220-0989' })).toHaveAttribute(
      'href',
      'tel:+13462200989',
    );
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel inspection' })).toBeVisible();
  });

  it('booked online before anyone called: no “We called you.” step', async () => {
    show(recordingSource({ page: page({ called: false }), details: details() }));
    const steps = await screen.findByRole('list', { name: 'Where your request stands' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Received. (done)',
      'Inspection booked for Tuesday 1 December, 10–12. (now)',
      '3Done. (to come)',
    ]);
  });

  it('Cancel asks first; “Keep it” changes nothing, confirming cancels', async () => {
    const source = recordingSource({ page: page(), details: details() });
    show(source);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel inspection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this inspection?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(source.cancelled).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel inspection' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel inspection' }),
    );
    await waitFor(() => expect(source.cancelled).toEqual(['lead-1']));
    expect(
      await screen.findByText('Your inspection is cancelled. You can book another time below.'),
    ).toBeVisible();
  });

  it('Reschedule: the picker again, without the booked window or “No time now”, and the new time', async () => {
    const later = openWindow('2026-12-02T13:00', 1);
    const source = recordingSource({
      page: page(),
      details: details(),
      windows: [BOOKED, openWindow('2026-12-01T13:00', 1), later],
      book: () => ({ kind: 'booked', window: later }),
    });
    rememberRequest({
      id: 'lead-1',
      sentAt: 1,
      service: 'storm-damage',
      address: 'x',
      photoCount: 0,
    });
    show(source);
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const picker = await screen.findByRole('group', { name: 'Pick a new time' });
    expect(
      within(picker)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['2026-12-01T13:00', '2026-12-02T13:00']);
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeDisabled();
    await userEvent.click(within(picker).getByRole('radio', { name: /Wednesday 2 December 1–3/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(
      await screen.findByText('Your inspection is now booked for Wednesday 2 December, 1–3.'),
    ).toBeVisible();
    expect(source.booked).toEqual([['lead-1', '2026-12-02T13:00']]);
    expect(myRequest()?.window?.id).toBe('2026-12-02T13:00');
  });

  it('past the earliest-notice limit: no Reschedule or Cancel, the phone instead', async () => {
    show(recordingSource({ page: page(), details: details({ changeable: false }) }));
    expect(
      await screen.findByText('It is too late to change this booking online. Please call us.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel inspection' })).toBeNull();
  });

  it('a request without a time: received, and a picker to book one', async () => {
    show(
      recordingSource({
        page: page({ status: 'received', window: undefined, changeableUntil: undefined }),
        details: details({ status: 'received', window: undefined, changeable: false }),
        windows: [openWindow('2026-12-02T13:00', 1)],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Book a time' })).toBeVisible();
    expect(await screen.findByRole('radio', { name: /Wednesday 2 December 1–3/ })).toBeEnabled();
    expect(screen.getByText(/^Received\./).closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('offline on the device that sent it: shows its own copy and says what is missing', async () => {
    rememberRequest({
      id: 'lead-1',
      sentAt: 1,
      service: 'leak-damage',
      address: '9 Elm St, Humble, TX',
      photoCount: 1,
      window,
    });
    show(recordingSource({ offline: true }));
    expect(
      await screen.findByText(/We can’t reach our server right now/, undefined, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('9 Elm St, Humble, TX')).toBeVisible();
    expect(screen.getByText('Leak or Damage Repair')).toBeVisible();
    expect(screen.getByText('1 photo')).toBeVisible();
  });

  it('opened with the device offline from the start: the reads still run, and the page settles instead of loading forever', async () => {
    onlineManager.setOnline(false);
    try {
      show(recordingSource({ offline: true }));
      expect(
        await screen.findByText(/We can’t reach our server right now/, undefined, {
          timeout: 5000,
        }),
      ).toBeVisible();
      expect(screen.queryByText('Loading your request…')).toBeNull();
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('/request/mine without a request on this device: says so, with a link to book', () => {
    show(recordingSource({}), 'mine');
    expect(screen.getByText('This device has not sent a request yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a free inspection' })).toHaveAttribute(
      'href',
      '/book-inspection',
    );
  });

  it('/request/mine opens the request this device sent', async () => {
    rememberRequest({
      id: 'lead-1',
      sentAt: 1,
      service: 'storm-damage',
      address: 'x',
      photoCount: 0,
    });
    show(recordingSource({ page: page(), details: details() }), 'mine');
    expect(await screen.findByText('12 Oak St, Houston, TX 77339')).toBeVisible();
  });
});
