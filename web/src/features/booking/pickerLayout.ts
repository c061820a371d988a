/**
 * The picker's fixed measures. Its height is known before it loads (every tile the same
 * height, two to a row), so the form keeps exactly its space in the server's HTML and nothing
 * below moves when it arrives (WindowSlot.tsx).
 */
export const TILE_HEIGHT = 56;
export const TILE_GAP = 8;
export const GROUP_GAP = 12;
export const LEGEND_HEIGHT = 24;
/** Windows a day shows at most (the default schedule has four). */
export const WINDOWS_PER_DAY = 4;

/**
 * Below this viewport width a day's windows stack in one column: two to a row, a tile is too
 * narrow for "2 places left" on one line and would grow (the kept space counts on its height).
 */
export const ONE_COLUMN_MEDIA = '(max-width: 359.98px)';

const dayHeight = (rows: number) =>
  LEGEND_HEIGHT + TILE_GAP + rows * TILE_HEIGHT + (rows - 1) * TILE_GAP;

/**
 * The picker's height with `days` days, `columns` tiles to a row: the legend, 'No time now',
 * then each day.
 */
export const pickerHeight = (days: number, columns: 1 | 2 = 2) =>
  LEGEND_HEIGHT +
  GROUP_GAP +
  TILE_HEIGHT +
  days * (GROUP_GAP + dayHeight(Math.ceil(WINDOWS_PER_DAY / columns)));

/** How many days the picker shows: the form stays short; the office arranges later ones. */
export const PICKER_DAYS = 3;
