/**
 * The picker's days: open windows grouped by their day on Houston's clock, the soonest days
 * with a place left first, at most `maxDays` of them.
 */
import { formatInspectionDay, type OpenWindow } from '@altum/domain';
import { PICKER_DAYS } from '../pickerLayout';

export interface WindowDay {
  /** "Tuesday 3 December". */
  label: string;
  windows: OpenWindow[];
}

export function windowDays(windows: readonly OpenWindow[], maxDays = PICKER_DAYS): WindowDay[] {
  const days: WindowDay[] = [];
  for (const window of [...windows].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const label = formatInspectionDay(window);
    const day = days.at(-1);
    if (day?.label === label) day.windows.push(window);
    else days.push({ label, windows: [window] });
  }
  // A day with every window full is no choice at all.
  return days.filter((day) => day.windows.some((w) => w.left > 0)).slice(0, maxDays);
}
