import {
  LEAD_INBOX_MESSAGES,
  LEAD_NOTE_MAX,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  isResendable,
  serviceLabel,
  timelineLabel,
  type LeadDeliverySummary,
  type LeadSource,
  type LeadStatus,
} from '@altum/domain';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import { Field } from '../../../ui/form/Field';
import { Select, TextArea } from '../../../ui/form/controls';
import { Muted as MutedText } from '../../../ui/Typography';
import type { InboxLeadRow } from './data/leads';
import { LeadStatusChip } from './LeadStatusChip';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the e-mail function recorded for one e-mail, in words. */
const EMAIL_STATE: Record<string, string> = {
  sent: 'sent',
  pending: 'not sent yet',
  failed: 'failed',
  skipped: 'not sent (limit reached)',
  blocked: 'blocked: SendGrid refused the API key',
  held: 'not sent (suspected spam)',
};

/** Why the form suspected a bot. */
const SPAM_REASON: Record<string, string> = {
  honeypot: 'the hidden field was filled',
  'too-fast': 'sent within 3 seconds of the page loading',
};

/** Why a confirmation was skipped, in words. */
const SKIP_REASON: Record<string, string> = {
  'mailbox-daily-cap': 'not sent (daily limit for this address)',
  'hourly-budget': 'not sent (hourly limit of the site)',
};

/** One label and its value in a Facts list. */
function Fact({ label, title, children }: { label: string; title?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd title={title}>{children}</dd>
    </div>
  );
}

function DeliveryText({ delivery }: { delivery: LeadDeliverySummary | null }) {
  if (!delivery) return <Muted as="span">Not sent yet</Muted>;
  const state = (value: string) =>
    (value === 'skipped' && delivery.skipReason ? SKIP_REASON[delivery.skipReason] : undefined) ??
    EMAIL_STATE[value] ??
    value;
  const failed = (value: string) => value === 'failed' || value === 'blocked';
  return (
    <Facts>
      <Fact label="Office">
        <Outcome $bad={failed(delivery.notification)}>{state(delivery.notification)}</Outcome>
      </Fact>
      <Fact label="Homeowner">
        <Outcome $bad={failed(delivery.confirmation)}>{state(delivery.confirmation)}</Outcome>
      </Fact>
      {delivery.error && isResendable(delivery) ? (
        <Fact label="Reason">
          <Muted as="span">{delivery.error}</Muted>
        </Fact>
      ) : null}
    </Facts>
  );
}

/** The referrer's host reads best; the full address is one hover or focus away. */
function referrerText(referrer: string): string {
  try {
    return new URL(referrer).host || referrer;
  } catch {
    return referrer;
  }
}

function SourceText({ source }: { source: LeadSource | null }) {
  if (!source) return <Muted as="span">Not recorded</Muted>;
  const campaign = [source.utmSource, source.utmCampaign].filter(Boolean).join(' / ');
  return (
    <Facts>
      <Fact label="Page">
        <Code>{source.page}</Code>
      </Fact>
      <Fact label="From" title={source.referrer ?? undefined}>
        {source.referrer ? referrerText(source.referrer) : 'Direct'}
      </Fact>
      {campaign ? <Fact label="UTM">{campaign}</Fact> : null}
    </Facts>
  );
}

export interface FollowUpInput {
  status: LeadStatus;
  note: string;
}

/** Status and note, edited in place and saved together. */
function FollowUpForm({
  lead,
  busy,
  onSave,
}: {
  lead: InboxLeadRow;
  busy: boolean;
  onSave: (input: FollowUpInput) => void;
}) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [note, setNote] = useState(lead.note);
  // A change saved elsewhere (another device, the listener) replaces an untouched form.
  const [seen, setSeen] = useState({ status: lead.status, note: lead.note });
  if (seen.status !== lead.status || seen.note !== lead.note) {
    setSeen({ status: lead.status, note: lead.note });
    setStatus(lead.status);
    setNote(lead.note);
  }
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const tooLong = note.trim().length > LEAD_NOTE_MAX;
  const changed = status !== lead.status || note.trim() !== lead.note;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !changed) return;
    // Submitting with an error takes focus to the field, whose message is linked to it.
    if (tooLong) {
      noteRef.current?.focus();
      return;
    }
    onSave({ status, note: note.trim() });
  };

  return (
    <FollowUp onSubmit={submit} aria-label={`Follow-up for ${lead.name || 'this lead'}`}>
      <Field label="Status">
        {(control) => (
          <Select
            {...control}
            value={status}
            onChange={(event) => setStatus(event.target.value as LeadStatus)}
          >
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {LEAD_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Note"
        count={{ value: note.trim().length, max: LEAD_NOTE_MAX }}
        error={tooLong ? LEAD_INBOX_MESSAGES.noteTooLong : undefined}
      >
        {(control) => (
          <NoteArea
            {...control}
            ref={noteRef}
            rows={2}
            value={note}
            placeholder="Called, inspection booked for..."
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      {/* aria-disabled, not disabled: a disabled button drops the focus it has (after a save,
          or while saving), and a press with an error must still reach the form to point at it. */}
      <Button type="submit" $size="sm" aria-disabled={busy || !changed || undefined}>
        Save
      </Button>
    </FollowUp>
  );
}

/** One lead: who, what they asked for, where they came from, the e-mails and the follow-up. */
export function LeadCard({
  lead,
  opened = false,
  canDelete,
  busy,
  onSave,
  onDelete,
  canResend = false,
  resending = false,
  onResend,
  onNotSpam,
}: {
  lead: InboxLeadRow;
  /** The lead the page was opened at (a lead alert's tap): marked, and focusable. */
  opened?: boolean;
  canDelete: boolean;
  busy: boolean;
  onSave: (input: FollowUpInput) => void;
  onDelete: () => void;
  /** Admins only: the server refuses anyone else. */
  canResend?: boolean;
  resending?: boolean;
  onResend?: () => void;
  /** For a suspected-spam lead: moves it to the ordinary list. */
  onNotSpam?: () => void;
}) {
  return (
    <Card
      id={`lead-${lead.id}`}
      aria-labelledby={`lead-${lead.id}-name`}
      data-testid="lead-card"
      data-opened={opened || undefined}
      tabIndex={opened ? -1 : undefined}
    >
      <Who>
        <NameRow>
          <Name id={`lead-${lead.id}-name`}>{lead.name || 'No name'}</Name>
          <LeadStatusChip status={lead.status} />
          {lead.pending ? <Pending>Waiting to sync</Pending> : null}
        </NameRow>
        {lead.suspectedSpam ? (
          <Muted as="p">
            Suspected spam: {SPAM_REASON[lead.suspectedSpam] ?? lead.suspectedSpam}. No e-mail was
            sent.
          </Muted>
        ) : null}
        {lead.createdAt ? (
          <Muted as="time" dateTime={lead.createdAt.toISOString()}>
            {dateTime.format(lead.createdAt)}
          </Muted>
        ) : null}
        <Contact>
          {lead.phone ? (
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a>
          ) : null}
          {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null}
          {lead.address ? <span>{lead.address}</span> : null}
        </Contact>
      </Who>
      <Request>
        <Facts>
          <Fact label="Service">{lead.service ? serviceLabel(lead.service) : '–'}</Fact>
          <Fact label="Timeline">{lead.timeline ? timelineLabel(lead.timeline) : '–'}</Fact>
        </Facts>
        {lead.message ? <Details>{lead.message}</Details> : <Muted>No details given.</Muted>}
      </Request>
      <Meta>
        <Section>
          <h3>Source</h3>
          <SourceText source={lead.source} />
        </Section>
        <Section>
          <h3>E-mails</h3>
          <DeliveryText delivery={lead.delivery} />
          {canResend && onResend && isResendable(lead.delivery) ? (
            <ResendButton
              type="button"
              $size="sm"
              $variant="secondary"
              aria-disabled={resending || undefined}
              onClick={() => (resending ? undefined : onResend())}
            >
              {resending ? 'Resending…' : 'Resend'}
            </ResendButton>
          ) : null}
        </Section>
      </Meta>
      <Side>
        <FollowUpForm lead={lead} busy={busy} onSave={onSave} />
        {lead.suspectedSpam && onNotSpam ? (
          <ResendButton type="button" $size="sm" $variant="secondary" onClick={onNotSpam}>
            Not spam
          </ResendButton>
        ) : null}
        {canDelete ? (
          <DeleteButton type="button" $size="sm" $variant="ghost" onClick={onDelete}>
            Delete lead
          </DeleteButton>
        ) : null}
      </Side>
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[5]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.xl}px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) minmax(0, 1.1fr) minmax(220px, 0.9fr);
  }
  /* The lead a lead alert opened: marked until another is opened. */
  &[data-opened] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.accent};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* Clear of the sticky header when scrolled to. */
  scroll-margin-top: 72px;
`;

/* The site's muted text a size down, inline (as="span"): the card's secondary lines. */
const Muted = styled(MutedText)`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
  min-width: 0;
`;

const NameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  overflow-wrap: anywhere;
`;

const Pending = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Contact = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Request = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

const Details = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 2px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`;

const Facts = styled.dl`
  margin: 0;
  display: grid;
  /* Labels as wide as this list's longest one, values take the rest. */
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 2px ${({ theme }) => theme.space[3]}px;
  div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Outcome = styled.span<{ $bad: boolean }>`
  color: ${({ theme, $bad }) => ($bad ? theme.colors.destructive : theme.colors.text)};
  font-weight: ${({ theme, $bad }) =>
    $bad ? theme.fontWeights.semibold : theme.fontWeights.regular};
`;

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

const FollowUp = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  button {
    align-self: flex-start;
  }
`;

const NoteArea = styled(TextArea)`
  min-height: 64px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ResendButton = styled(Button)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space[1]}px;
`;

const DeleteButton = styled(Button)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.destructive};
  padding: 0 ${({ theme }) => theme.space[2]}px;
  /* Its text lines up with the Save button above; the hover fill may reach past it. */
  margin-left: -${({ theme }) => theme.space[2]}px;
`;
