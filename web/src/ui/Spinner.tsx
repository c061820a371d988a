import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.accent};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A busy indicator with its words, announced politely to screen readers. */
export function Spinner({ label, size = 22 }: { label: string; size?: number }) {
  return (
    <Row role="status" aria-live="polite">
      <Ring $size={size} aria-hidden="true" />
      <span>{label}</span>
    </Row>
  );
}
