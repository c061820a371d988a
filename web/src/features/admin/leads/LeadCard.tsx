import styled from 'styled-components';
import { Button } from '../../../ui/Button';
import type { InboxLeadRow } from './data/leads';
import { AttemptsSection } from './card/AttemptsSection';
import { BookingSection } from './card/BookingSection';
import { DeliverySection } from './card/DeliverySection';
import { NotesSection, type FollowUpInput } from './card/NotesSection';
import { OwnerSection } from './card/OwnerSection';
import { PhotosSection } from './card/PhotosSection';
import { RelatedSection } from './card/RelatedSection';
import { RequestSection } from './card/RequestSection';
import { SourceSection } from './card/SourceSection';
import { SideButton } from './card/styles';
import { WhoSection } from './card/WhoSection';
import type { LeadWork } from './card/work';
import { QuoteSection } from './quote/QuoteSection';

export type { FollowUpInput };

/**
 * One lead: a frame of sections, each its own file under card/ (who and the linked requests,
 * the request and its photos, source, e-mails, owner, attempts, the office's status and
 * note, the quote), so a new part of a lead (booking) lands in one small file.
 */
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
  work,
  now = new Date(),
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
  /** Owner and attempts: who is signed in and the changes (without it, shown read-only). */
  work?: LeadWork;
  /** The inbox's clock, for a follow-up that is due. */
  now?: Date;
}) {
  return (
    <Card
      id={`lead-${lead.id}`}
      aria-labelledby={`lead-${lead.id}-name`}
      data-testid="lead-card"
      data-opened={opened || undefined}
      // Focused by a lead alert's link, or when the card that had focus leaves the list.
      tabIndex={-1}
    >
      <Column>
        <WhoSection lead={lead} />
        <RelatedSection lead={lead} />
      </Column>
      <Column>
        <RequestSection lead={lead} />
        <PhotosSection lead={lead} />
        <SourceSection source={lead.source} />
        <DeliverySection
          delivery={lead.delivery}
          canResend={canResend}
          resending={resending}
          onResend={onResend}
        />
      </Column>
      <Column>
        <BookingSection lead={lead} canBook={Boolean(work)} />
        <OwnerSection lead={lead} work={work} />
        <AttemptsSection lead={lead} work={work} now={now} />
      </Column>
      <Side>
        <NotesSection lead={lead} busy={busy} onSave={onSave} />
        {lead.suspectedSpam && onNotSpam ? (
          <SideButton type="button" $size="sm" $variant="secondary" onClick={onNotSpam}>
            Not spam
          </SideButton>
        ) : null}
        {canDelete ? (
          <DeleteButton type="button" $size="sm" $variant="ghost" onClick={onDelete}>
            Delete lead
          </DeleteButton>
        ) : null}
      </Side>
      {/* Staff working the lead write its quote (the card's full width, below the rest). */}
      {work ? <QuoteSection lead={lead} uid={work.me.uid} now={now} /> : null}
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

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-width: 0;
`;

const DeleteButton = styled(Button)`
  align-self: flex-start;
  color: ${({ theme }) => theme.colors.destructive};
  padding: 0 ${({ theme }) => theme.space[2]}px;
  /* Its text lines up with the Save button above; the hover fill may reach past it. */
  margin-left: -${({ theme }) => theme.space[2]}px;
`;
