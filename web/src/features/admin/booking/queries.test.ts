import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { agendaQuery } from '../inspections/queries';
import { bookForLeadMutation, cancelForLeadMutation, staffAvailabilityQuery } from './queries';

// Any fixed span: the agenda's key carries its start.
const FROM = new Date('2026-12-01T06:00:00Z');
const TO = new Date('2026-12-08T06:00:00Z');

function cached() {
  const queryClient = new QueryClient();
  const agenda = agendaQuery(FROM, TO).queryKey;
  const places = staffAvailabilityQuery().queryKey;
  queryClient.setQueryData(agenda, []);
  queryClient.setQueryData(places, null);
  const stale = () => ({
    agenda: queryClient.getQueryState(agenda)?.isInvalidated,
    places: queryClient.getQueryState(places)?.isInvalidated,
  });
  return { queryClient, stale };
}

describe('a booking from a lead card', () => {
  it('reads the places left and the Inspections agenda again once booked or refused', async () => {
    const { queryClient, stale } = cached();
    expect(stale()).toEqual({ agenda: false, places: false });
    const { onSettled } = bookForLeadMutation(queryClient);
    await onSettled?.(undefined, null, { leadId: 'lead-1', windowId: 'w' }, undefined, {
      client: queryClient,
      meta: undefined,
    });
    expect(stale()).toEqual({ agenda: true, places: true });
  });

  it('does the same once cancelled', async () => {
    const { queryClient, stale } = cached();
    const { onSettled } = cancelForLeadMutation(queryClient);
    await onSettled?.(undefined, null, 'lead-1', undefined, {
      client: queryClient,
      meta: undefined,
    });
    expect(stale()).toEqual({ agenda: true, places: true });
  });
});
