import { ArrowUp } from 'lucide-react';
import styled, { keyframes } from 'styled-components';
import { useScrolledPast } from '../useScrolledPast';

/** How far down the page the button appears. */
const SHOW_AFTER_PX = 300;

/** The id of the target at the very start of the page (PublicLayout). */
export const PAGE_TOP_ID = 'top';

const appear = keyframes`
  from { opacity: 0; transform: translateY(12px); visibility: hidden; }
  to { opacity: 1; transform: none; visibility: visible; }
`;

/* Hidden (out of the tab order too) until the page is scrolled past 300px. Where the browser
   has scroll-driven animations, the scroll itself shows it, with no script; elsewhere the app
   sets data-visible. */
const Floating = styled.a`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  visibility: hidden;
  opacity: 0;
  transform: translateY(12px);
  transition:
    opacity ${({ theme }) => theme.transitions.base},
    transform ${({ theme }) => theme.transitions.base},
    visibility ${({ theme }) => theme.transitions.base};
  &[data-visible='true'] {
    visibility: visible;
    opacity: 1;
    transform: none;
  }
  @supports (animation-timeline: scroll()) {
    animation: ${appear} linear both;
    animation-timeline: scroll(root);
    animation-range: ${SHOW_AFTER_PX}px ${SHOW_AFTER_PX + 40}px;
  }
`;

/**
 * A plain link to the top of the page: it works before the app has started, and the page's
 * smooth scrolling (GlobalStyle) animates it; Tab then continues from the top.
 */
export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  return (
    <Floating href={`#${PAGE_TOP_ID}`} aria-label="Back to top" data-visible={visible}>
      <ArrowUp size={22} aria-hidden="true" />
    </Floating>
  );
}
