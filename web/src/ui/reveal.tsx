import { useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * 'static': rendered as is (server HTML, no JS, reduced motion, or already on screen at load).
 * 'pending': below the fold, waiting to be scrolled into view. 'shown': fading in, for good.
 */
export type RevealState = 'static' | 'pending' | 'shown';

/**
 * Fades content in the first time it scrolls into view. The hidden state is only applied by
 * the browser, after hydration, to content below the fold: the prerendered HTML always shows
 * everything, and nothing already on screen flickers.
 */
export function useReveal<T extends Element>(threshold: number) {
  const ref = useRef<T>(null);
  const [state, setState] = useState<RevealState>('static');

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;

    setState('pending');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setState('shown');
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  return { ref, state };
}

/** Styles for an element carrying data-reveal; `--reveal-delay` staggers siblings. */
export const revealStyles = css`
  &[data-reveal='pending'] {
    opacity: 0;
    transform: translateY(24px);
  }
  &[data-reveal='shown'] {
    opacity: 1;
    transform: none;
    transition:
      opacity 600ms ease-out,
      transform 600ms ease-out;
    transition-delay: var(--reveal-delay, 0ms);
  }
`;

const Wrapper = styled.div`
  ${revealStyles}
`;

/** The spec's generic section fade-in: once, when 10% of it is in view. */
export const GENERIC_REVEAL_THRESHOLD = 0.1;

export function Reveal({
  children,
  threshold = GENERIC_REVEAL_THRESHOLD,
  className,
  style,
}: {
  children: ReactNode;
  threshold?: number;
  className?: string;
  style?: CSSProperties;
}) {
  const { ref, state } = useReveal<HTMLDivElement>(threshold);
  return (
    <Wrapper ref={ref} data-reveal={state} className={className} style={style}>
      {children}
    </Wrapper>
  );
}
