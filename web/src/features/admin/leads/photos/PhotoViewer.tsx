import { leadPhotoAlt, type LeadPhoto } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Dialog } from '../../../../ui/Dialog';
import { leadPhotoQuery } from '../queries';
import { BlobImage } from './BlobImage';
import { photoProblem } from './photoErrors';

/**
 * A request's photos at full size (the 1600 px copies), one at a time, in the site's modal
 * dialog: focus stays inside, Escape closes, the Left and Right arrow keys (or Previous and
 * Next) move between photos, round from the last to the first. The position is announced as
 * it changes.
 */
export function PhotoViewer({
  open,
  photos,
  position,
  expected,
  leadName,
  onMove,
  onClose,
}: {
  open: boolean;
  photos: readonly LeadPhoto[];
  /** Which of `photos` is shown. */
  position: number;
  expected: number;
  leadName: string;
  onMove: (position: number) => void;
  onClose: () => void;
}) {
  const photo = photos[position];
  const several = photos.length > 1;
  const move = (step: number) => onMove((position + step + photos.length) % photos.length);

  function onKeyDown(event: KeyboardEvent) {
    if (!several || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  }

  const name = leadName.trim() || 'the homeowner';
  return (
    <Dialog open={open && !!photo} onClose={onClose} title={`Photos sent by ${name}`} width={1040}>
      {photo ? (
        <Body onKeyDown={onKeyDown}>
          <LargePhoto
            photo={photo}
            alt={leadPhotoAlt(photo.index + 1, expected, leadName)}
            load={open}
          />
          <Controls>
            {several ? (
              <>
                <Button $variant="outline" $size="sm" onClick={() => move(-1)}>
                  Previous
                </Button>
                <Button $variant="outline" $size="sm" data-autofocus onClick={() => move(1)}>
                  Next
                </Button>
              </>
            ) : null}
            <Position aria-live="polite" aria-atomic="true">
              Photo {photo.index + 1} of {expected}
            </Position>
            <Button
              $variant="secondary"
              $size="sm"
              data-autofocus={several ? undefined : true}
              onClick={onClose}
            >
              Close
            </Button>
          </Controls>
        </Body>
      ) : null}
    </Dialog>
  );
}

function LargePhoto({ photo, alt, load }: { photo: LeadPhoto; alt: string; load: boolean }) {
  const file = useQuery({ ...leadPhotoQuery(photo.largePath), enabled: load });
  return (
    <Frame
      data-testid="lead-photo-large"
      data-state={file.data ? 'shown' : file.isError ? 'problem' : 'loading'}
    >
      {file.data ? (
        // The original's size gives the shape; CSS fits it to the screen.
        <BlobImage blob={file.data} alt={alt} width={photo.width} height={photo.height} />
      ) : (
        <Waiting>{file.isError ? photoProblem(file.error) : 'Loading photo...'}</Waiting>
      )}
    </Frame>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  min-width: 0;
`;

const Frame = styled.div`
  display: grid;
  place-items: center;
  min-height: 200px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  overflow: hidden;
  img {
    display: block;
    max-width: 100%;
    width: auto;
    height: auto;
    /* The title and the buttons stay on screen with it. */
    max-height: calc(100dvh - 220px);
    object-fit: contain;
  }
`;

const Waiting = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: center;
`;

/*
 * On a phone: Previous and Next side by side under the photo, then the position and Close.
 * Wider: one row, the position first. Focus follows the buttons' order either way.
 */
const Controls = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  > :last-child {
    justify-self: end;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: flex;
    justify-content: flex-end;
  }
`;

const Position = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}px) {
    order: -1;
    margin-right: auto;
  }
`;
