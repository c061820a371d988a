import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageTooLargeError, MAX_INPUT_PIXELS, resizeImage } from './resize';

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#e8772e' } })
    .toFormat(format)
    .toBuffer();

describe('resizeImage', () => {
  it('makes WebP copies 480, 960 and 1600 wide of a large image, keeping its ratio', async () => {
    const result = await resizeImage(await image(2000, 1000), 'image/png');
    expect(result).toMatchObject({ width: 2000, height: 1000 });
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    for (const variant of result.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(variant.width);
    }
  });

  it('never upscales: only copies narrower than the original', async () => {
    const result = await resizeImage(await image(1000, 750, 'jpeg'), 'image/jpeg');
    expect(result.variants.map((v) => v.width)).toEqual([480, 960]);
    expect((await resizeImage(await image(480, 300), 'image/png')).variants).toEqual([]);
    expect((await resizeImage(await image(300, 200), 'image/png')).variants).toEqual([]);
  });

  it('keeps GIFs as they are, only measuring them', async () => {
    const result = await resizeImage(await image(1200, 600, 'gif'), 'image/gif');
    expect(result).toEqual({ width: 1200, height: 600, variants: [] });
  });

  it('applies EXIF orientation: a rotated phone photo is measured upright', async () => {
    const rotated = await sharp(await image(1200, 800, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const result = await resizeImage(rotated, 'image/jpeg');
    expect(result).toMatchObject({ width: 800, height: 1200 });
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[480, 720]]);
  });

  it('fails on bytes that are not an image', async () => {
    await expect(resizeImage(Buffer.from('%PDF-1.7'), 'image/png')).rejects.toThrow();
  });

  // Making the 50 MP test image is the slow part.
  it('refuses an image over the pixel limit before decoding it', { timeout: 60_000 }, async () => {
    // 8000 x 6251 = 50,008,000 px: a flat PNG of it is a few kilobytes, like a decompression bomb.
    const bomb = await sharp({
      create: { width: 8000, height: 6251, channels: 3, background: '#e8772e' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(8000 * 6251).toBeGreaterThan(MAX_INPUT_PIXELS);
    const refused = resizeImage(bomb, 'image/png');
    await expect(refused).rejects.toBeInstanceOf(ImageTooLargeError);
    await expect(refused).rejects.toThrow('8000 x 6251 px is over the 50 MP limit');
    // GIFs are only measured, and refused alike.
    await expect(resizeImage(bomb, 'image/gif')).rejects.toBeInstanceOf(ImageTooLargeError);
  });
});
