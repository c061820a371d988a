import { formatInspectionWindowShort } from '@altum/domain';
import styled from 'styled-components';
import { routerLink } from '../../../ui/routerLink';
import { Muted } from '../../../ui/Typography';
import { groupAgenda, type AgendaDay } from './agendaDays';
import type { AgendaBooking } from './data/agenda';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

function AgendaItem({ item }: { item: AgendaBooking }) {
  const { booking, lead } = item;
  const name = lead?.name || 'No name';
  return (
    <Item data-testid="agenda-booking">
      <When dateTime={booking.start.toISOString()}>{formatInspectionWindowShort(booking)}</When>
      <Who>
        <LeadLink to="/admin/leads" search={{ lead: booking.leadId }}>
          {name}
        </LeadLink>
        {lead ? (
          <>
            {lead.address ? <span>{lead.address}</span> : null}
            {lead.phone ? (
              <a href={telHref(lead.phone)} aria-label={`Call ${name}: ${lead.phone}`}>
                {lead.phone}
              </a>
            ) : null}
          </>
        ) : (
          <Muted as="span">This lead is no longer in the inbox.</Muted>
        )}
      </Who>
    </Item>
  );
}

function DayList({
  day,
  heading: Heading,
}: {
  day: AgendaDay<AgendaBooking>;
  heading: 'h3' | 'h4';
}) {
  const id = `agenda-${day.day}`;
  return (
    <DayBlock aria-labelledby={id}>
      <Heading id={id}>{day.label}</Heading>
      <List aria-labelledby={id}>
        {day.items.map((item) => (
          <AgendaItem key={item.booking.id} item={item} />
        ))}
      </List>
    </DayBlock>
  );
}

/**
 * Today's inspections and the rest of the week's, each with its lead (a link to it in the
 * inbox), address and phone (a tel: link), on Houston's clock: made for a staff phone.
 */
export function Agenda({ items, now }: { items: readonly AgendaBooking[]; now: Date }) {
  const { today, week } = groupAgenda(items, now);
  return (
    <Box aria-labelledby="agenda-heading" data-testid="agenda">
      <h2 id="agenda-heading">Agenda</h2>
      <Part aria-labelledby="agenda-today">
        <h3 id="agenda-today">Today, {today.label}</h3>
        {today.items.length === 0 ? (
          <Muted>Nothing booked today.</Muted>
        ) : (
          <List aria-labelledby="agenda-today">
            {today.items.map((item) => (
              <AgendaItem key={item.booking.id} item={item} />
            ))}
          </List>
        )}
      </Part>
      <Part aria-labelledby="agenda-week">
        <h3 id="agenda-week">This week</h3>
        {week.length === 0 ? <Muted>Nothing else booked in the next six days.</Muted> : null}
        {week.map((day) => (
          <DayList key={day.day} day={day} heading="h4" />
        ))}
      </Part>
    </Box>
  );
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h4 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: 0;
  }
`;

const Part = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const DayBlock = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 6.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
  border-left: 3px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const When = styled.time`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    /* A comfortable tap on a phone. */
    display: inline-block;
    min-height: 24px;
  }
`;

const LeadAnchor = styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const LeadLink = routerLink(LeadAnchor);
