import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Muted } from '../../../ui/Typography';
import { Icon } from '../shell/Icon';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Intro = styled(Muted)`
  margin: 0;
`;

/** The heading, a line about the page and the 'New …' button, the same on both pages. */
export function TaxonomyHeader(props: {
  title: string;
  intro: ReactNode;
  newLabel: string;
  onNew: () => void;
}) {
  return (
    <>
      <Header>
        <h1>{props.title}</h1>
        <Button type="button" $size="sm" onClick={props.onNew}>
          <Icon name="plus" />
          {props.newLabel}
        </Button>
      </Header>
      <Intro>{props.intro}</Intro>
    </>
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
