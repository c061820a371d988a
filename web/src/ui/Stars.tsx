import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { svgDataUrl } from './cssIcon';
import { theme } from './theme';

/** Lucide's star, drawn with a 2px round-joined stroke like the rest of the icons. */
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';

const star = (fill: string, stroke: string) =>
  svgDataUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${fill}" stroke="${stroke}" stroke-width="2" stroke-linejoin="round"><path d="${STAR}"/></svg>`,
  );

const GAP_PX = 2;

/*
 * One element per rating, however many stars: the outlined stars are its background and the
 * filled ones a pseudo-element as wide as the filled part. The star is defined once, in CSS,
 * instead of five SVG elements per review.
 */
const Row = styled.span`
  position: relative;
  display: inline-block;
  flex: none;
  width: calc(5 * var(--star) + ${4 * GAP_PX}px);
  height: var(--star);
  background: ${star('none', theme.colors.border)} 0 0 / var(--star) var(--star) space no-repeat;
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: max(0px, calc(var(--filled) * (var(--star) + ${GAP_PX}px) - ${GAP_PX}px));
    background: ${star(theme.colors.star, theme.colors.star)} 0 0 / var(--star) var(--star) space
      no-repeat;
  }
`;

/** Five stars, as many filled as the whole part of the rating (4.5 shows four). */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <Row
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      style={{ '--star': `${size}px`, '--filled': Math.floor(rating) } as CSSProperties}
    />
  );
}
