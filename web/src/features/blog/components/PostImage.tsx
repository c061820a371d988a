import type { Post } from '@altum/domain';
import styled from 'styled-components';
import { ResponsiveImage } from '../../../ui/ResponsiveImage';

const Frame = styled.div<{ $rounded: boolean }>`
  position: relative;
  aspect-ratio: 1200 / 630;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme, $rounded }) => ($rounded ? theme.radii.lg : '0')};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * Shown when a post has no image: the site's dark band, a roof line in the accent colour
 * and the category name, so a card without a photo still looks finished.
 */
const Fallback = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  background:
    radial-gradient(80% 90% at 85% 0%, rgba(232, 119, 46, 0.35), transparent 60%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  svg {
    width: 38%;
    max-width: 200px;
    height: auto;
  }
  span {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: 0.12em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
`;

/** How wide a post's image shows: a card of the blog grid, or the reading column. */
export const POST_IMAGE_SIZES = {
  card: '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw',
  article: '(min-width: 800px) 760px, 100vw',
} as const;

type PostImageFacts = Pick<
  Post,
  | 'featuredImageUrl'
  | 'featuredImageWidth'
  | 'featuredImageHeight'
  | 'featuredImageVariants'
  | 'categoryName'
>;

/**
 * A post's featured image in the 1200:630 frame, through the library's smaller WebP copies
 * when it has them (srcset), or the designed fallback when it has none.
 */
export function PostImage({
  post,
  sizes,
  rounded = false,
  priority = false,
}: {
  post: PostImageFacts;
  sizes: string;
  rounded?: boolean;
  /** The page's main image: fetched first instead of lazily. */
  priority?: boolean;
}) {
  const label = post.categoryName;
  return (
    <Frame $rounded={rounded}>
      {post.featuredImageUrl ? (
        <ResponsiveImage
          src={post.featuredImageUrl}
          alt=""
          // The frame's own ratio stands in until the library has measured the image.
          width={post.featuredImageWidth ?? 1200}
          height={post.featuredImageHeight ?? 630}
          variants={post.featuredImageVariants}
          sizes={sizes}
          loading={priority ? 'eager' : 'lazy'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <Fallback data-testid="post-image-fallback">
          <svg viewBox="0 0 200 90" aria-hidden="true" fill="none">
            <path
              d="M10 80 L100 14 L190 80"
              stroke="#e8772e"
              strokeWidth="10"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <path
              d="M150 50 V24 H168 V63"
              stroke="#f5f2ec"
              strokeWidth="8"
              strokeLinejoin="round"
            />
          </svg>
          {label && <span>{label}</span>}
        </Fallback>
      )}
    </Frame>
  );
}
