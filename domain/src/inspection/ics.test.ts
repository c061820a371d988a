import { describe, expect, it } from 'vitest';
import { inspectionInviteIcs, type InspectionInvite } from './ics';

const invite = (start: string, end: string, extra: Partial<InspectionInvite> = {}) =>
  inspectionInviteIcs({
    requestId: 'abc123',
    start: new Date(start),
    end: new Date(end),
    location: '1200 Main St, Houston, TX 77002; gate code 12 (ask for Zoë at the café)',
    officePhone: '(713) 555-0100',
    url: 'https://altumroofing.com/request/abc123',
    urlLabel: 'Your request',
    sequence: 0,
    stamp: new Date('2026-11-26T12:00:00Z'),
    ...extra,
  });

/** The unfolded content lines. */
const lines = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('inspectionInviteIcs', () => {
  it('writes the window on Houston’s clock with the zone’s rules', () => {
    const ics = invite('2026-12-01T16:00:00Z', '2026-12-01T18:00:00Z');
    expect(lines(ics)).toContain('DTSTART;TZID=America/Chicago:20261201T100000');
    expect(lines(ics)).toContain('DTEND;TZID=America/Chicago:20261201T120000');
    expect(lines(ics)).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(ics.endsWith('\r\n')).toBe(true);
  });

  it('keeps the wall time on both sides of the spring and autumn changes', () => {
    expect(lines(invite('2026-03-07T16:00:00Z', '2026-03-07T18:00:00Z'))).toContain(
      'DTSTART;TZID=America/Chicago:20260307T100000',
    );
    expect(lines(invite('2026-03-09T15:00:00Z', '2026-03-09T17:00:00Z'))).toContain(
      'DTSTART;TZID=America/Chicago:20260309T100000',
    );
    expect(lines(invite('2026-10-31T15:00:00Z', '2026-10-31T17:00:00Z'))).toContain(
      'DTSTART;TZID=America/Chicago:20261031T100000',
    );
    expect(lines(invite('2026-11-02T16:00:00Z', '2026-11-02T18:00:00Z'))).toContain(
      'DTSTART;TZID=America/Chicago:20261102T100000',
    );
  });

  it('escapes text and folds long lines at 75 octets', () => {
    const ics = invite('2026-12-01T16:00:00Z', '2026-12-01T18:00:00Z');
    expect(lines(ics)).toContain(
      'LOCATION:1200 Main St\\, Houston\\, TX 77002\\; gate code 12 (ask for Zoë at the café)',
    );
    for (const line of ics.split('\r\n')) {
      // Octets in UTF-8: each percent-escape of encodeURIComponent is one.
      expect(encodeURIComponent(line).replace(/%[0-9A-F]{2}/g, '.').length).toBeLessThanOrEqual(75);
    }
  });

  it('cancels the same event', () => {
    const ics = lines(
      invite('2026-12-01T16:00:00Z', '2026-12-01T18:00:00Z', { cancelled: true, sequence: 2 }),
    );
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).toContain('SEQUENCE:2');
    expect(ics).toContain('UID:inspection-abc123@altum-roofing');
  });

  it('has no LOCATION without one, and links where it is told to', () => {
    const ics = lines(
      invite('2026-12-01T16:00:00Z', '2026-12-01T18:00:00Z', {
        location: undefined,
        url: 'https://altumroofing.com/admin/leads?lead=abc123',
        urlLabel: 'The lead',
      }),
    );
    expect(ics.some((line) => line.startsWith('LOCATION'))).toBe(false);
    expect(ics).toContain('URL:https://altumroofing.com/admin/leads?lead=abc123');
    expect(ics.join('\n')).toContain('The lead: https://altumroofing.com/admin/leads?lead=abc123');
  });
});
