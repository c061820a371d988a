import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  isLeadExportRequest,
  LEAD_EXPORT_MAX_DAYS,
  leadExportPath,
  leadExportRangeErrors,
  leadExportWindow,
  matchesExportStatus,
} from './leadExport';

describe('leadExportWindow', () => {
  it("takes whole days on Houston's clock, the last one included", () => {
    // 20 November 2026 in Houston (CST, UTC-6): 06:00Z to 06:00Z the next day.
    expect(leadExportWindow({ from: '2026-11-20', to: '2026-11-20' })).toEqual({
      start: new Date('2026-11-20T06:00:00Z'),
      end: new Date('2026-11-21T06:00:00Z'),
    });
  });

  it('takes a day of 25 hours as it is (daylight saving ends)', () => {
    const window = leadExportWindow({ from: '2026-11-01', to: '2026-11-01' });
    expect(window?.start).toEqual(new Date('2026-11-01T05:00:00Z'));
    expect(window?.end).toEqual(new Date('2026-11-02T06:00:00Z'));
  });

  it('takes nothing for a range with an error', () => {
    expect(leadExportWindow({ from: '', to: '2026-11-20' })).toBeNull();
    expect(leadExportWindow({ from: '2026-11-21', to: '2026-11-20' })).toBeNull();
  });
});

describe('leadExportRangeErrors', () => {
  it('asks for a real day in each field', () => {
    expect(leadExportRangeErrors({ from: '', to: '2026-02-30' })).toEqual({
      from: 'dayRequired',
      to: 'dayRequired',
    });
  });

  it('puts the first day before the last, one day allowed', () => {
    expect(leadExportRangeErrors({ from: '2026-11-21', to: '2026-11-20' })).toEqual({
      to: 'order',
    });
    expect(leadExportRangeErrors({ from: '2026-11-20', to: '2026-11-20' })).toEqual({});
  });

  it(`takes at most ${LEAD_EXPORT_MAX_DAYS} days`, () => {
    expect(daysInRange('2027-01-01', '2027-12-31')).toBe(365);
    expect(leadExportRangeErrors({ from: '2027-01-01', to: '2028-01-01' })).toEqual({});
    expect(leadExportRangeErrors({ from: '2027-01-01', to: '2028-01-02' })).toEqual({
      to: 'tooLong',
    });
  });
});

describe('an export request', () => {
  it('has exactly a range and a status, or any', () => {
    expect(isLeadExportRequest({ from: 'a', to: 'b', status: '' })).toBe(true);
    expect(isLeadExportRequest({ from: 'a', to: 'b', status: 'won' })).toBe(true);
    expect(isLeadExportRequest({ from: 'a', to: 'b', status: 'maybe' })).toBe(false);
    expect(isLeadExportRequest({ from: 'a', to: 'b', status: '', uid: 'x' })).toBe(false);
    expect(isLeadExportRequest({ from: 1, to: 'b', status: '' })).toBe(false);
    expect(isLeadExportRequest(null)).toBe(false);
  });

  it('matches a status, or any', () => {
    expect(matchesExportStatus('won', '')).toBe(true);
    expect(matchesExportStatus('won', 'won')).toBe(true);
    expect(matchesExportStatus('new', 'won')).toBe(false);
  });

  it("is kept under its admin's folder of exports", () => {
    expect(leadExportPath('admin-1', 'abc')).toBe('exports/admin-1/abc.csv');
  });
});
