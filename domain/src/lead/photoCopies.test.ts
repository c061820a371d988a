import { describe, expect, it } from 'vitest';
import {
  leadPhotoCopyFolder,
  leadPhotoCopyPath,
  leadPhotoFolders,
  arrivedPhotoCount,
  parseLeadPhotoPath,
  photoCountText,
  photoProgressText,
  storedPhotoCount,
} from './photoCopies';
import { leadPhotoPath } from './photos';

describe('a lead photo’s paths', () => {
  it('reads the request and the number back from an upload’s path', () => {
    expect(parseLeadPhotoPath(leadPhotoPath('AbC123', 0))).toEqual({ leadId: 'AbC123', index: 0 });
    expect(parseLeadPhotoPath('lead-photos/AbC123/9')).toEqual({ leadId: 'AbC123', index: 9 });
  });

  it('knows nothing else: the copies, deeper paths, photo 10, other folders', () => {
    for (const path of [
      'lead-photos/AbC123/10',
      'lead-photos/AbC123/-1',
      'lead-photos/AbC123/0/x',
      'lead-photos/AbC123',
      'lead-photos/a.b/0',
      leadPhotoCopyPath('AbC123', 0, 'thumb'),
      'blog-images/blog/AbC123/roof.png',
    ])
      expect(parseLeadPhotoPath(path)).toBeNull();
  });

  it('puts the copies of photo n in a folder of their own, under the request', () => {
    expect(leadPhotoCopyPath('AbC123', 3, 'thumb')).toBe('lead-photo-copies/AbC123/3/thumb.webp');
    expect(leadPhotoCopyPath('AbC123', 3, 'large')).toBe('lead-photo-copies/AbC123/3/large.webp');
    expect(leadPhotoCopyFolder('AbC123', 3)).toBe('lead-photo-copies/AbC123/3/');
    expect(leadPhotoFolders('AbC123')).toEqual([
      'lead-photos/AbC123/',
      'lead-photo-copies/AbC123/',
    ]);
  });
});

describe('how many photos', () => {
  it('reads a stored count, 0 for none or a value that is no count', () => {
    expect(storedPhotoCount(3)).toBe(3);
    expect(storedPhotoCount(10)).toBe(10);
    for (const odd of [undefined, null, 0, -2, 2.5, '3', NaN])
      expect(storedPhotoCount(odd)).toBe(0);
  });

  it('is worded "1 photo", "3 photos"', () => {
    expect(photoCountText(1)).toBe('1 photo');
    expect(photoCountText(3)).toBe('3 photos');
    expect(photoCountText(10)).toBe('10 photos');
  });

  it('counts the photos recorded on the lead, not the announced ones', () => {
    const entry = { thumbPath: 't', largePath: 'l', width: 1, height: 1 };
    expect(arrivedPhotoCount({ '0': entry, '2': entry })).toBe(2);
    for (const none of [undefined, null, {}, [entry], 'x', 3])
      expect(arrivedPhotoCount(none)).toBe(0);
    expect(arrivedPhotoCount({ '0': entry, '1': null, '2': 'x' })).toBe(1);
  });

  it('says what is true now: arrived, on their way, or both', () => {
    expect(photoProgressText(3, 0)).toBe('3 photos on their way');
    expect(photoProgressText(1, 0)).toBe('1 photo on its way');
    expect(photoProgressText(3, 1)).toBe('1 photo arrived, 2 on their way');
    expect(photoProgressText(3, 2)).toBe('2 photos arrived, 1 on its way');
    expect(photoProgressText(3, 3)).toBe('3 photos');
    expect(photoProgressText(1, 1)).toBe('1 photo');
    expect(photoProgressText(0, 0)).toBe('');
    // More recorded than announced (a lead from before the count): what arrived.
    expect(photoProgressText(0, 2)).toBe('2 photos');
  });
});
