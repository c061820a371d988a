import type { PostStatus } from '@altum/domain';
import styled from 'styled-components';

const Chip = styled.span<{ $published: boolean }>`
  flex: none;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: capitalize;
  border: 1px solid
    ${({ theme, $published }) => ($published ? theme.colors.success : theme.colors.warning)};
  background: ${({ theme, $published }) =>
    $published ? theme.colors.successSoft : theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;

/** A post's status: green when published, yellow otherwise. */
export function StatusChip({ status }: { status: PostStatus }) {
  return <Chip $published={status === 'published'}>{status}</Chip>;
}
