import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { InboxLead } from './inbox';
import { BOM, csvTime, csvWindow, leadsCsv, neutralizeFormula } from './leadsCsv';

const lead = (change: Partial<InboxLead> = {}): InboxLead => ({
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX',
  service: 'storm-damage',
  timeline: 'week',
  message: 'Shingles missing.',
  createdAt: new Date('2026-11-20T15:00:00Z'),
  source: {
    page: '/book-inspection',
    referrer: 'https://www.google.com/',
    utmSource: 'google',
    utmCampaign: 'storm',
  },
  delivery: null,
  suspectedSpam: null,
  fillMs: null,
  status: 'contacted',
  note: '',
  updatedAt: null,
  updatedBy: null,
  firstContactAt: new Date('2026-11-20T15:04:00Z'),
  firstContactBy: 'wes',
  ownerId: 'wes',
  ownerName: 'Wes Writer',
  assignedAt: null,
  assignedBy: null,
  attempts: [
    {
      kind: 'no-answer',
      at: new Date('2026-11-20T15:02:00Z'),
      byUid: 'wes',
      byName: 'W',
      note: '',
    },
    { kind: 'spoke', at: new Date('2026-11-20T15:04:00Z'), byUid: 'wes', byName: 'W', note: '' },
  ],
  attemptCount: 2,
  followUpAt: null,
  relatedLeads: [],
  photoCount: 0,
  photos: [],
  booking: null,
  ...change,
});

const parse = (csv: string) =>
  Papa.parse<Record<string, string>>(csv.slice(BOM.length), { header: true }).data;

describe('leadsCsv', () => {
  it('starts with a byte-order mark and a header, one row per lead, CRLF line ends', () => {
    const csv = leadsCsv([lead(), lead({ email: 'lead-2@example.com' })]);
    expect(csv.startsWith('\uFEFF"Received (Houston)","Name","Email"')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('carries the source, UTM, status, owner, attempts and first contact', () => {
    const [row] = parse(leadsCsv([lead()]));
    expect(row).toMatchObject({
      'Received (Houston)': '2026-11-20 09:00',
      Status: 'Contacted',
      Owner: 'Wes Writer',
      Attempts: '2',
      'Last attempt': 'Spoke',
      'Last attempt (Houston)': '2026-11-20 09:04',
      'First contact (Houston)': '2026-11-20 09:04',
      Page: '/book-inspection',
      Referrer: 'https://www.google.com/',
      'UTM source': 'google',
      'UTM campaign': 'storm',
    });
  });

  it("carries no lead id: it is the homeowner's key to their request", () => {
    const id = 'AbCdEfGhIjKlMnOpQrSt';
    // As the inbox holds a lead: its document id beside its fields.
    const csv = leadsCsv([Object.assign(lead(), { id })]);
    expect(csv).not.toContain(id);
    expect(csv.slice(BOM.length).split('\r\n')[0]).not.toMatch(/\bid\b/i);
  });

  it('lists the inspection columns after the first contact', () => {
    const header = Papa.parse<string[]>(leadsCsv([]).slice(BOM.length)).data[0];
    expect(header?.slice(15, 18)).toEqual([
      'First contact (Houston)',
      'Inspection (Houston)',
      'Inspection status',
    ]);
  });

  it("carries the inspection window on Houston's clock, booked or cancelled", () => {
    // Tuesday 24 November 2026, 10–12 in Houston (CST, UTC-6).
    const window = {
      windowId: '2026-11-24T10:00',
      start: new Date('2026-11-24T16:00:00Z'),
      end: new Date('2026-11-24T18:00:00Z'),
    };
    const [booked, cancelled] = parse(
      leadsCsv([
        lead({ booking: { ...window, status: 'booked' } }),
        lead({ email: 'lead-2@example.com', booking: { ...window, status: 'cancelled' } }),
      ]),
    );
    expect(booked).toMatchObject({
      'Inspection (Houston)': '2026-11-24 10:00–12:00',
      'Inspection status': 'Booked',
    });
    expect(cancelled).toMatchObject({
      'Inspection (Houston)': '2026-11-24 10:00–12:00',
      'Inspection status': 'Cancelled',
    });
  });

  it('leaves the inspection cells empty for a lead never booked', () => {
    const [row] = parse(leadsCsv([lead({ booking: null })]));
    expect(row?.['Inspection (Houston)']).toBe('');
    expect(row?.['Inspection status']).toBe('');
  });

  it('writes a window ending on another day in full', () => {
    expect(
      csvWindow({
        start: new Date('2026-11-25T05:00:00Z'),
        end: new Date('2026-11-25T07:00:00Z'),
      }),
    ).toBe('2026-11-24 23:00–2026-11-25 01:00');
  });

  it('quotes every cell, empty ones and plain words included', () => {
    const csv = leadsCsv([lead({ message: null, phone: '0713' })]);
    const [, line] = csv.split('\r\n');
    expect(line).toMatch(/^"2026-11-20 09:00","Maria Lopez","maria@example.com","0713",/);
    expect(line).toContain(',"",');
    // Every cell of every line opens and closes with a quote: "," only ever between cells.
    const columns = Papa.parse<string[]>(csv.slice(BOM.length)).data[0]?.length;
    for (const each of csv.slice(BOM.length).split('\r\n')) {
      expect(each.startsWith('"') && each.endsWith('"')).toBe(true);
      expect(each.split('","')).toHaveLength(columns ?? -1);
    }
  });

  it('quotes commas, quotes and line breaks so they survive a round trip', () => {
    const message = 'Leak by the "chimney",\r\nsecond line';
    const csv = leadsCsv([lead({ message })]);
    expect(csv).toContain('"Leak by the ""chimney"",\r\nsecond line"');
    expect(parse(csv)[0]?.Details).toBe(message);
  });

  it('neutralizes a cell a spreadsheet would run as a formula', () => {
    const [row] = parse(
      leadsCsv([
        lead({
          name: '=HYPERLINK("http://evil.example","Click")',
          address: '+1+1',
          message: '-2+3',
          note: '@SUM(A1)',
          phone: '\t=1',
        }),
      ]),
    );
    expect(row?.Name).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(row?.Address).toBe("'+1+1");
    expect(row?.Details).toBe("'-2+3");
    expect(row?.Note).toBe("'@SUM(A1)");
    expect(row?.Phone).toBe("'\t=1");
    expect(neutralizeFormula('\rcmd')).toBe("'\rcmd");
    expect(neutralizeFormula('Maria = friend')).toBe('Maria = friend');
  });

  it("writes times on Houston's clock across daylight saving", () => {
    expect(csvTime(new Date('2026-07-01T17:00:00Z'))).toBe('2026-07-01 12:00');
    expect(csvTime(new Date('2026-12-01T17:00:00Z'))).toBe('2026-12-01 11:00');
    // 23:30 in Houston on Nov 20 is Nov 21 in UTC.
    expect(csvTime(new Date('2026-11-21T05:30:00Z'))).toBe('2026-11-20 23:30');
    expect(csvTime(null)).toBe('');
  });
});
