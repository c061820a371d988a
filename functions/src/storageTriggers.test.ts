import {
  imageStoragePath,
  imageVariantPath,
  leadPhotoCopyPath,
  leadPhotoPath,
} from '@altum/domain';
import { describe, expect, it } from 'vitest';
import { isLeadPhotoUpload, isLibraryImage } from './storageTriggers';

const LEAD = 'k3Jd9QmZx2LwYp7RtVb4';
const libraryImage = imageStoragePath('blog', 'AbC123', 'roof.png');
const leadPhoto = leadPhotoPath(LEAD, 3);
// What the functions write themselves: their finalize events must not start them again.
const outputs = [
  imageVariantPath({ folder: 'blog', imageId: 'AbC123', fileName: 'roof.png' }, 480),
  leadPhotoCopyPath(LEAD, 3, 'thumb'),
  leadPhotoCopyPath(LEAD, 3, 'large'),
];
const others = ['blog-images/blog/roof.png', `lead-photos/${LEAD}/10`, `lead-photos/${LEAD}/`, ''];

describe('the Storage triggers each take only their own paths', () => {
  it('processLeadPhoto: an upload of a lead photo, nothing else', () => {
    expect(isLeadPhotoUpload(leadPhoto)).toBe(true);
    expect(isLeadPhotoUpload(leadPhotoPath(LEAD, 0))).toBe(true);
    for (const path of [libraryImage, ...outputs, ...others]) {
      expect(isLeadPhotoUpload(path), path).toBe(false);
    }
  });

  it('makeImageVariants: a library original, nothing else', () => {
    expect(isLibraryImage(libraryImage)).toBe(true);
    for (const path of [leadPhoto, ...outputs, ...others]) {
      expect(isLibraryImage(path), path).toBe(false);
    }
  });
});
