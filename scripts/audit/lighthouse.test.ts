import { describe, expect, it } from 'vitest';
import { mainThreadWorkAfterFirstPaint } from './lighthouse';

const main = { pid: 1, tid: 2 };
const task = (ts: number, dur: number, tdur: number, thread = main) => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  ...thread,
});

describe('mainThreadWorkAfterFirstPaint', () => {
  it('sums the CPU time of main-thread tasks after the first paint, in ms', () => {
    const events = [
      { name: 'firstPaint', ph: 'I', ts: 10_000, ...main },
      task(0, 5_000, 5_000), // before the paint
      task(8_000, 4_000, 2_000), // straddles it: half counts
      task(20_000, 3_000, 3_000),
      task(30_000, 9_000, 9_000, { pid: 1, tid: 3 }), // another thread
    ];
    expect(mainThreadWorkAfterFirstPaint(events)).toBe(4);
  });

  it('is NaN without a first paint', () => {
    expect(mainThreadWorkAfterFirstPaint([task(0, 1, 1)])).toBeNaN();
  });
});
