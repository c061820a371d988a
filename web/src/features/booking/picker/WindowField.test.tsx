import { BOOKING_LIMIT_MESSAGES, type OpenWindow } from '@altum/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { myRequest, rememberRequest } from '../myRequest';
import { openWindow, recordingSource, withProviders, type RecordingSource } from '../testing';
import type { WindowChoice } from '../windowChoice';
import WindowField from './WindowField';

const OPEN = [
  openWindow('2026-12-01T10:00', 1),
  openWindow('2026-12-01T13:00', 2),
  openWindow('2026-12-02T08:00', 1),
];
/** The window of this id among `windows` (the booking answers with it). */
function windowIn(windows: OpenWindow[], id: string) {
  const found = windows.find((w) => w.id === id);
  if (!found) throw new Error(`no window ${id}`);
  return found;
}
const NEXT = [openWindow('2026-12-03T08:00', 1), openWindow('2026-12-03T10:00', 2)];

function renderField(source: RecordingSource) {
  let choice: WindowChoice | null = null;
  const resetForm = vi.fn();
  render(
    withProviders(
      source,
      <WindowField
        bind={(bound) => {
          choice = bound;
        }}
        resetForm={resetForm}
      />,
    ),
  );
  const sent = (request: Parameters<WindowChoice['sent']>[0]) => {
    if (!choice) throw new Error('the picker is not bound to the form');
    return choice.sent(request);
  };
  return { sent, resetForm };
}

afterEach(() => localStorage.clear());

describe('WindowField: the form’s picker and its thank-you step', () => {
  it('books the chosen window once the request is sent, and remembers it on the device', async () => {
    const source = recordingSource({
      windows: OPEN,
      book: (_lead, id) => ({ kind: 'booked', window: windowIn(OPEN, id) }),
    });
    const { sent } = renderField(source);
    await userEvent.click(await screen.findByRole('radio', { name: /Tuesday 1 December 1–3/ }));
    rememberRequest({
      id: 'lead-1',
      sentAt: 1,
      service: 'roof-repair',
      address: '1 A St',
      photoCount: 0,
    });
    let outcome: string | undefined;
    await act(async () => {
      outcome = await sent({ leadId: 'lead-1', queued: false, quiet: false });
    });
    expect(outcome).toBe('reset');
    expect(source.booked).toEqual([['lead-1', '2026-12-01T13:00']]);
    expect(screen.getByText('Inspection booked for Tuesday 1 December, 1–3.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your request' })).toHaveAttribute(
      'href',
      '/request/lead-1',
    );
    expect(myRequest()?.window?.id).toBe('2026-12-01T13:00');
  });

  it('a booking refused by a bound: keeps the form, says why, and gives the office’s number to call', async () => {
    const source = recordingSource({
      windows: OPEN,
      book: () => ({
        kind: 'limited',
        limit: 'visitor',
        message: BOOKING_LIMIT_MESSAGES.visitor,
      }),
    });
    const { sent, resetForm } = renderField(source);
    await userEvent.click(await screen.findByRole('radio', { name: /Tuesday 1 December 10–12/ }));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await sent({ leadId: 'lead-4', queued: false, quiet: false });
    });
    expect(outcome).toBe('keep');
    expect(resetForm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(BOOKING_LIMIT_MESSAGES.visitor);
    expect(screen.getByRole('link', { name: 'Call (346) 220-0989' })).toHaveAttribute(
      'href',
      'tel:+13462200989',
    );
    // No other time is offered: another would be refused the same way.
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
  });

  it('a window filled meanwhile: keeps the form, offers the next open ones in its place, books one', async () => {
    let refuse = true;
    const source = recordingSource({
      windows: OPEN,
      book: (_lead, id) =>
        refuse
          ? {
              kind: 'refused',
              reason: 'full',
              message: 'This time was just taken. Please pick another.',
              nextWindows: NEXT,
            }
          : { kind: 'booked', window: windowIn(NEXT, id) },
    });
    const { sent, resetForm } = renderField(source);
    await userEvent.click(await screen.findByRole('radio', { name: /Tuesday 1 December 10–12/ }));
    let outcome: string | undefined;
    await act(async () => {
      outcome = await sent({ leadId: 'lead-2', queued: false, quiet: false });
    });
    // The form keeps what was typed.
    expect(outcome).toBe('keep');
    expect(resetForm).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'That time has just filled. These are the next open ones:',
    );
    // The refusal's windows replace the choices.
    const picker = screen.getByRole('group', { name: 'Pick a time for your inspection' });
    const offered = within(picker)
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('value'));
    expect(offered).toEqual(['', '2026-12-03T08:00', '2026-12-03T10:00']);

    refuse = false;
    await userEvent.click(screen.getByRole('radio', { name: /Thursday 3 December 10–12/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    await waitFor(() =>
      expect(screen.getByText('Inspection booked for Thursday 3 December, 10–12.')).toBeVisible(),
    );
    expect(source.booked).toEqual([
      ['lead-2', '2026-12-01T10:00'],
      ['lead-2', '2026-12-03T10:00'],
    ]);
    // Now the form may clear.
    expect(resetForm).toHaveBeenCalledTimes(1);
  });

  it('sent without a window: the thank-you step offers the picker again; “call me” books nothing', async () => {
    const source = recordingSource({ windows: OPEN });
    const { sent } = renderField(source);
    await screen.findByRole('radio', { name: /Tuesday 1 December 10–12/ });
    await act(async () => {
      await sent({ leadId: 'lead-3', queued: false, quiet: false });
    });
    expect(
      screen.getByText('Your request is sent. Pick a time now, or we’ll call you to arrange one.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Call me to arrange a time' }));
    expect(screen.getByText('Thank you. We’ll call you to arrange a time.')).toBeVisible();
    expect(source.booked).toEqual([]);
  });

  it('offline: says what waits, keeps the window on the device and books it once the request arrives', async () => {
    let booked = false;
    const source = recordingSource({
      windows: OPEN,
      book: (_lead, id) => {
        booked = true;
        return { kind: 'booked', window: windowIn(OPEN, id) };
      },
    });
    const { sent } = renderField(source);
    await userEvent.click(await screen.findByRole('radio', { name: /Wednesday 2 December 8–10/ }));
    rememberRequest({
      id: 'lead-4',
      sentAt: 1,
      service: 'roof-repair',
      address: '1 A St',
      photoCount: 0,
    });
    let arrive: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await act(async () => {
      await sent({ leadId: 'lead-4', queued: true, delivered, quiet: false });
    });
    expect(
      screen.getByText(
        'You’re offline. Your request is saved on this device and will be sent when you’re back online. We’ll book Wednesday 2 December, 8–10 for you then, if it is still open; if not, we’ll call you to arrange a time.',
      ),
    ).toBeVisible();
    expect(myRequest()?.waitingWindow?.id).toBe('2026-12-02T08:00');
    expect(booked).toBe(false);

    await act(async () => arrive());
    await waitFor(() =>
      expect(
        screen.getByText(
          'Your request has arrived and your inspection is booked for Wednesday 2 December, 8–10.',
        ),
      ).toBeVisible(),
    );
    expect(source.booked).toEqual([['lead-4', '2026-12-02T08:00']]);
    // Answered: no longer waiting, so no later page books it again.
    expect(myRequest()?.waitingWindow).toBeUndefined();
    expect(myRequest()?.window?.id).toBe('2026-12-02T08:00');
  });
});
