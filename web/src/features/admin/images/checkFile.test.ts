import { IMAGE_MESSAGES } from '@altum/domain';
import { describe, expect, it } from 'vitest';
import { checkImageFile, formatFileSize } from './checkFile';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('checkImageFile', () => {
  it('accepts an image by its bytes, whatever the name says', async () => {
    const file = new File([new Uint8Array([...PNG_HEAD, 0, 0])], 'photo.jpg', {
      type: 'image/jpeg',
    });
    expect(await checkImageFile(file)).toEqual({ ok: true, contentType: 'image/png' });
  });

  it('refuses a disguised file with the type message', async () => {
    const file = new File(['%PDF-1.7 not an image'], 'roof.png', { type: 'image/png' });
    expect(await checkImageFile(file)).toEqual({
      ok: false,
      title: IMAGE_MESSAGES.wrongTypeTitle,
      text: IMAGE_MESSAGES.wrongTypeText,
    });
  });

  it('refuses 5 MB + 1 byte with the spec message, and accepts exactly 5 MB', async () => {
    const at = new Uint8Array(5 * 1024 * 1024);
    at.set(PNG_HEAD);
    expect((await checkImageFile(new File([at], 'a.png'))).ok).toBe(true);
    const over = new Uint8Array(5 * 1024 * 1024 + 1);
    over.set(PNG_HEAD);
    expect(await checkImageFile(new File([over], 'b.png'))).toEqual({
      ok: false,
      title: 'File too large',
      text: 'Maximum file size is 5MB',
    });
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
