import {
  LEAD_ATTEMPT_LABELS,
  attemptCountLabel,
  formatZonedTime,
  type InboxLead,
} from '@altum/domain';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import type { InboxLeadRow } from '../data/leads';
import { LogAttemptForm } from './LogAttemptForm';
import { Muted, Section } from './styles';
import type { LeadWork } from './work';

type Attempt = InboxLead['attempts'][number];

function AttemptLine({ attempt }: { attempt: Attempt }) {
  return (
    <li>
      <strong>{LEAD_ATTEMPT_LABELS[attempt.kind]}</strong>{' '}
      <Muted as="span">
        <time dateTime={attempt.at.toISOString()}>{formatZonedTime(attempt.at)}</time>
        {attempt.byName ? `, ${attempt.byName}` : ''}
      </Muted>
      {attempt.note ? <Note>{attempt.note}</Note> : null}
    </li>
  );
}

/**
 * The tries to reach the homeowner ("3 attempts", newest first), the next follow-up, and
 * "Log a try" (a form opened on demand, so the card stays calm).
 */
export function AttemptsSection({
  lead,
  work,
  now,
}: {
  lead: InboxLeadRow;
  work?: LeadWork;
  now: Date;
}) {
  const [logging, setLogging] = useState(false);
  const logButton = useRef<HTMLButtonElement>(null);
  // Closing the form returns focus to the button that opened it.
  const close = () => {
    setLogging(false);
    requestAnimationFrame(() => logButton.current?.focus());
  };
  const headingId = `lead-${lead.id}-attempts`;
  const due = lead.followUpAt !== null && lead.followUpAt.getTime() <= now.getTime();
  return (
    <Section aria-labelledby={headingId} data-testid="lead-attempts">
      <h3 id={headingId}>Attempts</h3>
      <Count data-testid="attempt-count">
        {lead.attemptCount > 0 ? attemptCountLabel(lead.attemptCount) : 'No attempts yet'}
      </Count>
      {lead.attempts.length > 0 ? (
        <List aria-label={`Attempts for ${lead.name || 'this lead'}`}>
          {[...lead.attempts].reverse().map((attempt, index) => (
            <AttemptLine key={`${attempt.at.getTime()}-${index}`} attempt={attempt} />
          ))}
        </List>
      ) : null}
      {lead.followUpAt ? (
        <FollowUpLine data-due={due || undefined} data-testid="lead-follow-up">
          {due ? 'Follow-up due: ' : 'Next follow-up: '}
          <time dateTime={lead.followUpAt.toISOString()}>{formatZonedTime(lead.followUpAt)}</time>
        </FollowUpLine>
      ) : null}
      {work ? (
        <Actions>
          {logging ? null : (
            <Button
              type="button"
              $size="sm"
              $variant="secondary"
              ref={logButton}
              onClick={() => setLogging(true)}
            >
              Log a try
            </Button>
          )}
          {lead.followUpAt && !logging ? (
            <Button type="button" $size="sm" $variant="ghost" onClick={work.onClearFollowUp}>
              Clear follow-up
            </Button>
          ) : null}
        </Actions>
      ) : null}
      {work && logging ? (
        <LogAttemptForm
          lead={lead}
          onCancel={close}
          onLog={(input) => {
            work.onLogAttempt(input);
            close();
          }}
        />
      ) : null}
    </Section>
  );
}

const Count = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Note = styled.span`
  display: block;
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

const FollowUpLine = styled.p`
  margin: 0;
  &[data-due] {
    align-self: flex-start;
    padding: 0 ${({ theme }) => theme.space[2]}px;
    background: ${({ theme }) => theme.colors.warningSoft};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[1]}px;
`;
