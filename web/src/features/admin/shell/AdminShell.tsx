import { displayNameOf } from '@altum/domain';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useRouterState } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { ScreenFrame } from '../../../ui/Layout';
import { Logo } from '../../../ui/Logo';
import { routerLink } from '../../../ui/routerLink';
import { theme, up } from '../../../ui/theme';
import { Tooltip, TruncatedText } from '../../../ui/Tooltip';
import type { StaffUser } from '../session/staffSession';
import { Icon } from './Icon';
import { SignOutDialog } from './SignOutDialog';
import { useSignOut } from './useSignOut';
import { useOnline } from './useOnline';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
`;

const HomeAnchor = styled.a`
  color: inherit;
  text-decoration: none;
  margin-right: auto;
`;

/* On a phone, who is signed in takes a second row of the header. */
const Who = styled.div`
  order: 1;
  width: 100%;
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[2]}px;
  line-height: 1.25;
  min-width: 0;
  ${up('md')} {
    order: 0;
    width: auto;
    flex-direction: column;
    align-items: flex-end;
    gap: 0;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/* Cut off where it does not fit (a phone): its tip shows the whole address. */
const Email = styled(TruncatedText)`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

const Offline = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/* Button words that give way to their icon on a phone (still read by screen readers): there,
   their tip shows the word. */
const narrow = () => !window.matchMedia(`(min-width: ${theme.breakpoints.md}px)`).matches;

const NarrowHidden = styled.span`
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

const MenuToggle = styled(Button)`
  ${up('md')} {
    display: none;
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  ${up('md')} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`;

const Sidebar = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space[3]}px;
  ${up('md')} {
    display: block;
    border-bottom: 0;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
    min-height: calc(100vh - 56px);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
  ul ul {
    padding-left: ${({ theme }) => theme.space[4]}px;
  }
`;

const navItem = `
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  min-height: 40px;
  padding: 0 12px;
  border-radius: 8px;
  border: 0;
  background: none;
  font: inherit;
  font-size: 0.9375rem;
  color: inherit;
  text-decoration: none;
  cursor: pointer;
`;

const NavAnchor = styled.a`
  ${navItem}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  &[data-status='active'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const NavLink = routerLink(NavAnchor);
const HomeLink = routerLink(HomeAnchor);

const GroupButton = styled(DisclosureButton)`
  ${navItem}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSunken};
  }
  svg {
    transition: transform ${({ theme }) => theme.transitions.fast};
  }
  &[data-open] svg {
    transform: rotate(180deg);
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space[4]}px;
  min-width: 0;
  ${up('md')} {
    padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[6]}px;
  }
`;

function Navigation() {
  const path = useRouterState({ select: (state) => state.location.pathname });
  return (
    <ul>
      <li>
        <NavLink to="/admin/dashboard">Dashboard</NavLink>
      </li>
      <li>
        <Disclosure defaultOpen={path.startsWith('/admin/blog')}>
          <GroupButton>
            Blog
            <Icon name="chevronDown" />
          </GroupButton>
          <DisclosurePanel as="ul">
            <li>
              <NavLink to="/admin/blog/posts">Posts</NavLink>
            </li>
            <li>
              <NavLink to="/admin/blog/categories">Categories</NavLink>
            </li>
            <li>
              <NavLink to="/admin/blog/tags">Tags</NavLink>
            </li>
          </DisclosurePanel>
        </Disclosure>
      </li>
      <li>
        <NavLink to="/admin/images">Images</NavLink>
      </li>
      <li>
        <NavLink to="/admin/users">Users</NavLink>
      </li>
      <li>
        <NavLink to="/admin/leads">Leads</NavLink>
      </li>
      <li>
        <NavLink to="/admin/inspections">Inspections</NavLink>
      </li>
    </ul>
  );
}

/** The admin's frame: who is signed in, sign-out, the sections, and the page. */
export function AdminShell({ user, children }: { user: StaffUser; children: ReactNode }) {
  const online = useOnline();
  const signOut = useSignOut();
  const signingOut = signOut.state.step === 'counting' || signOut.state.step === 'signingOut';
  const path = useRouterState({ select: (state) => state.location.pathname });
  // On a phone the menu is open for the page it was opened on: choosing a section closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === path;

  return (
    <ScreenFrame>
      <Header>
        <Tooltip content="Menu" kind="label" enabled={narrow}>
          {(tip) => (
            <MenuToggle
              {...tip}
              $variant="ghost"
              $size="sm"
              aria-expanded={menuOpen}
              aria-controls="admin-nav"
              onClick={() => setMenuOpenOn(menuOpen ? null : path)}
            >
              <Icon name={menuOpen ? 'close' : 'menu'} size={18} />
              <NarrowHidden>Menu</NarrowHidden>
            </MenuToggle>
          )}
        </Tooltip>
        <HomeLink to="/admin/dashboard" aria-label="Altum Roofing admin, dashboard">
          <Logo />
        </HomeLink>
        {online ? null : (
          <Offline role="status">
            <Icon name="offline" size={14} />
            <NarrowHidden>Offline</NarrowHidden>
          </Offline>
        )}
        <Who>
          <strong data-testid="admin-display-name">{displayNameOf(user.email)}</strong>
          <Email text={user.email} />
        </Who>
        <Tooltip content="Sign out" kind="label" enabled={narrow}>
          {(tip) => (
            <Button
              {...tip}
              $variant="outline"
              $size="sm"
              aria-busy={signingOut}
              onClick={signingOut ? undefined : signOut.start}
            >
              <Icon name="signOut" />
              <NarrowHidden>Sign out</NarrowHidden>
            </Button>
          )}
        </Tooltip>
        <SignOutDialog state={signOut.state} onWait={signOut.wait} onStay={signOut.stay} />
      </Header>
      <Body>
        <Sidebar id="admin-nav" aria-label="Admin" $open={menuOpen}>
          <Navigation />
        </Sidebar>
        <Main id="main">{children}</Main>
      </Body>
    </ScreenFrame>
  );
}
