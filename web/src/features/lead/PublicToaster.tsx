import { createPortal } from 'react-dom';
import styled, { css, keyframes } from 'styled-components';
import { dismissToast, usePublicToasts, type ToastTone } from './publicToasts';

const slideIn = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: translateY(0); }
`;

// Spec 9: public toasts are 356 px wide with a 14 px gap.
const Viewport = styled.div`
  position: fixed;
  right: 16px;
  bottom: 16px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  gap: 14px;
  width: min(356px, calc(100vw - 32px));
`;

const tones = {
  success: css`
    border-left-color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    border-left-color: ${({ theme }) => theme.colors.warning};
  `,
  error: css`
    border-left-color: ${({ theme }) => theme.colors.destructive};
    background: ${({ theme }) => theme.colors.destructiveSoft};
  `,
  info: css`
    border-left-color: ${({ theme }) => theme.colors.ink};
  `,
};

const Item = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  animation: ${slideIn} 200ms ease-out;
  ${({ $tone }) => tones[$tone]}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

/** Renders the public toasts; mount it once per page (the lead form does). */
export function PublicToaster() {
  const toasts = usePublicToasts();
  return createPortal(
    <Viewport role="region" aria-label="Notifications">
      {toasts.map((toast) => (
        <Item
          key={toast.id}
          $tone={toast.tone}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-tone={toast.tone}
        >
          <Message>{toast.message}</Message>
          <Close
            type="button"
            aria-label="Dismiss notification"
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </Close>
        </Item>
      ))}
    </Viewport>,
    document.body,
  );
}
