/**
 * Photos of the damage, attached to the request: from the camera or the library (a file input
 * with its visible label), or dropped on the zone on a desktop. Each is made small in a worker
 * as soon as it is picked (compressPhoto.ts), shown as a thumbnail with its own progress and a
 * Remove button, and sent after the request (photoDelivery.ts). Loaded once the app has started,
 * into the space the form keeps for it (PhotoSlot.tsx).
 */
import {
  startTransition,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type DragEvent,
} from 'react';
import styled from 'styled-components';
import { isLeadPhotoType, LEAD_PHOTO_TYPES, MAX_LEAD_PHOTOS } from '@altum/domain';
import { PHOTO_SLOT_HEIGHT, type PhotoPicks } from '../photoPicks';
import type { CompressResult } from './compressMessages';
import { compressPhoto as compressInWorker } from './compressPhoto';
import { onPhotoEvent, preloadPhotoUpload } from './photoDelivery';
import { photoProblem } from './photoText';

type Stage =
  | { kind: 'preparing' }
  | { kind: 'ready'; blob: Blob }
  | { kind: 'problem'; problem: string }
  /** Taken by a submit: waiting for the request, or being sent (fraction), or waiting online. */
  | { kind: 'sending'; blob: Blob; fraction: number; waiting: boolean }
  | { kind: 'sent' };

interface Item {
  key: number;
  name: string;
  thumb?: string;
  stage: Stage;
  /** Photo n of the request it was sent with. */
  n?: number;
}

interface Batch {
  leadId: string;
  items: Item[];
}

export interface PhotoFieldProps {
  /** Hands the form its way to the photos (take them at a submit, give them back on failure). */
  bind: (picks: PhotoPicks | null) => void;
  /** Decodes and re-encodes one photo: the worker on the site, something else in tests. */
  compress?: (file: Blob) => Promise<CompressResult>;
}

let nextKey = 0;

export default function PhotoField({ bind, compress = compressInWorker }: PhotoFieldProps) {
  const id = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [batches, setBatches] = useState<Batch[]>([]);
  const [notice, setNotice] = useState('');
  const [dragging, setDragging] = useState(false);
  const prepared = useRef(new Map<number, Promise<void>>());
  /**
   * Each photo's outcome as soon as it is known, before its render commits: a submit reads it
   * here, so a photo that turned ready just before the tap is never left out.
   */
  const outcomes = useRef(new Map<number, Partial<Item>>());
  /** The id of the request the last submit kept photos for (photoDelivery's 'kept'). */
  const keptFor = useRef<string | undefined>(undefined);

  // A transition too: a photo turning ready mounts its thumbnail, a render that must yield to
  // a tap while the other photos are still being made small.
  const settle = (key: number, change: Partial<Item>) => {
    outcomes.current.set(key, change);
    startTransition(() =>
      setItems((now) => now.map((item) => (item.key === key ? { ...item, ...change } : item))),
    );
  };

  const add = (files: readonly File[]) => {
    const images = files.slice(0, Math.max(0, MAX_LEAD_PHOTOS - countable(items)));
    const left = files.length - images.length;
    const added = images.map((file) => ({
      key: nextKey++,
      name: file.name || 'photo',
      stage: { kind: 'preparing' } as Stage,
    }));
    // As a transition: the first rows (and their styles) are a render of 50-80 ms on a slow
    // phone, which the file picker's change event would otherwise run in one task, before the
    // next tap is answered.
    startTransition(() => {
      setNotice(
        left > 0
          ? `A request takes up to ${MAX_LEAD_PHOTOS} photos: ${left === 1 ? '1 photo was' : `${left} photos were`} not added.`
          : '',
      );
      setItems((now) => [...now, ...added]);
    });
    const preparing = added.map((item, index) => {
      const file = images[index] as File;
      // A format the server refuses (TIFF and the like) is not prepared: it says what to do.
      const result: Promise<CompressResult> = isLeadPhotoType(file.type)
        ? compress(file)
        : Promise.resolve({ kind: 'unreadable' });
      const done = result.then((result) => {
        if (result.kind === 'done')
          settle(item.key, {
            stage: { kind: 'ready', blob: result.blob },
            thumb: URL.createObjectURL(result.thumb),
          });
        else settle(item.key, { stage: { kind: 'problem', problem: photoProblem(result.kind) } });
      });
      prepared.current.set(item.key, done);
      return done;
    });
    // Storage's code, while the device is online: after the photos are ready, so parsing it
    // never competes with the work on them.
    if (added.length > 0) void Promise.all(preparing).then(preloadPhotoUpload);
  };

  const remove = (key: number) => {
    setItems((now) => {
      const gone = now.find((item) => item.key === key);
      if (gone?.thumb) URL.revokeObjectURL(gone.thumb);
      return now.filter((item) => item.key !== key);
    });
    prepared.current.delete(key);
    outcomes.current.delete(key);
  };

  // What the last submit took: it becomes a batch being sent once the device has kept it.
  const taken = useRef<Item[]>([]);

  // The form's side: what a submit takes, and what it gives back if the save failed.
  useEffect(() => {
    bind({
      take: async () => {
        await Promise.all(prepared.current.values());
        // The latest state, once every photo still being prepared is done.
        const now = await new Promise<Item[]>((resolve) =>
          setItems((current) => {
            resolve(current);
            return current;
          }),
        );
        taken.current = now
          .map((item) => ({ ...item, ...outcomes.current.get(item.key) }))
          .filter((item) => item.stage.kind === 'ready')
          .map((item, n) => ({ ...item, n }));
        return taken.current.map((item) => (item.stage as { blob: Blob }).blob);
      },
      release: () => {
        const leadId = keptFor.current;
        const back = taken.current;
        taken.current = [];
        if (leadId === undefined) return;
        keptFor.current = undefined;
        setBatches((now) => now.filter((batch) => batch.leadId !== leadId));
        setItems((now) => [...back, ...now]);
      },
    });
    return () => bind(null);
  }, [bind]);

  /** The device kept the photos of the last submit for this request: they are being sent. */
  const kept = useEffectEvent((leadId: string) => {
    keptFor.current = leadId;
    const batch = taken.current.map((item) => ({
      ...item,
      stage: {
        kind: 'sending',
        blob: (item.stage as { blob: Blob }).blob,
        fraction: 0,
        waiting: !navigator.onLine,
      } as Stage,
    }));
    const keys = new Set(batch.map((item) => item.key));
    for (const key of keys) {
      prepared.current.delete(key);
      outcomes.current.delete(key);
    }
    // Photos that could not be read are not part of the request: they go with the submit (as
    // known now, which the last commit may not show yet).
    const unreadable = (item: Item) =>
      (outcomes.current.get(item.key)?.stage ?? item.stage).kind === 'problem';
    setItems((now) => now.filter((item) => !keys.has(item.key) && !unreadable(item)));
    setBatches((now) => [...now, { leadId, items: batch }]);
  });

  // Progress of the photos this page sends.
  useEffect(
    () =>
      onPhotoEvent((event) => {
        if (event.kind === 'kept') {
          kept(event.leadId);
          return;
        }
        setBatches((now) => {
          const at = now.findIndex((batch) => batch.leadId === event.leadId);
          if (at < 0) return now;
          if (event.kind === 'done') return now.filter((_, i) => i !== at);
          const batch = now[at] as Batch;
          const items = batch.items.map((item): Item => {
            if (event.kind === 'waiting' && item.stage.kind === 'sending')
              return { ...item, stage: { ...item.stage, waiting: true } };
            if (event.kind !== 'waiting' && item.n === event.n) {
              if (event.kind === 'progress' && item.stage.kind === 'sending')
                return {
                  ...item,
                  stage: { ...item.stage, fraction: event.fraction, waiting: false },
                };
              if (event.kind === 'photo' && event.outcome === 'sent')
                return { ...item, stage: { kind: 'sent' } };
            }
            return item;
          });
          return now.map((each, i) => (i === at ? { leadId: event.leadId, items } : each));
        });
      }),
    [],
  );

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

/** Photos that will go with the request (those that could not be read do not count). */
function countable(items: readonly Item[]) {
  return items.filter((item) => item.stage.kind !== 'problem').length;
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
