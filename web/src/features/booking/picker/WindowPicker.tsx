import { formatInspectionTimes, placesLeftText, type OpenWindow } from '@altum/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import {
  GROUP_GAP,
  LEGEND_HEIGHT,
  ONE_COLUMN_MEDIA,
  TILE_GAP,
  TILE_HEIGHT,
  WINDOWS_PER_DAY,
} from '../pickerLayout';
import { windowDays } from './windowDays';

/** An id for a day's legend: the name of each of its windows begins with the day. */
const dayId = (name: string, label: string) => `${name}-${label.replace(/\W+/g, '-')}`;

/** The choice of no window: the office calls to arrange a time. */
export const NO_WINDOW = '';
export const NO_WINDOW_LABEL = 'No time now: we’ll call to arrange a time';

export interface WindowPickerProps {
  /** The radios' name (one group: arrow keys move between every window). */
  name: string;
  legend: string;
  windows: readonly OpenWindow[];
  /** The chosen window's id, or NO_WINDOW. */
  value: string;
  onChange: (windowId: string) => void;
  /** Said above the choices (the refusal of a full window, what is waiting offline). */
  notice?: ReactNode;
  disabled?: boolean;
  /** Leaves out 'No time now' (the request page books a time, or keeps the one booked). */
  withoutNone?: boolean;
}

/**
 * The inspection window picker: a native radio group (a fieldset and its legend, one radio per
 * window, a fieldset per day), so a keyboard alone works it as the platform does: Tab into
 * the group, arrows between windows, Space to choose. 'No time now' comes first and is the
 * default; full windows show as full and cannot be chosen.
 */
export function WindowPicker(props: WindowPickerProps) {
  const days = windowDays(props.windows);
  return (
    <Group disabled={props.disabled}>
      <Legend>{props.legend}</Legend>
      {props.notice}
      {!props.withoutNone && (
        <Tile>
          <input
            type="radio"
            name={props.name}
            value={NO_WINDOW}
            checked={props.value === NO_WINDOW}
            onChange={() => props.onChange(NO_WINDOW)}
          />
          <span>{NO_WINDOW_LABEL}</span>
        </Tile>
      )}
      {days.map((day) => (
        <Day key={day.label}>
          <DayLegend id={dayId(props.name, day.label)}>{day.label}</DayLegend>
          <Tiles>
            {day.windows.slice(0, WINDOWS_PER_DAY).map((window) => (
              <Tile key={window.id} $full={window.left <= 0}>
                <input
                  type="radio"
                  name={props.name}
                  value={window.id}
                  checked={props.value === window.id}
                  disabled={window.left <= 0}
                  onChange={() => props.onChange(window.id)}
                  aria-labelledby={`${dayId(props.name, day.label)} ${props.name}-${window.id}-times ${props.name}-${window.id}-places`}
                />
                {/* The tile shows the times; its name holds the whole window, day first. */}
                <span>
                  <Times id={`${props.name}-${window.id}-times`}>
                    {formatInspectionTimes(window)}
                  </Times>
                  <Places id={`${props.name}-${window.id}-places`}>
                    {placesLeftText(window.left)}
                  </Places>
                </span>
              </Tile>
            ))}
          </Tiles>
        </Day>
      ))}
    </Group>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${GROUP_GAP}px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

// A floated legend is laid out as a block of its own height, like any other child.
const Legend = styled.legend`
  float: left;
  width: 100%;
  height: ${LEGEND_HEIGHT}px;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${LEGEND_HEIGHT}px;
  & + * {
    clear: both;
  }
`;

const Day = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${TILE_GAP}px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const DayLegend = styled(Legend)`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  grid-auto-rows: minmax(${TILE_HEIGHT}px, auto);
  gap: ${TILE_GAP}px;
  @media ${ONE_COLUMN_MEDIA} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Tile = styled.label<{ $full?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  /* The kept space counts on this height; on the narrowest phones a tile may grow. */
  min-height: ${TILE_HEIGHT}px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.25;
  cursor: ${({ $full }) => ($full ? 'not-allowed' : 'pointer')};
  color: ${({ theme, $full }) => ($full ? theme.colors.textMuted : theme.colors.text)};
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.accentText};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.accentText};
    background: ${({ theme }) => theme.colors.accentSoft};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accentText};
  }
`;

const Times = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Places = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
