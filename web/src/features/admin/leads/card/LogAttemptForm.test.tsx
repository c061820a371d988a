import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../ui/theme';
import type { InboxLeadRow } from '../data/leads';
import { LogAttemptForm } from './LogAttemptForm';
import type { AttemptInput } from './work';

const lead = (attemptCount: number) =>
  ({ id: 'lead-1', name: 'Maria Lopez', attemptCount }) as unknown as InboxLeadRow;

async function logTry(attemptCount: number) {
  const onLog = vi.fn<(input: AttemptInput) => void>();
  render(
    <ThemeProvider theme={theme}>
      <LogAttemptForm lead={lead(attemptCount)} onLog={onLog} onCancel={vi.fn()} />
    </ThemeProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save try' }));
  expect(onLog).toHaveBeenCalledOnce();
  return onLog.mock.calls[0]?.[0];
}

describe('LogAttemptForm', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs the try now, to the minute, with the follow-up it proposed', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T16:07:42Z'), toFake: ['Date'] });
    const logged = await logTry(0);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logged?.at).toEqual(new Date('2026-11-24T16:07:00Z'));
    expect(logged?.followUpAt).toEqual(new Date('2026-11-24T17:07:00Z'));
  });

  // The night Houston's clock falls back (1 Nov 2026), 1:00 to 2:00 comes twice: 1:30 CST
  // reads "01:30" as 1:30 CDT did an hour before.
  it('logs a try made in the repeated hour at its own instant, not an hour early', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T07:30:00Z'), toFake: ['Date'] });
    const logged = await logTry(2);
    expect(logged?.at).toEqual(new Date('2026-11-01T07:30:00Z'));
    expect(logged?.followUpAt).toEqual(new Date('2026-11-03T07:30:00Z'));
  });

  it('keeps a proposed follow-up that falls in the repeated hour at its instant', async () => {
    // 2:30 CDT two days before: two days on is 1:30 CST, the hour's second pass.
    vi.useFakeTimers({ now: new Date('2026-10-30T07:30:00Z'), toFake: ['Date'] });
    const logged = await logTry(2);
    expect(screen.getByLabelText('Next follow-up (Houston time)')).toHaveValue('2026-11-01T01:30');
    expect(logged?.followUpAt).toEqual(new Date('2026-11-01T07:30:00Z'));
  });
});
