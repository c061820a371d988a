import { POSTS_MESSAGES } from '@altum/domain';
import styled from 'styled-components';

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  white-space: nowrap;
`;

/** Saved on this device; the server does not have it yet. */
export function WaitingToSync() {
  return <Chip>{POSTS_MESSAGES.waitingToSync}</Chip>;
}
