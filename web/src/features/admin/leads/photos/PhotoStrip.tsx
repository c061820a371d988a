import { photoButtonLabel, type LeadPhoto } from '@altum/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type Ref } from 'react';
import styled from 'styled-components';
import { leadPhotoQuery } from '../queries';
import { BlobImage } from './BlobImage';
import { photoProblem } from './photoErrors';
import { PhotoViewer } from './PhotoViewer';
import { useNearViewport } from './useNearViewport';

/**
 * The photos that arrived with a request, as thumbnails: each a button that opens the viewer
 * at that photo. Fetched only once the strip nears the viewport; one that cannot be shown says
 * why and the rest show. Closing the viewer puts focus on the thumbnail of the photo last
 * shown, so Tab goes on from where the person is.
 */
export function PhotoStrip({
  photos,
  expected,
  leadName,
}: {
  photos: readonly LeadPhoto[];
  /** How many the request carries (the buttons say "Photo 2 of 3"). */
  expected: number;
  leadName: string;
}) {
  const [stripRef, near] = useNearViewport<HTMLUListElement>();
  const [shown, setShown] = useState<number | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());

  function close() {
    const last = shown === null ? undefined : photos[shown]?.index;
    setShown(null);
    // After the dialog has handed focus back to the button that opened it.
    setTimeout(() => {
      if (last !== undefined) buttons.current.get(last)?.focus();
    }, 0);
  }

  return (
    <>
      <Strip ref={stripRef}>
        {photos.map((photo, position) => (
          <li key={photo.index}>
            <Thumb
              ref={(button) => {
                if (button) buttons.current.set(photo.index, button);
                else buttons.current.delete(photo.index);
              }}
              path={photo.thumbPath}
              label={photoButtonLabel(photo.index + 1, expected)}
              load={near}
              onOpen={() => setShown(position)}
            />
          </li>
        ))}
      </Strip>
      <PhotoViewer
        open={shown !== null}
        photos={photos}
        position={shown ?? 0}
        expected={expected}
        leadName={leadName}
        onMove={setShown}
        onClose={close}
      />
    </>
  );
}

/** One thumbnail's button: the photo, or while it loads a calm empty square, or what failed. */
function Thumb({
  ref,
  path,
  label,
  load,
  onOpen,
}: {
  ref: Ref<HTMLButtonElement>;
  path: string;
  label: string;
  load: boolean;
  onOpen: () => void;
}) {
  const photo = useQuery({ ...leadPhotoQuery(path), enabled: load });
  const problemId = useId();
  const problem = photo.isError ? photoProblem(photo.error) : null;
  // What failed is shown over the square but kept out of the button: text inside it that its
  // name does not contain would fail WCAG 2.5.3 (label in name); it is the description.
  return (
    <ThumbFrame>
      <ThumbButton
        ref={ref}
        type="button"
        aria-label={label}
        aria-describedby={problem ? problemId : undefined}
        data-testid="lead-photo-thumb"
        data-state={photo.data ? 'shown' : problem ? 'problem' : 'loading'}
        onClick={onOpen}
      >
        {photo.data ? (
          <BlobImage blob={photo.data} alt="" width={THUMB_PX} height={THUMB_PX} decoding="async" />
        ) : null}
      </ThumbButton>
      {problem && !photo.data ? (
        <Problem id={problemId} aria-hidden="true">
          {problem}
        </Problem>
      ) : null}
    </ThumbFrame>
  );
}

/** Square thumbnails, small enough for a dense card, big enough to tell a gutter from a roof. */
const THUMB_PX = 80;

const Strip = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const ThumbButton = styled.button`
  display: grid;
  place-items: center;
  width: ${THUMB_PX}px;
  height: ${THUMB_PX}px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: zoom-in;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ThumbFrame = styled.div`
  position: relative;
`;

const Problem = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  pointer-events: none;
  color: ${({ theme }) => theme.colors.textMuted};
  padding: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.2;
  text-align: center;
  overflow-wrap: anywhere;
`;
