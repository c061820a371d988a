import styled from 'styled-components';

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

export function PostImage({
  src,
  label,
  rounded = false,
  priority = false,
}: {
  src: string | null;
  /** Shown on the fallback: the post's category. */
  label: string | null;
  rounded?: boolean;
  /** The page's main image: fetched first instead of lazily. */
  priority?: boolean;
}) {
  return (
    <Frame $rounded={rounded}>
      {src ? (
        <img
          src={src}
          alt=""
          width={1200}
          height={630}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
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
