import { expectedPhotoCount, leadPhotosLabel } from '@altum/domain';
import type { InboxLeadRow } from '../data/leads';
import { PhotoStrip } from '../photos/PhotoStrip';
import { Muted, Section } from './styles';

/**
 * The photos the homeowner sent with the request: how many, how many have arrived while some
 * are still on their way (the device uploads them after the request), and the thumbnails.
 * Nothing for a request without photos.
 */
export function PhotosSection({ lead }: { lead: InboxLeadRow }) {
  const expected = expectedPhotoCount(lead);
  if (expected === 0) return null;
  const headingId = `lead-${lead.id}-photos`;
  return (
    <Section aria-labelledby={headingId} data-testid="lead-photos">
      <h3 id={headingId}>Photos</h3>
      <Muted as="p">{leadPhotosLabel(lead.photos.length, expected)}</Muted>
      {lead.photos.length > 0 ? (
        <PhotoStrip photos={lead.photos} expected={expected} leadName={lead.name} />
      ) : null}
    </Section>
  );
}
