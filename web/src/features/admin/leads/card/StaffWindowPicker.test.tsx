import type { OpenWindow } from '@altum/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../ui/theme';
import { StaffWindowPicker } from './StaffWindowPicker';

// Tuesday 1 December 2026 on Houston's clock (CST, UTC-6).
const open = (id: string, start: string, end: string, left: number): OpenWindow => ({
  id,
  start: new Date(start),
  end: new Date(end),
  left,
});
const WINDOWS = [
  open('2026-12-01T10:00', '2026-12-01T16:00:00Z', '2026-12-01T18:00:00Z', 2),
  open('2026-12-01T13:00', '2026-12-01T19:00:00Z', '2026-12-01T21:00:00Z', 1),
  open('2026-12-02T08:00', '2026-12-02T14:00:00Z', '2026-12-02T16:00:00Z', 3),
];

function Picker(
  props: Partial<Parameters<typeof StaffWindowPicker>[0]> & { onBook: (id: string) => void },
) {
  const [choice, setChoice] = useState('');
  return (
    <ThemeProvider theme={theme}>
      <StaffWindowPicker
        leadName="Maria Lopez"
        windows={WINDOWS}
        current={null}
        choice={choice}
        onChoose={setChoice}
        online
        busy={false}
        refusal={null}
        onClose={() => {}}
        {...props}
      />
    </ThemeProvider>
  );
}

describe('the lead card’s window picker', () => {
  it('is one radio group by day, with places left, worked by keyboard alone', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn();
    render(<Picker onBook={onBook} />);
    const group = screen.getByRole('group', { name: 'Open windows (Houston time)' });
    const tuesday = within(group).getByRole('group', { name: 'Tuesday 1 December' });
    expect(
      within(tuesday)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Tue 10–12 2 places left', 'Tue 1–3 1 place left']);
    expect(within(group).getByRole('group', { name: 'Wednesday 2 December' })).toBeInTheDocument();
    // The first window takes focus; arrows choose; Enter books it.
    const first = screen.getByRole('radio', { name: /Tue 10–12/ });
    expect(first).toHaveFocus();
    await user.keyboard('[Space]');
    expect(first).toBeChecked();
    await user.keyboard('[ArrowDown]');
    const second = screen.getByRole('radio', { name: /Tue 1–3/ });
    expect(second).toBeChecked();
    expect(screen.getByRole('button', { name: 'Book Tue 1–3' })).toBeInTheDocument();
    await user.keyboard('[Enter]');
    expect(onBook).toHaveBeenCalledWith('2026-12-01T13:00');
  });

  it('books nothing until a window is chosen', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn();
    render(<Picker onBook={onBook} />);
    const book = screen.getByRole('button', { name: 'Book a window' });
    expect(book).toHaveAttribute('aria-disabled', 'true');
    await user.click(book);
    expect(onBook).not.toHaveBeenCalled();
  });

  it('offline, says so and keeps the choice without booking', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn();
    render(<Picker onBook={onBook} online={false} />);
    await user.click(screen.getByRole('radio', { name: /Wed 8–10/ }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You’re offline. Booking needs a connection: your choice is kept',
    );
    await user.click(screen.getByRole('button', { name: 'Book Wed 8–10' }));
    expect(onBook).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Wed 8–10/ })).toBeChecked();
  });

  it('after a full window’s refusal, shows the next open ones; a reschedule names the booked one', () => {
    render(
      <Picker
        onBook={vi.fn()}
        current={{ start: new Date('2026-12-03T14:00:00Z'), end: new Date('2026-12-03T16:00:00Z') }}
        refusal={{
          message: 'This time was just taken. Please pick another.',
          nextWindows: WINDOWS.slice(1),
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This time was just taken. Please pick another. Open now: Tue 1–3 (1 place left), Wed 8–10 (3 places left).',
    );
    expect(screen.getByText('Booked now: Thu 8–10.')).toBeInTheDocument();
    expect(
      screen.getByRole('form', { name: 'Reschedule the inspection for Maria Lopez' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to a window' })).toBeInTheDocument();
  });

  it('says when no window is open, and while the windows load', () => {
    const { rerender } = render(<Picker onBook={vi.fn()} windows={undefined} />);
    expect(screen.getByText('Loading the open windows...')).toBeInTheDocument();
    rerender(<Picker onBook={vi.fn()} windows={[]} />);
    expect(screen.getByText('No window is open in the schedule’s horizon.')).toBeInTheDocument();
  });
});
