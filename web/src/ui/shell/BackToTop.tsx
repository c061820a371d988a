import { ArrowUp } from 'lucide-react';
import styled from 'styled-components';
import { useScrolledPast } from '../useScrolledPast';

/** How far down the page the button appears. */
const SHOW_AFTER_PX = 300;

const Floating = styled.button<{ $visible: boolean }>`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: ${({ theme }) => theme.zIndices.header};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transform: translateY(${({ $visible }) => ($visible ? '0' : '12px')});
  pointer-events: ${({ $visible }) => ($visible ? 'auto' : 'none')};
  transition:
    opacity ${({ theme }) => theme.transitions.base},
    transform ${({ theme }) => theme.transitions.base};
`;

export function BackToTop() {
  const visible = useScrolledPast(SHOW_AFTER_PX);
  return (
    <Floating
      $visible={visible}
      aria-label="Back to top"
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp size={22} aria-hidden="true" />
    </Floating>
  );
}
