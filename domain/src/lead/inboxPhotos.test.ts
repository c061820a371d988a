import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { inboxLeadSchema } from './inbox';
import { expectedPhotoCount, leadPhotoAlt, leadPhotosLabel, photoButtonLabel } from './inboxPhotos';

const copies = (n: number) => ({
  thumbPath: `lead-photo-copies/lead1/${n}/thumb.webp`,
  largePath: `lead-photo-copies/lead1/${n}/large.webp`,
  width: 2048,
  height: 1536,
  bytes: 412_345,
  at: new Date('2026-11-26T20:00:00Z'),
});

const read = (fields: Record<string, unknown>) =>
  v.parse(inboxLeadSchema, { name: 'Maria Lopez', ...fields });

describe('a lead’s photos as the inbox reads them', () => {
  it('reads the expected count and the arrived photos, sorted by number', () => {
    const lead = read({ photoCount: 3, photos: { '2': copies(2), '0': copies(0) } });
    expect(lead.photoCount).toBe(3);
    expect(lead.photos).toEqual([
      {
        index: 0,
        thumbPath: 'lead-photo-copies/lead1/0/thumb.webp',
        largePath: 'lead-photo-copies/lead1/0/large.webp',
        width: 2048,
        height: 1536,
      },
      {
        index: 2,
        thumbPath: 'lead-photo-copies/lead1/2/thumb.webp',
        largePath: 'lead-photo-copies/lead1/2/large.webp',
        width: 2048,
        height: 1536,
      },
    ]);
  });

  it('sorts by number, not by text: photo 9 before photo 10 would be', () => {
    const photos = Object.fromEntries([9, 1, 5].map((n) => [String(n), copies(n)]));
    expect(read({ photoCount: 10, photos }).photos.map((photo) => photo.index)).toEqual([1, 5, 9]);
  });

  it('reads a lead without photos as none', () => {
    const lead = read({});
    expect(lead.photoCount).toBe(0);
    expect(lead.photos).toEqual([]);
  });

  it('skips malformed entries and keeps the rest, and the lead', () => {
    const lead = read({
      photoCount: 4,
      photos: {
        '0': copies(0),
        '1': { ...copies(1), thumbPath: '' },
        '2': { ...copies(2), width: 'wide' },
        '3': null,
        '10': copies(10),
        '-1': copies(0),
        '01': copies(1),
        x: copies(0),
        '4': { ...copies(4), height: 0 },
        '5': { ...copies(5), largePath: 5 },
      },
    });
    expect(lead.name).toBe('Maria Lopez');
    expect(lead.photos.map((photo) => photo.index)).toEqual([0]);
  });

  it('reads a malformed map or count as none, never hiding the lead', () => {
    for (const photos of ['photos', 3, ['a'], null, true]) {
      expect(read({ photoCount: 2, photos }).photos).toEqual([]);
    }
    for (const photoCount of ['3', -1, 11, 2.5, null]) {
      expect(read({ photoCount }).photoCount).toBe(0);
    }
  });
});

describe('expectedPhotoCount', () => {
  it('is the device’s count, or how many arrived if more did', () => {
    const lead = read({ photoCount: 3, photos: { '0': copies(0) } });
    expect(expectedPhotoCount(lead)).toBe(3);
    const uncounted = read({ photos: { '0': copies(0), '1': copies(1) } });
    expect(expectedPhotoCount(uncounted)).toBe(2);
  });
});

describe('photo wording', () => {
  it('counts the photos, and says how many arrived while some are missing', () => {
    expect(leadPhotosLabel(3, 3)).toBe('3 photos');
    expect(leadPhotosLabel(1, 1)).toBe('1 photo');
    expect(leadPhotosLabel(2, 3)).toBe('2 of 3 photos arrived');
    expect(leadPhotosLabel(0, 1)).toBe('0 of 1 photo arrived');
  });

  it('names each photo by its place and the lead', () => {
    expect(photoButtonLabel(2, 3)).toBe('Photo 2 of 3, full size');
    expect(leadPhotoAlt(2, 3, 'Maria Lopez')).toBe('Photo 2 of 3 sent by Maria Lopez');
    expect(leadPhotoAlt(1, 1, '  ')).toBe('Photo 1 of 1 sent by the homeowner');
  });
});
