import { Dialog as HeadlessDialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: rgba(20, 23, 28, 0.55);
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space[4]}px;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  overflow-y: auto;
`;

const Panel = styled(DialogPanel)<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space[5]}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Title = styled(DialogTitle)`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Text = styled(Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Buttons at the foot of a dialog, primary action last. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/**
 * A modal dialog: focus is trapped inside, Escape and the backdrop close it, and focus returns
 * to the control that opened it (Headless UI does all three).
 */
export function Dialog(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** Max width in px; forms read best at about 480. */
  width?: number;
  children: ReactNode;
}) {
  return (
    <HeadlessDialog open={props.open} onClose={props.onClose}>
      <Backdrop>
        <Panel $width={props.width ?? 480}>
          <Title>{props.title}</Title>
          {props.description ? <Text>{props.description}</Text> : null}
          {props.children}
        </Panel>
      </Backdrop>
    </HeadlessDialog>
  );
}
