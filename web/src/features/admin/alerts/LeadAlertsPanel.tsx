import type { QuietHours } from '@altum/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { Field, FieldError } from '../../../ui/form/Field';
import { Input } from '../../../ui/form/controls';
import { showToast } from '../../../ui/toast/toast';
import { Muted } from '../../../ui/Typography';
import { useOnline } from '../shell/useOnline';
import type { PanelState } from './alertState';
import { AlertSetupError } from './browserPush';
import { TakesLeadsSwitch } from './TakesLeadsSwitch';
import {
  alertsKeys,
  deviceAlertsQuery,
  quietHoursQuery,
  saveQuietHoursMutation,
  turnAlertsOffMutation,
  turnAlertsOnMutation,
} from './queries';

const OFFLINE_NOTE =
  'You are offline. Turning alerts on or off, and quiet hours, need a connection.';

const BLOCKED_HELP =
  'Notifications from this site are blocked in this browser, so alerts cannot be shown here. To allow them, open the site’s settings (the icon at the left of the address bar), set Notifications to Allow, then reload this page. In the installed app, allow notifications for Altum in the device’s settings.';

/** What each state says, in the panel's status line. */
function stateText(state: PanelState): { headline: string; detail?: string } {
  switch (state.kind) {
    case 'on':
      return {
        headline: 'On for this device',
        detail: 'A new lead shows here within seconds, with the first name, service and timeline.',
      };
    case 'off':
      return { headline: 'Off for this device' };
    case 'lost':
      return {
        headline: 'Off for this device',
        detail:
          'This device’s alert subscription was lost (the browser or the push service ended it), so no alerts reach it. Turn alerts on again.',
      };
    case 'blocked':
      return { headline: 'Blocked by the browser', detail: BLOCKED_HELP };
    case 'unsupported':
      return { headline: 'Not available on this device', detail: state.reason };
  }
}

const toTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const toMinutes = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** Quiet hours: off by default; a span on Houston's clock in which no alert is sent. */
function QuietHoursForm({
  uid,
  quietHours,
  online,
}: {
  uid: string;
  quietHours: QuietHours | null;
  online: boolean;
}) {
  const queryClient = useQueryClient();
  const [enabled, setEnabled] = useState(quietHours !== null);
  const [start, setStart] = useState(toTime(quietHours?.start ?? 22 * 60));
  const [end, setEnd] = useState(toTime(quietHours?.end ?? 7 * 60));
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    ...saveQuietHoursMutation(),
    onSuccess: (_, { quietHours: saved }) => {
      queryClient.setQueryData(alertsKeys.quietHours(uid), saved);
      showToast('success', saved ? 'Quiet hours saved' : 'Quiet hours turned off');
    },
    onError: (failure) => {
      console.error('Saving quiet hours failed', failure);
      showToast('error', 'Failed to save quiet hours');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!online || save.isPending) return;
    if (!enabled) return save.mutate({ uid, quietHours: null });
    const from = toMinutes(start);
    const to = toMinutes(end);
    if (from === null || to === null) return setError('Enter a start and an end time.');
    if (from === to) return setError('Start and end must be different times.');
    setError(undefined);
    save.mutate({ uid, quietHours: { start: from, end: to } });
  };
  return (
    <QuietForm onSubmit={submit} aria-labelledby="quiet-hours-title" noValidate>
      <h3 id="quiet-hours-title">Quiet hours</h3>
      <Muted>
        No alerts reach your devices in these hours (Houston time); the lead still waits in the
        inbox. Off unless you turn them on.
      </Muted>
      <Check>
        <input
          type="checkbox"
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
        />
        Pause my alerts every day
      </Check>
      {enabled ? (
        <Times>
          <Field label="From">
            {(control) => (
              <Input
                {...control}
                type="time"
                value={start}
                onChange={(event) => setStart(event.target.value)}
              />
            )}
          </Field>
          <Field label="Until">
            {(control) => (
              <Input
                {...control}
                type="time"
                value={end}
                onChange={(event) => setEnd(event.target.value)}
              />
            )}
          </Field>
        </Times>
      ) : null}
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <Button
        type="submit"
        $size="sm"
        $variant="secondary"
        aria-disabled={!online || save.isPending || undefined}
      >
        {save.isPending ? 'Saving…' : 'Save quiet hours'}
      </Button>
    </QuietForm>
  );
}

/**
 * 'Lead alerts': turns Web Push alerts on or off for this device, and sets the person's quiet
 * hours. The browser's permission prompt comes only from the 'Turn on' button.
 */
export function LeadAlertsPanel({ uid }: { uid: string }) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const device = useQuery(deviceAlertsQuery(uid));
  const quiet = useQuery(quietHoursQuery(uid));
  const [problem, setProblem] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: alertsKeys.device(uid) });
  const turnOn = useMutation({
    ...turnAlertsOnMutation(),
    onMutate: () => setProblem(null),
    onSuccess: () => showToast('success', 'Alerts turned on for this device'),
    onError: (failure) => {
      console.error('Turning lead alerts on failed', failure);
      setProblem(
        failure instanceof AlertSetupError
          ? failure.message
          : 'Failed to turn alerts on. Check the connection and try again.',
      );
    },
    onSettled: refresh,
  });
  const turnOff = useMutation({
    ...turnAlertsOffMutation(),
    onMutate: () => setProblem(null),
    onSuccess: () => showToast('success', 'Alerts turned off for this device'),
    onError: (failure) => {
      console.error('Turning lead alerts off failed', failure);
      setProblem('Failed to turn alerts off. Check the connection and try again.');
    },
    onSettled: refresh,
  });

  const state = device.data;
  const busy = turnOn.isPending || turnOff.isPending;
  const text = state ? stateText(state) : null;
  const canChange = online && !busy;
  return (
    <Panel $padding={4} as="section" aria-labelledby="lead-alerts-title" data-testid="lead-alerts">
      <Head>
        <h2 id="lead-alerts-title">Lead alerts</h2>
        <StateLine role="status" data-state={state?.kind ?? 'loading'}>
          {device.isPending
            ? 'Checking this device…'
            : device.isError
              ? 'Could not check this device’s alerts.'
              : text?.headline}
        </StateLine>
      </Head>
      {text?.detail ? <Muted>{text.detail}</Muted> : null}
      {!online ? <Alert tone="warning">{OFFLINE_NOTE}</Alert> : null}
      {problem ? <Alert>{problem}</Alert> : null}
      {state?.kind === 'on' ? (
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          aria-disabled={!canChange || undefined}
          onClick={() => (canChange ? turnOff.mutate(uid) : undefined)}
        >
          {turnOff.isPending ? 'Turning off…' : 'Turn off'}
        </Button>
      ) : state?.kind === 'off' || state?.kind === 'lost' ? (
        <Button
          type="button"
          $size="sm"
          aria-disabled={!canChange || undefined}
          onClick={() => (canChange ? turnOn.mutate(uid) : undefined)}
        >
          {turnOn.isPending ? 'Turning on…' : 'Turn on alerts for this device'}
        </Button>
      ) : null}
      <TakesLeadsSwitch uid={uid} online={online} />
      {quiet.data !== undefined ? (
        <QuietHoursForm uid={uid} quietHours={quiet.data} online={online} />
      ) : quiet.isError ? (
        <Alert>Could not load your quiet hours.</Alert>
      ) : null}
    </Panel>
  );
}

const Panel = styled(Card)`
  box-shadow: none;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[3]}px;
`;

const StateLine = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &[data-state='on'] {
    padding: 0 ${({ theme }) => theme.space[2]}px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSoft};
  }
`;

const QuietForm = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;
  padding-top: ${({ theme }) => theme.space[3]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  align-self: stretch;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  input {
    width: 20px;
    height: 20px;
  }
`;

const Times = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  > * {
    width: 150px;
  }
`;
