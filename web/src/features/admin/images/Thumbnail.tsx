import type { ImageRecord } from '@altum/domain';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';

/* A span: the image browser puts thumbnails inside buttons, which take phrasing content only. */
const Frame = styled.span`
  display: block;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * An image of the library in a 4:3 box, lazy, through its smallest fitting variant. Until
 * the function has measured it, the box's own ratio stands in for width and height.
 */
export function Thumbnail({
  image,
  sizes,
}: {
  image: Pick<ImageRecord, 'fileUrl' | 'width' | 'height' | 'variants'>;
  sizes: string;
}) {
  return (
    <Frame>
      <ResponsiveImage
        src={image.fileUrl}
        alt=""
        width={image.width ?? 400}
        height={image.height ?? 300}
        variants={image.variants}
        sizes={sizes}
      />
    </Frame>
  );
}
