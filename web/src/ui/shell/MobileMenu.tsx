import { useRouterState } from '@tanstack/react-router';
import { Menu, Phone, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ToggleEvent } from 'react';
import styled from 'styled-components';
import { company } from '../../content/company';
import { services } from '../../content/services';
import { ButtonAnchor, ButtonLink } from '../Button';
import { up } from '../theme';
import { routerLink } from '../routerLink';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.inkBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.onInk};
  cursor: pointer;
  ${up('lg')} {
    display: none;
  }
`;

/* A native popover: the browser opens it from the toggle, closes it on Escape or a tap
   outside, and puts it above the page, all before the app has started. The rules below replace
   the browser's own popover box (centred, bordered, sized to its content). */
const Panel = styled.nav`
  position: fixed;
  inset: ${({ theme }) => theme.layout.headerHeight} 0 0 0;
  width: auto;
  height: auto;
  margin: 0;
  border: 0;
  overflow-y: auto;
  padding: 16px 20px 32px;
  color: ${({ theme }) => theme.colors.onInk};
  background: ${({ theme }) => theme.colors.ink};
  border-top: 1px solid ${({ theme }) => theme.colors.inkBorder};
  ${up('lg')} {
    display: none;
  }
`;

const List = styled.ul`
  margin: 0 0 24px;
  padding: 0;
  list-style: none;
`;

const itemStyles = `
  display: block;
  padding: 14px 4px;
  font-size: 1.125rem;
  font-weight: 600;
  text-decoration: none;
`;

const ItemAnchor = styled.a`
  ${itemStyles}
  color: ${({ theme }) => theme.colors.onInk};
  border-bottom: 1px solid ${({ theme }) => theme.colors.inkBorder};
  &[data-status='active'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Item = routerLink(ItemAnchor);

const GroupLabel = styled.p`
  padding: 16px 4px 4px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

const SubItem = routerLink(styled(ItemAnchor)`
  padding-left: 16px;
  font-size: 1rem;
  font-weight: 500;
`);

const Actions = styled.div`
  display: grid;
  gap: 12px;
`;

/**
 * The hamburger menu: the same items as the top bar; choosing any of them closes it. A native
 * popover, so it opens on a phone that has not started the app yet; the app keeps the toggle's
 * label and icon in step and closes the menu on every navigation.
 */
export function MobileMenu() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const panelId = useId();
  const panel = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);

  // Opened before the app started (no toggle event reached React): start from the truth.
  useEffect(() => {
    setOpen(panel.current?.matches(':popover-open') ?? false);
  }, []);

  const close = () => {
    if (panel.current?.matches(':popover-open')) panel.current.hidePopover();
  };
  // Navigating by any means (a choice, the back button) closes the menu; starting the app
  // on the page it was opened on does not.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    close();
  }, [pathname]);

  return (
    <>
      <Toggle
        // The browser exposes the popover's open state on this button (aria-expanded may not
        // be set by hand on it); the label says it too.
        popoverTarget={panelId}
        aria-controls={panelId}
        aria-label={open ? 'Close menu' : 'Open menu'}
      >
        {open ? <X size={24} aria-hidden="true" /> : <Menu size={24} aria-hidden="true" />}
      </Toggle>
      <Panel
        ref={panel}
        id={panelId}
        popover="auto"
        aria-label="Mobile"
        onToggle={(event: ToggleEvent<HTMLElement>) => setOpen(event.newState === 'open')}
      >
        <List>
          <li>
            <Item to="/" activeOptions={{ exact: true }} onClick={close}>
              Home
            </Item>
          </li>
          <li>
            <GroupLabel>Services</GroupLabel>
            <List as="ul" style={{ margin: 0 }}>
              {services.map((service) => (
                <li key={service.slug}>
                  <SubItem
                    to="/services/$service"
                    params={{ service: service.slug }}
                    onClick={close}
                  >
                    {service.title}
                  </SubItem>
                </li>
              ))}
            </List>
          </li>
          <li>
            <Item to="/blog" onClick={close}>
              Blog
            </Item>
          </li>
          <li>
            <Item to="/about" onClick={close}>
              About
            </Item>
          </li>
        </List>
        <Actions>
          <ButtonLink to="/book-inspection" $size="lg" $block onClick={close}>
            Get Free Inspection
          </ButtonLink>
          {/* A call leaves the page where it is: the page loader closes the menu
              (app/pageLoader/loader.ts), so it does before the app has started too. */}
          <ButtonAnchor href={company.phone.href} $variant="outline" $size="lg" $block>
            <Phone size={20} aria-hidden="true" />
            {company.phone.display}
          </ButtonAnchor>
        </Actions>
      </Panel>
    </>
  );
}
