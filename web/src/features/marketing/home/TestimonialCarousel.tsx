import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type TouchEvent,
} from 'react';
import styled, { css } from 'styled-components';
import type { Testimonial } from '../../../content/types';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { up } from '../../../ui/theme';
import { TestimonialCard } from '../shared/TestimonialCard';

/** On phones the carousel runs 25 s for the whole loop. */
const LOOP_DURATION_MS = 25_000;
/** A swipe shorter than this is a tap or a scroll, not a slide change. */
const SWIPE_MIN_PX = 40;
const NARROW_QUERY = '(max-width: 767.98px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Each slide's id: its dot links to it. */
const slideId = (index: number) => `review-${index + 1}`;

/* Before the app, the dot of the review a dot's link went to (the :target) is drawn as the
   current one; once the app has read where the track is (data-tracked), it marks the current
   dot itself (aria-current), swipes included, in the same render: no flicker. */
const dotIdle = css`
  width: 10px;
  background: ${({ theme }) => theme.colors.border};
`;
const dotCurrent = css`
  width: 28px;
  background: ${({ theme }) => theme.colors.accent};
`;

const Root = styled.div<{ $count: number }>`
  ${up('md')} {
    display: none;
  }
  &:not([data-tracked='true']):has(li:target) a[aria-current='true']::before {
    ${dotIdle}
  }
  ${({ $count }) =>
    Array.from(
      { length: $count },
      (_, index) => css`
        &:not([data-tracked='true']):has(#${slideId(index)}:target)
          a[href='#${slideId(index)}']::before {
          ${dotCurrent}
        }
      `,
    )}
`;

/* A scroll-snap track: a finger swipes it, a dot's link scrolls it, with no script. */
const Track = styled.ul`
  display: flex;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

const Slide = styled.li`
  flex: 0 0 100%;
  padding: ${({ theme }) => theme.space[1]}px;
  scroll-snap-align: start;
  scroll-snap-stop: always;
`;

const Controls = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  margin-top: ${({ theme }) => theme.space[4]}px;
`;

/* A 44px target around a small visible dot. */
const Dot = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  &::before {
    content: '';
    height: 10px;
    border-radius: ${({ theme }) => theme.radii.pill};
    ${dotIdle}
    transition:
      width ${({ theme }) => theme.transitions.fast},
      background ${({ theme }) => theme.transitions.fast};
  }
  &[aria-current='true']::before {
    ${dotCurrent}
  }
`;

/* Shown only where the app plays the carousel (once it is there, motion allowed): kept in the
   layout either way, so it appearing moves nothing. */
const PlayPause = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  html:not([data-interactive]) & {
    visibility: hidden;
  }
  @media (prefers-reduced-motion: reduce) {
    visibility: hidden;
  }
  /* Drawn by the stylesheet: two bars (pause), or a triangle (play). */
  &::before {
    content: '';
    width: 12px;
    height: 14px;
    border-inline: 4px solid currentColor;
  }
  &[data-playing='false']::before {
    border: 0;
    background: currentColor;
    clip-path: polygon(0 0, 100% 50%, 0 100%);
  }
`;

/**
 * Narrow screens: one review at a time, in a track a finger swipes, with a dot linking to
 * each review. All of that is the browser's, so it answers before the app has started. The
 * app adds autoplay (one loop per 25 s, wrapping to the first), paused while the pointer or
 * the focus is on the carousel and off for reduced motion, a button to stop and start it,
 * the current dot for assistive technology, and a swipe past either end wrapping round. A
 * dot or a swipe means the visitor has taken over: autoplay stops for good.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const count = testimonials.length;
  const track = useRef<HTMLUListElement>(null);
  const [selected, setSelected] = useState(0);
  /** The app has read the track's position: the current dot is its to mark from then on. */
  const [tracked, setTracked] = useState(false);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const touchStartX = useRef<number | null>(null);

  const slideInView = () => {
    const element = track.current;
    if (!element || element.clientWidth === 0) return 0;
    return Math.round(element.scrollLeft / element.clientWidth);
  };
  const scrollTo = (index: number) => {
    const element = track.current;
    if (!element) return;
    const wrapped = ((index % count) + count) % count;
    element.scrollTo({ left: wrapped * element.clientWidth });
  };
  const takeOver = (index: number) => {
    setPlaying(false);
    scrollTo(index);
  };

  useEffect(() => {
    // What the browser did before the app was there: a visitor who moved the track (a dot, a
    // swipe) has taken over.
    const element = track.current;
    const at = element?.clientWidth ? Math.round(element.scrollLeft / element.clientWidth) : 0;
    setSelected(at);
    setTracked(true);
    if (at !== 0 || /^#review-\d+$/.test(window.location.hash)) setPlaying(false);
  }, []);

  const paused = !playing || hovered || focused;
  useEffect(() => {
    // Only a narrow screen (the carousel's own) that allows motion plays it.
    const playable =
      window.matchMedia(NARROW_QUERY).matches && !window.matchMedia(REDUCED_MOTION_QUERY).matches;
    if (paused || !playable || count < 2) return;
    const timer = window.setInterval(() => scrollTo(slideInView() + 1), LOOP_DURATION_MS / count);
    return () => window.clearInterval(timer);
    // scrollTo and slideInView read the track only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, count]);

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
    setPlaying(false);
  };
  // The browser scrolls between slides; only a swipe past either end is the app's: it wraps.
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) < SWIPE_MIN_PX) return;
    const at = slideInView();
    if (distance < 0 && at === count - 1) takeOver(0);
    else if (distance > 0 && at === 0) takeOver(count - 1);
  };

  // The dot's link moves the page to the slide; the app moves the track only, and keeps the
  // address as it is.
  const onDot = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    event.preventDefault();
    takeOver(index);
  };

  return (
    <Root
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer reviews"
      $count={count}
      data-tracked={tracked}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      // Focus on the reviews pauses it; on its own stop/start button it does not, so that
      // button can start it.
      onFocus={(event: FocusEvent<HTMLDivElement>) =>
        setFocused(!(event.target instanceof HTMLButtonElement))
      }
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Track
        ref={track}
        // Scrollable by keyboard too (arrow keys), as any scrolling region should be.
        tabIndex={0}
        aria-label="Reviews, one at a time"
        onScroll={() => setSelected(slideInView())}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        data-testid="testimonial-carousel"
      >
        {testimonials.map((testimonial, index) => (
          // Each card is static; the slide's attributes are React's.
          <StaticMarkup
            as={Slide}
            key={testimonial.name}
            id={slideId(index)}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
          >
            <TestimonialCard testimonial={testimonial} />
          </StaticMarkup>
        ))}
      </Track>
      <Controls>
        {testimonials.map((testimonial, index) => (
          <Dot
            key={testimonial.name}
            href={`#${slideId(index)}`}
            aria-label={`Go to testimonial ${index + 1}`}
            aria-current={index === selected}
            onClick={(event) => onDot(event, index)}
          />
        ))}
        <PlayPause
          type="button"
          // Shown once the app is there (its CSS): marked so for the server-styles check.
          data-app-only=""
          data-playing={playing}
          aria-label={playing ? 'Stop automatic slide show' : 'Start automatic slide show'}
          onClick={() => setPlaying((value) => !value)}
        />
      </Controls>
    </Root>
  );
}
