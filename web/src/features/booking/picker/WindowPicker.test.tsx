import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { OpenWindow } from '@altum/domain';
import { theme } from '../../../ui/theme';
import { openWindow } from '../testing';
import { NO_WINDOW, NO_WINDOW_LABEL, WindowPicker } from './WindowPicker';

function Picker(props: { windows: OpenWindow[]; onPick?: (id: string) => void }) {
  const [value, setValue] = useState(NO_WINDOW);
  return (
    <ThemeProvider theme={theme}>
      <WindowPicker
        name="window"
        legend="Pick a time"
        windows={props.windows}
        value={value}
        onChange={(id) => {
          setValue(id);
          props.onPick?.(id);
        }}
      />
    </ThemeProvider>
  );
}

// Tuesday 1 to Friday 4 December 2026, winter (CST).
const WINDOWS = [
  openWindow('2026-12-01T08:00', 0),
  openWindow('2026-12-01T10:00', 2),
  openWindow('2026-12-01T13:00', 1),
  openWindow('2026-12-01T15:00', 0),
  // A day with every window full: no choice, not shown.
  openWindow('2026-12-02T08:00', 0),
  openWindow('2026-12-02T10:00', 0),
  openWindow('2026-12-03T08:00', 1),
  openWindow('2026-12-04T10:00', 1),
  // A fourth open day: beyond the three the form shows.
  openWindow('2026-12-05T10:00', 1),
];

describe('WindowPicker', () => {
  it('is one radio group in a fieldset, grouped by day on Houston’s clock, with places left', () => {
    render(<Picker windows={WINDOWS} />);
    const group = screen.getByRole('group', { name: 'Pick a time' });
    expect(group.tagName).toBe('FIELDSET');
    const days = within(group)
      .getAllByRole('group')
      .map((day) => day.querySelector('legend')?.textContent);
    expect(days).toEqual(['Tuesday 1 December', 'Thursday 3 December', 'Friday 4 December']);

    const tuesday = within(group).getByRole('group', { name: 'Tuesday 1 December' });
    expect(
      within(tuesday)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['2026-12-01T08:00', '2026-12-01T10:00', '2026-12-01T13:00', '2026-12-01T15:00']);
    expect(
      within(tuesday).getByRole('radio', { name: 'Tuesday 1 December 10–12 2 places left' }),
    ).toBeEnabled();
    expect(
      within(tuesday).getByRole('radio', { name: 'Tuesday 1 December 1–3 1 place left' }),
    ).toBeEnabled();
    // Full windows show as full and cannot be chosen.
    expect(
      within(tuesday).getByRole('radio', { name: 'Tuesday 1 December 8–10 Full' }),
    ).toBeDisabled();
    // One name: every window is in the same group, 'No time now' first and chosen.
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(new Set(radios.map((radio) => radio.name))).toEqual(new Set(['window']));
    expect(radios[0]).toHaveAccessibleName(NO_WINDOW_LABEL);
    expect(radios[0]).toBeChecked();
  });

  it('works by keyboard alone: Tab into the group, arrows between open windows, skipping full ones', async () => {
    const picked: string[] = [];
    render(<Picker windows={WINDOWS} onPick={(id) => picked.push(id)} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: NO_WINDOW_LABEL })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    // 8–10 on Tuesday is full: the arrow goes to the first open window.
    const tenToTwelve = screen.getByRole('radio', { name: /Tuesday 1 December 10–12/ });
    expect(tenToTwelve).toHaveFocus();
    expect(tenToTwelve).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: /Tuesday 1 December 1–3/ })).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    expect(tenToTwelve).toBeChecked();
    expect(picked).toEqual(['2026-12-01T10:00', '2026-12-01T13:00', '2026-12-01T10:00']);
  });

  it('offers only “No time now” when no window is open', () => {
    render(<Picker windows={[openWindow('2026-12-01T08:00', 0)]} />);
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: NO_WINDOW_LABEL })).toBeChecked();
  });
});
