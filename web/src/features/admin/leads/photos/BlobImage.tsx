import { useLayoutEffect, useRef, type ImgHTMLAttributes } from 'react';

/**
 * An image of bytes held in memory (a photo read through the Storage SDK). Its object URL
 * lives exactly as long as the image shows those bytes: revoked when the bytes change or the
 * image goes, so a closed viewer or a card scrolled out of the list frees the photo. Set
 * before the first paint, so the image is never seen without its source.
 */
export function BlobImage({
  blob,
  ...image
}: { blob: Blob } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const ref = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const url = URL.createObjectURL(blob);
    element.src = url;
    return () => {
      element.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} {...image} />;
}
