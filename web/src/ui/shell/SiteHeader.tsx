import { Link } from '@tanstack/react-router';
import { Phone } from 'lucide-react';
import styled from 'styled-components';
import { company } from '../../content/company';
import { ButtonLink } from '../Button';
import { Container } from '../Layout';
import { Logo } from '../Logo';
import { up } from '../theme';
import { useScrolledPast } from '../useScrolledPast';
import { routerLink } from '../routerLink';
import { MobileMenu } from './MobileMenu';
import { ServicesMenu } from './ServicesMenu';

/** How far down the page the top bar gains its shadow. */
const SHADOW_AFTER_PX = 20;

const Bar = styled.header<{ $scrolled: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  border-bottom: 1px solid ${({ theme }) => theme.colors.inkBorder};
  box-shadow: ${({ theme, $scrolled }) => ($scrolled ? theme.shadows.header : 'none')};
  transition: box-shadow ${({ theme }) => theme.transitions.base};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  height: 100%;
`;

const Home = styled(Link)`
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const DesktopNav = styled.nav`
  display: none;
  ${up('lg')} {
    display: flex;
    align-items: center;
    gap: 4px;
  }
`;

const navLinkStyles = `
  padding: 8px 12px;
  border-radius: 6px;
  font-weight: 600;
  text-decoration: none;
`;

const NavLink = routerLink(styled.a`
  ${navLinkStyles}
  color: ${({ theme }) => theme.colors.onInk};
  &:hover,
  &[data-status='active'] {
    color: ${({ theme }) => theme.colors.accent};
  }
`);

const Actions = styled.div`
  display: none;
  ${up('lg')} {
    display: flex;
    align-items: center;
    gap: 16px;
  }
`;

export const PhoneLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: ${({ theme }) => theme.colors.onInk};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  white-space: nowrap;
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export function SiteHeader() {
  const scrolled = useScrolledPast(SHADOW_AFTER_PX);
  return (
    <Bar $scrolled={scrolled} data-scrolled={scrolled}>
      <Inner>
        <Home to="/">
          <Logo />
        </Home>
        <DesktopNav aria-label="Main">
          <NavLink to="/" activeOptions={{ exact: true }}>
            Home
          </NavLink>
          <ServicesMenu />
          <NavLink to="/blog">Blog</NavLink>
          <NavLink to="/about">About</NavLink>
        </DesktopNav>
        <Actions>
          <ButtonLink to="/book-inspection" $size="sm">
            Get Free Inspection
          </ButtonLink>
          <PhoneLink href={company.phone.href}>
            <Phone size={18} aria-hidden="true" />
            {company.phone.display}
          </PhoneLink>
        </Actions>
        <MobileMenu />
      </Inner>
    </Bar>
  );
}
