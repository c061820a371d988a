import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { PageHeader } from '../../../ui/PageHeader';
import { Icon } from '../shell/Icon';

/** The heading, a line about the page and the 'New …' button, the same on both pages. */
export function TaxonomyHeader(props: {
  title: string;
  intro: ReactNode;
  newLabel: string;
  onNew: () => void;
}) {
  return (
    <PageHeader
      title={props.title}
      intro={props.intro}
      actions={
        <Button type="button" $size="sm" onClick={props.onNew}>
          <Icon name="plus" />
          {props.newLabel}
        </Button>
      }
    />
  );
}

const PendingText = styled.span`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space[2]}px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

/** Marks an item saved on this device that the server does not have yet. */
export function WaitingToSync() {
  return <PendingText>Waiting to sync</PendingText>;
}
