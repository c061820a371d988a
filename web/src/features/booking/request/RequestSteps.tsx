import { REQUEST_STATUSES, requestStatusText, type RequestStatus } from '@altum/domain';
import { Check } from 'lucide-react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../../ui/Layout';

/**
 * Where a request stands, as a list of steps in plain words: Received; We called you;
 * Inspection booked for Tuesday 3 December, 10–12; Done. Steps up to the current one are
 * marked done; the current one is the list's current step. A request booked online before
 * anyone called skips "We called you.": the page never claims a call that did not happen.
 */
export function RequestSteps(props: {
  status: RequestStatus;
  called: boolean;
  window?: { start: Date; end: Date } | undefined;
}) {
  const current = REQUEST_STATUSES.indexOf(props.status);
  const calledStep = REQUEST_STATUSES.indexOf('called');
  const steps = REQUEST_STATUSES.map((status, index) => ({
    status,
    state: (index < current ? 'done' : index === current ? 'current' : 'next') as StepState,
    skipped: index === calledStep && current > calledStep && !props.called,
  })).filter((step) => !step.skipped);
  return (
    <Steps aria-label="Where your request stands">
      {steps.map(({ status, state }, index) => {
        return (
          <Step key={status} $state={state} aria-current={state === 'current' ? 'step' : undefined}>
            <Mark aria-hidden="true">{state === 'next' ? index + 1 : <Check size={16} />}</Mark>
            <span>
              {requestStatusText(status, status === 'booked' ? props.window : null)}
              <VisuallyHidden>
                {state === 'done' ? ' (done)' : state === 'current' ? ' (now)' : ' (to come)'}
              </VisuallyHidden>
            </span>
          </Step>
        );
      })}
    </Steps>
  );
}

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

type StepState = 'done' | 'current' | 'next';

const Step = styled.li<{ $state: StepState }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme, $state }) =>
    $state === 'current' ? theme.fontWeights.bold : theme.fontWeights.regular};
  color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : theme.colors.text)};
  > span:first-child {
    background: ${({ theme, $state }) =>
      $state === 'next' ? theme.colors.surfaceSunken : theme.colors.accentText};
    color: ${({ theme, $state }) => ($state === 'next' ? theme.colors.textMuted : '#fff')};
  }
`;

const Mark = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;
