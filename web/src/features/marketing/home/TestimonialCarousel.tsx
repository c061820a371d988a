import { useEffect, useRef, useState, type TouchEvent } from 'react';
import styled from 'styled-components';
import type { Testimonial } from '../../../content/types';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { up } from '../../../ui/theme';
import { TestimonialCard } from '../shared/TestimonialCard';

/** On phones the carousel runs 25 s for the whole loop. */
const LOOP_DURATION_MS = 25_000;
/** A swipe shorter than this is a tap or a scroll, not a slide change. */
const SWIPE_MIN_PX = 40;
const NARROW_QUERY = '(max-width: 767.98px)';

const Root = styled.div`
  ${up('md')} {
    display: none;
  }
`;

const Viewport = styled.div`
  overflow: hidden;
  touch-action: pan-y;
`;

const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  transition: transform 450ms ease;
`;

const Slide = styled.li`
  flex: 0 0 100%;
  padding: ${({ theme }) => theme.space[1]}px;
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

/* A 44px target around a small visible dot. */
const Dot = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  background: transparent;
  cursor: pointer;
  &::before {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.border};
    transition:
      width ${({ theme }) => theme.transitions.fast},
      background ${({ theme }) => theme.transitions.fast};
  }
  &[aria-current='true']::before {
    width: 28px;
    background: ${({ theme }) => theme.colors.accent};
  }
`;

/**
 * Narrow screens: one review at a time. Swipe or use the dots; it loops in both directions and
 * advances by itself (one loop per 25 s) until the visitor takes over.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const [selected, setSelected] = useState(0);
  const [autoplay, setAutoplay] = useState(true);
  const touchStartX = useRef<number | null>(null);

  const goTo = (index: number) => setSelected(((index % count) + count) % count);
  const takeOver = (index: number) => {
    setAutoplay(false);
    goTo(index);
  };

  useEffect(() => {
    if (!autoplay || count < 2) return;
    if (!window.matchMedia(NARROW_QUERY).matches) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(
      () => setSelected((current) => (current + 1) % count),
      LOOP_DURATION_MS / count,
    );
    return () => window.clearInterval(timer);
  }, [autoplay, count]);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) < SWIPE_MIN_PX) return;
    takeOver(distance < 0 ? selected + 1 : selected - 1);
  };

  return (
    <Root role="region" aria-roledescription="carousel" aria-label="Customer reviews">
      <Viewport
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="testimonial-carousel"
      >
        <Track style={{ transform: `translateX(-${selected * 100}%)` }}>
          {testimonials.map((testimonial, index) => (
            // Each card is static; the slide's attributes are React's.
            <StaticMarkup
              as={Slide}
              key={testimonial.name}
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-hidden={index !== selected}
            >
              <TestimonialCard testimonial={testimonial} />
            </StaticMarkup>
          ))}
        </Track>
      </Viewport>
      <Dots>
        {testimonials.map((testimonial, index) => (
          <Dot
            key={testimonial.name}
            aria-label={`Go to testimonial ${index + 1}`}
            aria-current={index === selected}
            onClick={() => takeOver(index)}
          />
        ))}
      </Dots>
    </Root>
  );
}
