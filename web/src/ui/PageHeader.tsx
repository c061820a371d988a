import type { ReactNode } from 'react';
import styled from 'styled-components';
import { space, type SpaceStep } from './theme';
import { Muted } from './Typography';

/** A screen of the admin: its blocks stacked with one gap. */
export const ScreenStack = styled.div<{ $gap?: SpaceStep }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 4 }) => space($gap)};
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Intro = styled(Muted)`
  margin: 0;
`;

/**
 * A screen's heading (its one h1), the buttons that act on the whole screen beside it, and
 * a line saying what the screen is for: the same on every admin screen.
 */
export function PageHeader(props: { title: string; actions?: ReactNode; intro?: ReactNode }) {
  return (
    <>
      <Bar>
        <h1>{props.title}</h1>
        {props.actions ? <Actions>{props.actions}</Actions> : null}
      </Bar>
      {props.intro ? <Intro>{props.intro}</Intro> : null}
    </>
  );
}
