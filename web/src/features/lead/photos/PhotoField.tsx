/**
 * Photos of the damage, attached to the request: from the camera or the library (a file input
 * with its visible label), or dropped on the zone on a desktop. Each is made small in a worker
 * as soon as it is picked (compressPhoto.ts), shown as a thumbnail with its own progress and a
 * Remove button, and sent after the request (photoDelivery.ts). Loaded once the app has started,
 * into the space the form keeps for it (PhotoSlot.tsx).
 */
import { useId, useState, type DragEvent } from 'react';
import styled from 'styled-components';
import { LEAD_PHOTO_TYPES, MAX_LEAD_PHOTOS } from '@altum/domain';
import { PHOTO_SLOT_HEIGHT, type PhotoPicks } from '../photoPicks';
import type { CompressResult } from './compressMessages';
import { compressPhoto as compressInWorker } from './compressPhoto';
import { countable, type Item, type Stage } from './photoFieldReducer';
import { usePhotoFieldState } from './usePhotoFieldState';
import { usePhotoPicks } from './usePhotoPicks';
import { usePhotoUploads } from './usePhotoUploads';

export interface PhotoFieldProps {
  /** Hands the form its way to the photos (take them at a submit, give them back on failure). */
  bind: (picks: PhotoPicks | null) => void;
  /** Decodes and re-encodes one photo: the worker on the site, something else in tests. */
  compress?: (file: Blob) => Promise<CompressResult>;
}

export default function PhotoField({ bind, compress = compressInWorker }: PhotoFieldProps) {
  const id = useId();
  const store = usePhotoFieldState();
  const picks = usePhotoPicks(store, compress);
  usePhotoUploads(store, picks, bind);
  const { add, remove } = picks;
  const { items, batches, notice } = store.state;
  const [dragging, setDragging] = useState(false);

  const count = countable(items);
  const full = count >= MAX_LEAD_PHOTOS;
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (full) return;
    add(
      Array.from(event.dataTransfer.files).filter(
        (file) => file.type === '' || file.type.startsWith('image/'),
      ),
    );
  };

  return (
    <Field role="group" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>Photos of the damage</Title>
      <Zone
        $dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <FileInput
          id={`${id}-input`}
          type="file"
          accept={LEAD_PHOTO_TYPES.join(',')}
          multiple
          disabled={full}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            add(Array.from(event.currentTarget.files ?? []));
            event.currentTarget.value = '';
          }}
        />
        <AddLabel htmlFor={`${id}-input`} $disabled={full}>
          Add photos
        </AddLabel>
        <Hint id={`${id}-hint`}>
          Optional. Up to {MAX_LEAD_PHOTOS} photos<DropWords>, or drop them here</DropWords>.
        </Hint>
      </Zone>
      <Status role="status">
        {notice || (count > 0 ? `${count} of ${MAX_LEAD_PHOTOS} photos attached.` : '')}
      </Status>
      {items.length > 0 && (
        <List aria-label="Attached photos">
          {items.map((item, index) => (
            <PhotoItem key={item.key} item={item} label={`photo ${index + 1}`}>
              <RemoveButton
                type="button"
                onClick={() => remove(item.key)}
                aria-label={`Remove photo ${index + 1} (${item.name})`}
              >
                Remove
              </RemoveButton>
            </PhotoItem>
          ))}
        </List>
      )}
      {batches.map((batch) => (
        <List key={batch.leadId} aria-label="Photos sent with your request">
          {batch.items.map((item) => (
            <PhotoItem key={item.key} item={item} label={`photo ${(item.n ?? 0) + 1}`} />
          ))}
        </List>
      ))}
    </Field>
  );
}

function PhotoItem(props: { item: Item; label: string; children?: React.ReactNode }) {
  const { item, label } = props;
  const stage = item.stage;
  const Label = label.charAt(0).toUpperCase() + label.slice(1);
  return (
    <Row $problem={stage.kind === 'problem'}>
      {item.thumb ? (
        <Thumb src={item.thumb} alt={`${Label}: ${item.name}`} width={64} height={64} />
      ) : (
        <NoThumb aria-hidden="true" />
      )}
      <Detail>
        <Name>{item.thumb ? `${Label}` : `${Label}: ${item.name}`}</Name>
        {stage.kind === 'problem' ? (
          <Problem>{stage.problem}</Problem>
        ) : (
          <>
            <Progress aria-label={`${Label} progress`} max={1} value={progressOf(stage)} />
            <StageText>{stageText(stage)}</StageText>
          </>
        )}
      </Detail>
      {props.children}
    </Row>
  );
}

function progressOf(stage: Stage): number | undefined {
  switch (stage.kind) {
    case 'preparing':
      return undefined; // indeterminate
    case 'ready':
      return 0;
    case 'sending':
      return stage.fraction;
    default:
      return 1;
  }
}

function stageText(stage: Stage): string {
  switch (stage.kind) {
    case 'preparing':
      return 'Preparing…';
    case 'ready':
      return 'Ready to send';
    case 'sending':
      return stage.waiting
        ? "Waiting: it will be sent when you're back online"
        : `Sending ${Math.round(stage.fraction * 100)}%`;
    case 'sent':
      return 'Sent';
    default:
      return '';
  }
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  min-height: ${PHOTO_SLOT_HEIGHT}px;
`;

// Fixed line heights, one line each: the empty control is exactly PHOTO_SLOT_HEIGHT tall (title
// 24, gap 8, zone 100, gap 8, status 20), the space the form kept for it, at every width.
const Title = styled.span`
  line-height: 24px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Zone = styled.div<{ $dragging: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  min-height: 100px;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 2px dashed
    ${({ theme, $dragging }) => ($dragging ? theme.colors.focus : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $dragging }) =>
    $dragging ? theme.colors.accentSoft : theme.colors.surfaceSunken};
`;

/** Hidden but focusable: its label is the visible button. */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
  &:focus-visible + label {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const AddLabel = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  flex: none;
  white-space: nowrap;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
`;

const Hint = styled.span`
  line-height: 20px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Dropping files is a desktop gesture: phones pick from the camera or library. Only where the
 * form is wide enough for the hint to stay on one line (the space kept for the control).
 */
const DropWords = styled.span`
  display: none;
  @media (hover: hover) and (pointer: fine) and (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: inline;
  }
`;

const Status = styled.p`
  /* Always there, empty or not: a live region must exist before what it announces. */
  margin: 0;
  min-height: 20px;
  line-height: 20px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li<{ $problem: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[2]}px;
  border: 1px solid
    ${({ theme, $problem }) => ($problem ? theme.colors.destructive : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $problem }) =>
    $problem ? theme.colors.destructiveSoft : theme.colors.surface};
`;

const Thumb = styled.img`
  flex: none;
  width: 64px;
  height: 64px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const NoThumb = styled.span`
  flex: none;
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSunken};
`;

const Detail = styled.div`
  display: flex;
  flex: 1;
  min-width: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]}px;
`;

const Name = styled.span`
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Progress = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.success};
`;

const StageText = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.destructive};
`;

const RemoveButton = styled.button`
  flex: none;
  min-height: 44px;
  min-width: 44px;
  padding: 0 ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
`;
