import {
  leadCountLabel,
  LEAD_INBOX_MESSAGES,
  LEAD_STATUS_LABELS,
  type LeadOwnerFilter,
  type LeadStatus,
} from '@altum/domain';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../../ui/Alert';
import { Button } from '../../../../ui/Button';
import { Spinner } from '../../../../ui/Spinner';
import { Muted } from '../../../../ui/Typography';
import type { InboxLeadRow } from '../data/leads';
import type { useLeadPages } from '../useLiveLeads';
import { LeadList } from './styles';

/** Why a list is empty, in the filter's own words. */
function emptyWords(due: boolean, status?: LeadStatus, owner?: LeadOwnerFilter): string {
  if (due) return `No follow-ups due${owner ? ' here' : ''}.`;
  if (status) return `No ${LEAD_STATUS_LABELS[status].toLowerCase()} leads${owner ? ' here' : ''}.`;
  if (owner === 'mine') return 'No leads of yours.';
  if (owner === 'unassigned') return 'Every lead has an owner.';
  return 'No leads yet. Requests from the estimate form will appear here.';
}

/** A filter's list a page at a time: loading, failure, emptiness, the cards, and "older". */
export function InboxList({
  list,
  shown,
  name,
  total,
  online,
  due,
  status,
  owner,
  card,
}: {
  list: ReturnType<typeof useLeadPages>;
  /** The rows of the loaded pages, less a lead shown apart. */
  shown: InboxLeadRow[];
  name: string;
  total: number | undefined;
  online: boolean;
  due: boolean;
  status?: LeadStatus;
  owner?: LeadOwnerFilter;
  card: (lead: InboxLeadRow) => ReactNode;
}) {
  return (
    <>
      {!list.loaded && !list.listenError ? <Spinner label="Loading leads..." /> : null}
      {list.listenError ? <Alert>{LEAD_INBOX_MESSAGES.loadFailed}</Alert> : null}
      {list.loaded && shown.length === 0 ? <Muted>{emptyWords(due, status, owner)}</Muted> : null}
      {shown.length > 0 ? (
        <LeadList aria-label={name}>{shown.map((lead) => card(lead))}</LeadList>
      ) : null}
      {list.loaded ? (
        <Paging>
          <Muted role="status" data-testid="leads-shown">
            {shown.length > 0
              ? `Showing ${shown.length}${total !== undefined ? ` of ${leadCountLabel(total)}` : ''} ${shown.length === 1 ? 'lead' : 'leads'}.`
              : ''}
          </Muted>
          {list.hasOlder ? (
            <Button
              $variant="outline"
              aria-disabled={list.loadingOlder}
              onClick={() => void list.showOlder()}
            >
              {list.loadingOlder ? 'Loading…' : due ? 'Show more follow-ups' : 'Show older leads'}
            </Button>
          ) : null}
          {list.olderError ? (
            <Alert>
              {online
                ? LEAD_INBOX_MESSAGES.loadFailed
                : 'Older leads are not on this device; they load when the connection returns.'}
            </Alert>
          ) : null}
        </Paging>
      ) : null}
    </>
  );
}

const Paging = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]}px;
`;
