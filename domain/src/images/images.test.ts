import { describe, expect, it } from 'vitest';
import {
  freeImageFileName,
  imageFolderOf,
  imageStoragePath,
  imageVariantPath,
  parseImageStoragePath,
  safeImageFileName,
  sniffImageType,
} from '.';

const bytes = (...values: number[]) => new Uint8Array(values);
/** ASCII text as bytes (the domain package has no TextEncoder: it runs anywhere). */
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

describe('sniffImageType', () => {
  it('knows the four accepted types by their first bytes', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(ascii('GIF89a...'))).toBe('image/gif');
    expect(sniffImageType(ascii('GIF87a...'))).toBe('image/gif');
    expect(sniffImageType(ascii('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffImageType(ascii('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageType(ascii('<svg xmlns='))).toBeNull();
    expect(sniffImageType(ascii('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(sniffImageType(bytes())).toBeNull();
  });
});

describe('file names and paths', () => {
  it('keeps names safe for a path and a URL', () => {
    expect(safeImageFileName('Roof Photo (1).PNG')).toBe('Roof-Photo-1.png');
    expect(safeImageFileName('../../etc/passwd.jpg')).toBe('etc-passwd.jpg');
    expect(safeImageFileName('Café.webp')).toBe('Cafe.webp');
    expect(safeImageFileName('.png')).toBe('image.png');
    expect(safeImageFileName(`${'a'.repeat(300)}.gif`)).toHaveLength(200);
  });

  it('offers the first free name when a name is taken', async () => {
    const taken = new Set(['roof.png', 'roof-2.png']);
    const isTaken = async (name: string) => taken.has(name);
    expect(await freeImageFileName('roof.png', isTaken)).toBe('roof-3.png');
    expect(await freeImageFileName('new.png', isTaken)).toBe('new.png');
    await expect(freeImageFileName('x.png', async () => true, 3)).rejects.toThrow(/No free name/);
  });

  it('matches folders case-insensitively and reads only library paths back', () => {
    expect(imageFolderOf('Blog')).toBe('blog');
    expect(imageFolderOf(' GALLERY ')).toBe('gallery');
    expect(imageFolderOf('private')).toBeNull();
    const place = {
      folder: 'blog',
      imageId: 'AbC123xyz0AbC123xyz0',
      fileName: 'roof.png',
    } as const;
    const path = imageStoragePath('blog', 'AbC123xyz0AbC123xyz0', 'roof.png');
    expect(path).toBe('blog-images/blog/AbC123xyz0AbC123xyz0/roof.png');
    expect(parseImageStoragePath(path)).toEqual(place);
    expect(parseImageStoragePath('blog-images/blog/seed-hail/hail.png')?.imageId).toBe('seed-hail');
    expect(imageVariantPath(place, 480)).toBe(
      'blog-images/variants/blog/AbC123xyz0AbC123xyz0/roof.png/480.webp',
    );
    expect(parseImageStoragePath(imageVariantPath(place, 480))).toBeNull();
    // Uploads from before ids were in paths are never made again: nothing to parse.
    expect(parseImageStoragePath('blog-images/blog/roof.png')).toBeNull();
    expect(parseImageStoragePath('blog-images/private/x/roof.png')).toBeNull();
    expect(parseImageStoragePath('blog-images/blog/__x__/roof.png')).toBeNull();
    expect(parseImageStoragePath('blog-images/blog/x/')).toBeNull();
    expect(parseImageStoragePath('other/blog/roof.png')).toBeNull();
  });
});
