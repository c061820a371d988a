import {
  DEFAULT_INSPECTION_SCHEDULE,
  SAME_START_MESSAGE,
  type InspectionSchedule,
} from '@altum/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../ui/theme';
import { ScheduleForm } from './ScheduleForm';

function renderForm(props: Partial<Parameters<typeof ScheduleForm>[0]> = {}) {
  const onSave = vi.fn<(schedule: InspectionSchedule) => void>();
  const view = render(
    <ThemeProvider theme={theme}>
      <ScheduleForm
        schedule={DEFAULT_INSPECTION_SCHEDULE}
        saved={false}
        pending={false}
        saving={false}
        onSave={onSave}
        {...props}
      />
    </ThemeProvider>,
  );
  return { onSave, view };
}

/** The list's item at `index`, which the test knows is there. */
function nth<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

const day = (name: string) => screen.getByRole('group', { name });

describe('the schedule form', () => {
  it('shows the defaults: Monday to Saturday, 8–10, 10–12, 1–3 and 3–5, 2 hours, 14 days', () => {
    renderForm();
    expect(screen.getByText(/Nothing saved yet: the default schedule/)).toBeInTheDocument();
    const monday = day('Monday');
    const windows = within(monday).getAllByTestId('schedule-window');
    expect(windows).toHaveLength(4);
    expect(
      windows
        .map((w) => [
          within(w).getByLabelText('Starts'),
          within(w).getByLabelText('Ends'),
          within(w).getByLabelText('Places'),
        ])
        .map((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual([
      ['08:00', '10:00', '1'],
      ['10:00', '12:00', '1'],
      ['13:00', '15:00', '1'],
      ['15:00', '17:00', '1'],
    ]);
    expect(within(day('Saturday')).getAllByTestId('schedule-window')).toHaveLength(4);
    expect(within(day('Sunday')).queryAllByTestId('schedule-window')).toHaveLength(0);
    expect(within(day('Sunday')).getByText('No windows: closed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Earliest notice (hours)')).toHaveValue(2);
    expect(screen.getByLabelText('Horizon (days)')).toHaveValue(14);
  });

  it('saves a changed capacity, a Sunday window and a blackout day as one schedule', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm({ saved: true });
    const mondayFirst = nth(within(day('Monday')).getAllByTestId('schedule-window'), 0);
    const places = within(mondayFirst).getByLabelText('Places');
    await user.clear(places);
    await user.type(places, '3');
    await user.click(screen.getByRole('button', { name: 'Add a window on Sunday' }));
    const sunday = within(day('Sunday')).getByTestId('schedule-window');
    // The new window's start takes focus.
    expect(within(sunday).getByLabelText('Starts')).toHaveFocus();
    await user.type(within(sunday).getByLabelText('Starts'), '09:00');
    await user.type(within(sunday).getByLabelText('Ends'), '11:00');
    await user.type(screen.getByLabelText('Add a blackout day'), '2026-12-25');
    await user.click(screen.getByRole('button', { name: 'Add day' }));
    expect(screen.getByRole('list', { name: 'Blackout days' })).toHaveTextContent('2026-12-25');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const saved = nth(onSave.mock.calls, 0)[0];
    expect(saved.windows).toHaveLength(25);
    expect(saved.windows).toContainEqual({ weekday: 1, start: '08:00', end: '10:00', capacity: 3 });
    expect(saved.windows).toContainEqual({ weekday: 0, start: '09:00', end: '11:00', capacity: 1 });
    expect(saved.blackoutDays).toEqual(['2026-12-25']);
    expect(saved.earliestNoticeMinutes).toBe(120);
    expect(saved.horizonDays).toBe(14);
  });

  it('refuses what the schema refuses, says why next to the field and focuses it', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const tuesdaySecond = nth(within(day('Tuesday')).getAllByTestId('schedule-window'), 1);
    const places = within(tuesdaySecond).getByLabelText('Places');
    await user.clear(places);
    await user.type(places, '25');
    const horizon = screen.getByLabelText('Horizon (days)');
    await user.clear(horizon);
    await user.type(horizon, '0');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the schedule');
    expect(places).toHaveAttribute('aria-invalid', 'true');
    expect(places).toHaveAccessibleDescription('Places: a whole number from 0 to 20.');
    expect(horizon).toHaveAccessibleDescription(/Horizon: a whole number of days from 1 to 90\./);
    // The first field in error, in the page's order.
    expect(places).toHaveFocus();
  });

  it('refuses a window that ends before it starts', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const first = nth(within(day('Wednesday')).getAllByTestId('schedule-window'), 0);
    const ends = within(first).getByLabelText('Ends');
    await user.clear(ends);
    await user.type(ends, '07:00');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(ends).toHaveAccessibleDescription('A window ends after it starts.');
  });

  it('removes a window and keeps focus in its day; back to the defaults restores it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Remove Friday 3:00 PM window' }));
    expect(within(day('Friday')).getAllByTestId('schedule-window')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Remove Friday 1:00 PM window' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to the defaults' }));
    expect(within(day('Friday')).getAllByTestId('schedule-window')).toHaveLength(4);
  });

  it('says when a save is waiting to sync', () => {
    renderForm({ saved: true, pending: true });
    expect(screen.getByText('Waiting to sync')).toBeInTheDocument();
  });

  it('takes a schedule saved elsewhere while untouched, not over unsaved changes', async () => {
    const user = userEvent.setup();
    const { view, onSave } = renderForm({ saved: true });
    const rerender = (schedule: InspectionSchedule) =>
      view.rerender(
        <ThemeProvider theme={theme}>
          <ScheduleForm schedule={schedule} saved pending={false} saving={false} onSave={onSave} />
        </ThemeProvider>,
      );
    const horizon = screen.getByLabelText('Horizon (days)');
    rerender({ ...DEFAULT_INSPECTION_SCHEDULE, horizonDays: 30 });
    expect(horizon).toHaveValue(30);
    await user.clear(horizon);
    await user.type(horizon, '21');
    rerender({ ...DEFAULT_INSPECTION_SCHEDULE, horizonDays: 45 });
    expect(horizon).toHaveValue(21);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    // Saved: the next schedule from the server is taken again.
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ horizonDays: 21 }));
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    rerender({ ...DEFAULT_INSPECTION_SCHEDULE, horizonDays: 60 });
    expect(horizon).toHaveValue(60);
  });

  it('adds a blackout day on Enter without saving, and asks for a day first', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const input = screen.getByLabelText('Add a blackout day');
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(input).toHaveAccessibleDescription('Choose a day first.');
    await user.type(input, '2026-07-04{Enter}');
    expect(screen.getByRole('list', { name: 'Blackout days' })).toHaveTextContent('2026-07-04');
    expect(onSave).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove blackout day 2026-07-04' }));
    expect(screen.queryByRole('list', { name: 'Blackout days' })).toBeNull();
  });

  it('says two windows of a day start at once, above the days and at both starts', async () => {
    const user = userEvent.setup();
    const { onSave } = renderForm();
    const starts = within(day('Thursday')).getAllByLabelText('Starts');
    const [first, second] = [nth(starts, 0), nth(starts, 1)];
    await user.clear(second);
    await user.type(second, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByText(SAME_START_MESSAGE)).toHaveLength(3);
    expect(first).toHaveAccessibleDescription(SAME_START_MESSAGE);
    expect(second).toHaveAccessibleDescription(SAME_START_MESSAGE);
    expect(first).toHaveFocus();
  });

  it('moves focus to the day’s add button when its last window goes', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Add a window on Sunday' }));
    await user.click(screen.getByRole('button', { name: 'Remove Sunday new window' }));
    expect(within(day('Sunday')).queryAllByTestId('schedule-window')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Add a window on Sunday' })).toHaveFocus();
  });
});
