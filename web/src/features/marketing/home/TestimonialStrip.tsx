import { useState } from 'react';
import styled, { keyframes } from 'styled-components';
import type { Testimonial } from '../../../content/types';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { up } from '../../../ui/theme';
import { TestimonialCard } from '../shared/TestimonialCard';

/** The strip: the reviews repeated four times, scrolling 20 s per loop. */
export const STRIP_REPEATS = 4;
const STRIP_DURATION = '20s';

/* The track holds four identical sets; moving it by one set (a quarter) loops seamlessly. */
const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-25%); }
`;

const Viewport = styled.div`
  display: none;
  ${up('md')} {
    display: block;
    overflow: hidden;
    mask-image: linear-gradient(90deg, transparent, #000 6%, #000 94%, transparent);
  }
  @media (prefers-reduced-motion: reduce) {
    overflow-x: auto;
    mask-image: none;
  }
  /* Paused under the pointer or the focus by the browser itself, before the app has started;
     the app then keeps it paused (data-paused). */
  &:hover > ul,
  &:focus-within > ul {
    animation-play-state: paused;
  }
`;

const Track = styled.ul`
  display: flex;
  width: max-content;
  margin: 0;
  padding: ${({ theme }) => theme.space[2]}px 0;
  list-style: none;
  animation: ${scroll} ${STRIP_DURATION} linear infinite;
  &[data-paused='true'] {
    animation-play-state: paused;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Slot = styled.li`
  flex: none;
  width: 360px;
  /* Spacing inside each slot, not as a flex gap, keeps the four sets exactly equal. */
  padding-right: ${({ theme }) => theme.space[5]}px;
`;

/**
 * Wide screens: an endless strip of reviews. It pauses on the first hover (or keyboard focus)
 * and stays paused, so a reader is never chased by the text.
 */
export function TestimonialStrip({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [paused, setPaused] = useState(false);
  const pause = () => setPaused(true);
  return (
    <Viewport
      onMouseEnter={pause}
      onFocus={pause}
      tabIndex={0}
      role="region"
      aria-label="Customer reviews, scrolling. Hover or focus to pause."
      data-testid="testimonial-strip"
    >
      {/* The cards are static; only the track's paused flag is React's. */}
      <StaticMarkup as={Track} data-paused={paused}>
        {Array.from({ length: STRIP_REPEATS }, (_, copy) =>
          testimonials.map((testimonial) => (
            <Slot
              key={`${copy}-${testimonial.name}`}
              // Screen readers hear each review once; the copies only make the loop seamless.
              aria-hidden={copy > 0 ? true : undefined}
            >
              <TestimonialCard testimonial={testimonial} />
            </Slot>
          )),
        )}
      </StaticMarkup>
    </Viewport>
  );
}
