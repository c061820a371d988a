import { describe, expect, it } from 'vitest';
import { imageOriginPreconnect } from './seo';

describe('imageOriginPreconnect', () => {
  const site = 'https://altumroofing.com';

  it('opens the connection to another origin serving the featured image', () => {
    expect(
      imageOriginPreconnect(
        'https://firebasestorage.googleapis.com/v0/b/altum/o/images%2Froof.webp?alt=media',
        site,
      ),
    ).toEqual([{ rel: 'preconnect', href: 'https://firebasestorage.googleapis.com' }]);
  });

  it('adds nothing for the site’s own images, no image or an address that is not a URL', () => {
    expect(imageOriginPreconnect('https://altumroofing.com/images/roof.webp', site)).toEqual([]);
    expect(imageOriginPreconnect('/images/roof.webp', site)).toEqual([]);
    expect(imageOriginPreconnect(null, site)).toEqual([]);
    expect(imageOriginPreconnect('http://[bad', site)).toEqual([]);
  });
});
