import { ArrowUp } from 'lucide-react';
import styled from 'styled-components';
import { useScrolledPast } from '../useScrolledPast';

/** How far down the page the button appears. */
const SHOW_AFTER_PX = 300;
const SIZE_PX = 48;
const GAP_PX = 20;
/** The shadow's blur and offset (theme.shadows.lg) reach this far around the button. */
const SHADOW_ROOM_PX = 56;

/** The id of the target at the very start of the page (PublicLayout). */
export const PAGE_TOP_ID = 'top';

/* The lane runs from one screen plus 300px down the page to its end; the button sits at its
   foot and sticks 20px above the bottom of the screen. Until the page is scrolled past 300px
   the lane's top is below the screen, and so is the button: the browser shows it, with no
   script. overflow: clip keeps a short page from growing by the lane; the padding leaves room
   for the button's shadow inside the clip. */
const Lane = styled.div`
  position: absolute;
  top: calc(100vh + ${SHOW_AFTER_PX}px);
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: grid;
  align-content: end;
  padding: 0 ${GAP_PX}px ${GAP_PX}px ${SHADOW_ROOM_PX}px;
  overflow: clip;
  pointer-events: none;
`;

const Floating = styled.a`
  position: sticky;
  bottom: ${GAP_PX}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${SIZE_PX}px;
  height: ${SIZE_PX}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  pointer-events: auto;
  /* Once the app is there, it also leaves the tab order while out of sight. */
  html[data-interactive] &[data-visible='false'] {
    visibility: hidden;
  }
`;

/**
 * A plain link to the top of the page: it shows and works before the app has started, and the
 * page's smooth scrolling (GlobalStyle) animates it; Tab then goes on from the top.
 */
export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  return (
    <Lane>
      <Floating href={`#${PAGE_TOP_ID}`} aria-label="Back to top" data-visible={visible}>
        <ArrowUp size={22} aria-hidden="true" />
      </Floating>
    </Lane>
  );
}
