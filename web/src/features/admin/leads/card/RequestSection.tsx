import { serviceLabel, timelineLabel } from '@altum/domain';
import styled from 'styled-components';
import type { InboxLeadRow } from '../data/leads';
import { Fact, Facts, Muted } from './styles';

/** What the homeowner asked for. */
export function RequestSection({ lead }: { lead: InboxLeadRow }) {
  return (
    <Request>
      <Facts>
        <Fact label="Service">{lead.service ? serviceLabel(lead.service) : '–'}</Fact>
        <Fact label="Timeline">{lead.timeline ? timelineLabel(lead.timeline) : '–'}</Fact>
      </Facts>
      {lead.message ? <Details>{lead.message}</Details> : <Muted>No details given.</Muted>}
    </Request>
  );
}

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
