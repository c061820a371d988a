import { useRouterState } from '@tanstack/react-router';
import { useLayoutEffect, type ReactNode, type RefObject } from 'react';
import styled, { css } from 'styled-components';

/*
 * Fade-in on first scroll into view, written as markup plus one DOM pass so that it works on
 * content React never hydrates (StaticMarkup):
 *   data-reveal-at="0.3"   a group: observed, revealed when that share of it is in view
 *   data-reveal="static"   what fades: the group itself, or its marked descendants
 * 'static': rendered as is (server HTML, no JS, reduced motion, or already on screen at load).
 * 'pending': below the fold, waiting to be scrolled into view. 'shown': fading in, for good.
 * The prerendered HTML always shows everything; only the browser hides what is below the fold.
 */
export type RevealState = 'static' | 'pending' | 'shown';

/** The generic section fade-in: once, when 10% of it is in view. */
export const GENERIC_REVEAL_THRESHOLD = 0.1;

const started = new WeakSet<Element>();

/**
 * Starts the fade-in of every group inside `root` (itself included); returns the cleanup.
 * Positions come from the observer's first report, not from measuring the page here: reading
 * layout between the writes of several sections would force a layout for each.
 */
export function revealBelowTheFold(root: Element): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return () => {};
  const groups = [
    ...(root.matches('[data-reveal-at]') ? [root] : []),
    ...root.querySelectorAll('[data-reveal-at]'),
  ].filter((group) => !started.has(group));
  const observers: IntersectionObserver[] = [];
  const settled = new Set<Element>();
  for (const group of groups) {
    started.add(group);
    const targets = group.hasAttribute('data-reveal')
      ? [group]
      : [...group.querySelectorAll('[data-reveal]')];
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        if (first) {
          first = false;
          // On screen (or above it) at load: it stays as it is.
          if (entry.boundingClientRect.top < (entry.rootBounds?.height ?? window.innerHeight)) {
            settled.add(group);
            observer.disconnect();
            return;
          }
          targets.forEach((target) => target.setAttribute('data-reveal', 'pending'));
        }
        if (entry.isIntersecting) {
          targets.forEach((target) => target.setAttribute('data-reveal', 'shown'));
          settled.add(group);
          observer.disconnect();
        }
      },
      { threshold: Number(group.getAttribute('data-reveal-at')) || GENERIC_REVEAL_THRESHOLD },
    );
    observer.observe(group);
    observers.push(observer);
  }
  return () =>
    observers.forEach((observer, index) => {
      observer.disconnect();
      // A group whose fade-in has not run may start again (an effect run twice).
      const group = groups[index];
      if (group && !settled.has(group)) started.delete(group);
    });
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

const RevealBlock = styled.div`
  ${revealStyles}
`;

/** A block that fades in as one, once scrolled into view (see useRevealBelowTheFold). */
export function Reveal({
  threshold = GENERIC_REVEAL_THRESHOLD,
  children,
}: {
  threshold?: number;
  children: ReactNode;
}) {
  return (
    <RevealBlock data-reveal="static" data-reveal-at={threshold}>
      {children}
    </RevealBlock>
  );
}

/**
 * Starts the fade-ins inside the element (hydrated or not) once it is on screen, and again
 * for new content after a navigation that keeps the element.
 */
export function useRevealBelowTheFold(ref: RefObject<Element | null>) {
  const path = useRouterState({ select: (state) => state.location.pathname });
  useLayoutEffect(() => (ref.current ? revealBelowTheFold(ref.current) : undefined), [ref, path]);
}
