import { describe, expect, it } from 'vitest';
import { formatDuration } from './SpeedToLeadCards';

describe('formatDuration', () => {
  it('says a time to first contact as staff say it', () => {
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45_400)).toBe('45 s');
    expect(formatDuration(4 * 60_000 + 12_000)).toBe('4 min 12 s');
    expect(formatDuration(5 * 60_000)).toBe('5 min');
    expect(formatDuration(2 * 3_600_000 + 5 * 60_000)).toBe('2 h 5 min');
    expect(formatDuration(3_600_000)).toBe('1 h');
    expect(formatDuration(3 * 86_400_000 + 4 * 3_600_000)).toBe('3 d 4 h');
  });
});
