import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cleanPhoto, NotAPhotoError } from './cleanPhoto';
import { carriedMetadata, phonePhoto, plainImage } from './photoFixtures';

const NOTHING = {
  exif: false,
  gps: false,
  icc: false,
  xmp: false,
  orientation: undefined,
  markers: [],
};

// Each case decodes and re-encodes a 12-megapixel photo with sharp: seconds, more on a busy machine.
describe('cleanPhoto', { timeout: 30_000 }, () => {
  it('knows a phone photo carries EXIF with GPS, ICC, XMP and an orientation', async () => {
    expect(await carriedMetadata(await phonePhoto(400, 300))).toEqual({
      exif: true,
      gps: true,
      icc: true,
      xmp: true,
      orientation: 6,
      markers: ['Exif\0\0', 'http://ns.adobe.com/xap/', 'adobe:ns:meta', 'Maria Lopez'],
    });
  });

  it('drops every metadata block, turns the photo upright and fits it within 2048 px', async () => {
    const { original, thumb, large } = await cleanPhoto(await phonePhoto(4000, 3000));
    for (const image of [original, thumb, large])
      expect(await carriedMetadata(image.data)).toEqual(NOTHING);
    // Stored sideways, shown upright: 3000 x 4000, scaled to 1536 x 2048.
    expect(original).toMatchObject({ contentType: 'image/jpeg', width: 1536, height: 2048 });
    expect(thumb).toMatchObject({ contentType: 'image/webp', width: 240, height: 320 });
    expect(large).toMatchObject({ contentType: 'image/webp', width: 1200, height: 1600 });
    const stored = await sharp(original.data).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['jpeg', 1536, 2048]);
    expect((await sharp(thumb.data).metadata()).format).toBe('webp');
  });

  it('keeps WebP as WebP, stores other formats as JPEG, and never enlarges', async () => {
    const webp = await cleanPhoto(await plainImage(800, 600, 'webp'));
    expect(webp.original).toMatchObject({ contentType: 'image/webp', width: 800, height: 600 });
    expect(webp.large).toMatchObject({ width: 800, height: 600 });
    expect(webp.thumb).toMatchObject({ width: 320, height: 240 });
    const png = await cleanPhoto(await plainImage(1000, 1000, 'png'));
    expect(png.original.contentType).toBe('image/jpeg');
    expect((await sharp(png.original.data).metadata()).format).toBe('jpeg');
  });

  it('gives the same bytes for the same upload: a rerun writes nothing new', async () => {
    const photo = await phonePhoto(1200, 900);
    const [first, second] = [await cleanPhoto(photo), await cleanPhoto(photo)];
    expect(second.original.data.equals(first.original.data)).toBe(true);
    expect(second.thumb.data.equals(first.thumb.data)).toBe(true);
  });

  it('refuses what is no photo: a PDF, text, an SVG, a TIFF, a cut-off JPEG, a bomb', async () => {
    const jpeg = await plainImage(600, 400, 'jpeg');
    // A well-formed image all the same: sharp reads it, and it is refused by its format.
    const tiff = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#3a465c' },
    })
      .tiff()
      .toBuffer();
    expect((await sharp(tiff).metadata()).format).toBe('tiff');
    const bomb = await sharp({
      create: { width: 8000, height: 6251, channels: 3, background: '#e8772e' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    for (const bytes of [
      Buffer.from('%PDF-1.7\n1 0 obj\n'),
      Buffer.from('just some text, not an image'),
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      tiff,
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      bomb,
    ])
      await expect(cleanPhoto(bytes)).rejects.toBeInstanceOf(NotAPhotoError);
  });
});
