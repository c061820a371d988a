import { describe, expect, it } from 'vitest';
import { bodyImageAddress, bodyImageSource } from './bodyImage';

const base = 'http://127.0.0.1:9199/v0/b/demo-altum.appspot.com/o/';
const original = `${base}${encodeURIComponent('blog-images/blog/img-1/roof.png')}?alt=media&token=abc`;
const variant = (width: number) =>
  `${base}${encodeURIComponent(`blog-images/variants/blog/img-1/roof.png/${width}.webp`)}?alt=media`;

describe('body images', () => {
  it('writes a library image’s size into its address, and reads its copies back', () => {
    const address = bodyImageAddress({ url: original, width: 1000, height: 600 });
    expect(address).toBe(`${original}#1000x600`);
    expect(bodyImageSource(address)).toEqual({
      src: original,
      width: 1000,
      height: 600,
      variants: [
        { width: 480, url: variant(480) },
        { width: 960, url: variant(960) },
      ],
    });
  });

  it('leaves the size out while the library has not measured the image', () => {
    expect(bodyImageAddress({ url: original })).toBe(original);
    expect(bodyImageSource(original)).toEqual({ src: original, variants: [] });
  });

  it('has no copies for a GIF or an address outside the library, only the size', () => {
    const gif = `${base}${encodeURIComponent('blog-images/blog/img-1/a.gif')}?alt=media#800x600`;
    expect(bodyImageSource(gif).variants).toEqual([]);
    expect(bodyImageSource('https://example.com/a.png#800x600')).toEqual({
      src: 'https://example.com/a.png',
      width: 800,
      height: 600,
      variants: [],
    });
  });
});
