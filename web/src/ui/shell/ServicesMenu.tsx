import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { services } from '../../content/services';
import { routerLink } from '../routerLink';

const Wrapper = styled.div`
  position: relative;
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
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Panel = styled.ul`
  position: absolute;
  top: calc(100% + 8px);
  left: -12px;
  min-width: 280px;
  margin: 0;
  padding: 8px;
  list-style: none;
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

/** The Services dropdown: opens on hover or click, closes on Escape, outside click or a choice. */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A mouse hovers before it clicks: that click should keep the menu open, not toggle it shut.
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <Wrapper
      ref={wrapperRef}
      onMouseEnter={() => {
        openedByHover.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => setOpen(false)}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <NavItemButton
        ref={buttonRef}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        Services
        <ChevronDown size={16} aria-hidden="true" />
      </NavItemButton>
      <Panel id={panelId} hidden={!open} aria-label="Services">
        {services.map((service) => (
          <li key={service.slug}>
            <Item
              to="/services/$service"
              params={{ service: service.slug }}
              onClick={() => setOpen(false)}
            >
              {service.title}
            </Item>
          </li>
        ))}
      </Panel>
    </Wrapper>
  );
}
