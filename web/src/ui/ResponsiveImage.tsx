import type { ImgHTMLAttributes } from 'react';

/** One web-ready copy of an image (as the image library records it). */
export interface ImageVariantSource {
  width: number;
  url: string;
}

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  src: string;
  alt: string;
  /** The original's size in px: set both so the page keeps the space and nothing shifts. */
  width?: number | undefined;
  height?: number | undefined;
  /** Narrower WebP copies of the same image. */
  variants?: readonly ImageVariantSource[] | undefined;
  /** How wide the image shows, for the browser's pick among the variants. */
  sizes?: string;
}

/**
 * The srcset of an image: its variants, and the original at its own width, narrowest first.
 * Empty when there is nothing to choose from.
 */
export function responsiveSrcSet(
  src: string,
  width: number | undefined,
  variants: readonly ImageVariantSource[] = [],
): string {
  const candidates = variants.filter((variant) => width === undefined || variant.width < width);
  if (candidates.length === 0) return '';
  const all = width === undefined ? candidates : [...candidates, { width, url: src }];
  return [...all]
    .sort((a, b) => a.width - b.width)
    .map((candidate) => `${candidate.url} ${candidate.width}w`)
    .join(', ');
}

/**
 * An <img> that lets the browser download the smallest copy that fills its box (srcset and
 * sizes from the library's variants), with width and height set so the layout is reserved
 * before the bytes arrive. Without variants it is a plain <img>. Lazy unless told otherwise.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  variants,
  sizes = '100vw',
  loading = 'lazy',
  decoding = 'async',
  ...rest
}: ResponsiveImageProps) {
  const srcSet = responsiveSrcSet(src, width, variants);
  return (
    <img
      {...rest}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      {...(srcSet ? { srcSet, sizes } : {})}
    />
  );
}
