import { useRouterState } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, type FocusEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { services } from '../../content/services';
import { routerLink } from '../routerLink';

const Wrapper = styled.div`
  position: relative;
  &:has(> :popover-open) > button svg {
    transform: rotate(180deg);
  }
`;

export const NavItemButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 8px 12px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.onInk};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/* A native popover: the browser opens it from the button (click, Enter, Space), closes it on
   Escape or a click outside and gives the focus back, before the app has started. These rules
   replace the browser's own popover box (centred, bordered) with a two-column panel just under
   the fixed header, centred on the page as the nav is (the desktop nav shows from 1024 px, where
   the panel spans the Services button). Placed without CSS anchor positioning: the W3C
   checker's CSS validator does not know those properties yet. */
const Panel = styled.ul`
  position: fixed;
  inset: auto;
  top: calc(${({ theme }) => theme.layout.headerHeight} - 6px);
  left: 50%;
  transform: translateX(-50%);
  /* Only while open: a display of its own would override the browser's hiding of it. */
  &:popover-open {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 2px 8px;
  }
  width: min(560px, calc(100vw - 32px));
  margin: 0;
  padding: 8px;
  list-style: none;
  overflow: visible;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* An invisible bridge so moving the pointer from the button to the panel keeps it open. */
  &::before {
    content: '';
    position: absolute;
    inset: -12px 0 auto 0;
    height: 12px;
  }
`;

const Item = routerLink(styled.a`
  display: block;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover,
  &:focus-visible,
  &[data-status='active'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentHover};
  }
`);

function hide(panel: HTMLElement | null) {
  if (panel?.matches(':popover-open')) panel.hidePopover();
}

/**
 * The Services dropdown: opens on click, Enter or Space (the browser's, so also before the app
 * has started), closes on Escape, a click outside or a choice. The app adds opening on hover,
 * closing when the pointer or the focus leaves, and closing on navigation.
 */
export function ServicesMenu() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const panelId = useId();
  const panel = useRef<HTMLUListElement>(null);
  // A mouse hovers before it clicks: that click should keep the menu open, not toggle it shut.
  const openedByHover = useRef(false);

  const isOpen = () => panel.current?.matches(':popover-open') ?? false;
  const close = () => hide(panel.current);

  // Navigating by any means closes it; starting the app on the page it opened on does not.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    hide(panel.current);
  }, [pathname]);

  return (
    <Wrapper
      onMouseEnter={() => {
        if (isOpen()) return;
        openedByHover.current = true;
        panel.current?.showPopover();
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        close();
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <NavItemButton
        // The browser exposes the popover's open state on this button (aria-expanded may not
        // be set by hand on it).
        popoverTarget={panelId}
        onClick={(event: MouseEvent<HTMLButtonElement>) => {
          // Cancelling the click keeps the browser from toggling the popover shut.
          if (openedByHover.current) event.preventDefault();
          openedByHover.current = false;
        }}
      >
        Services
        <ChevronDown size={16} aria-hidden="true" />
      </NavItemButton>
      <Panel ref={panel} id={panelId} popover="auto" aria-label="Services">
        {services.map((service) => (
          <li key={service.slug}>
            <Item to="/services/$service" params={{ service: service.slug }} onClick={close}>
              {service.title}
            </Item>
          </li>
        ))}
      </Panel>
    </Wrapper>
  );
}
