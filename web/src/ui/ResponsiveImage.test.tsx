import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage, responsiveSrcSet } from './ResponsiveImage';

const variants = [
  { width: 960, url: 'https://cdn.test/960.webp' },
  { width: 480, url: 'https://cdn.test/480.webp' },
];

describe('ResponsiveImage', () => {
  it('offers the variants and the original, narrowest first', () => {
    expect(responsiveSrcSet('https://cdn.test/o.png', 1200, variants)).toBe(
      'https://cdn.test/480.webp 480w, https://cdn.test/960.webp 960w, https://cdn.test/o.png 1200w',
    );
  });

  it('never offers a copy wider than the original, nor a srcset without variants', () => {
    expect(responsiveSrcSet('o.png', 600, variants)).toBe(
      'https://cdn.test/480.webp 480w, o.png 600w',
    );
    expect(responsiveSrcSet('o.png', 1200, [])).toBe('');
  });

  it('sets size, srcset, sizes and lazy loading on the img', () => {
    render(
      <ResponsiveImage
        src="https://cdn.test/o.png"
        alt="A roof"
        width={1200}
        height={630}
        variants={variants}
        sizes="(min-width: 768px) 720px, 100vw"
      />,
    );
    const img = screen.getByRole('img', { name: 'A roof' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '630');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 720px, 100vw');
    expect(img.getAttribute('srcset')).toContain('480.webp 480w');
  });

  it('is a plain img when there is nothing to choose from', () => {
    render(<ResponsiveImage src="o.png" alt="Plain" />);
    const img = screen.getByRole('img', { name: 'Plain' });
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });
});
