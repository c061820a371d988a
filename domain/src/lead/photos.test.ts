import { describe, expect, it } from 'vitest';
import { fitWithin, leadPhotoPath, MAX_LEAD_PHOTOS } from './photos';

describe('leadPhotoPath', () => {
  it('numbers a request’s photos from 0', () => {
    expect(leadPhotoPath('abc', 0)).toBe('lead-photos/abc/0');
    expect(leadPhotoPath('abc', MAX_LEAD_PHOTOS - 1)).toBe('lead-photos/abc/9');
  });

  it('refuses a number past the limit', () => {
    expect(() => leadPhotoPath('abc', MAX_LEAD_PHOTOS)).toThrow(RangeError);
    expect(() => leadPhotoPath('abc', -1)).toThrow(RangeError);
  });
});

describe('fitWithin', () => {
  it('scales the long side down to 2048 px and keeps the shape', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
