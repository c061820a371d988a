import { isQuietSpam, tooFastNote } from '@altum/domain';
import styled from 'styled-components';
import type { InboxLeadRow } from '../data/leads';
import { LeadStatusChip } from '../LeadStatusChip';
import { bookingLine } from './BookingSection';
import { Muted, Pending } from './styles';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Why the form suspected a bot (a lead listed apart). */
const SPAM_REASON: Record<string, string> = {
  honeypot: 'the hidden field was filled',
};

/** Who asked, when, and how to reach them. */
export function WhoSection({ lead }: { lead: InboxLeadRow }) {
  return (
    <Who>
      <NameRow>
        <Name id={`lead-${lead.id}-name`}>{lead.name || 'No name'}</Name>
        <LeadStatusChip status={lead.status} />
        {lead.booking ? (
          <BookingChip data-status={lead.booking.status}>{bookingLine(lead.booking)}</BookingChip>
        ) : null}
        {lead.pending ? <Pending>Waiting to sync</Pending> : null}
      </NameRow>
      {lead.suspectedSpam && isQuietSpam(lead.suspectedSpam) ? (
        <Muted as="p">
          Suspected spam: {SPAM_REASON[lead.suspectedSpam] ?? lead.suspectedSpam}. No e-mail was
          sent.
        </Muted>
      ) : lead.suspectedSpam ? (
        // Sent too fast only: a real person with autofill does that. Listed with the rest.
        <FastMark data-testid="fast-mark">Fast request, {tooFastNote(lead.fillMs)}</FastMark>
      ) : null}
      {lead.createdAt ? (
        <Muted as="time" dateTime={lead.createdAt.toISOString()}>
          {dateTime.format(lead.createdAt)}
        </Muted>
      ) : null}
      <Contact>
        {lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a> : null}
        {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null}
        {lead.address ? <span>{lead.address}</span> : null}
      </Contact>
    </Who>
  );
}

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

const FastMark = styled.p`
  margin: 0;
  align-self: flex-start;
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSoft};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/* The booking at a glance in the list ("Booked Tue 10–12"); a cancelled one is plain. */
const BookingChip = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  &[data-status='cancelled'] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceSunken};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;
