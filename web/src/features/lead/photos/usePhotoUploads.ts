import { useEffect, useEffectEvent, useRef } from 'react';
import type { PhotoPicks } from '../photoPicks';
import { onPhotoEvent } from './photoDelivery';
import { readyToSend, type Item } from './photoFieldReducer';
import type { PhotoFieldStore } from './usePhotoFieldState';
import type { PhotoPicksControl } from './usePhotoPicks';

/**
 * The form's side of the photos (what a submit takes, and gives back if the save failed), and
 * the progress of those this page sends, each request's as its own batch.
 */
export function usePhotoUploads(
  { latest, dispatch }: PhotoFieldStore,
  { whenPrepared, forget }: Pick<PhotoPicksControl, 'whenPrepared' | 'forget'>,
  bind: (picks: PhotoPicks | null) => void,
): void {
  /** What the last submit took: it becomes a batch being sent once the device has kept it. */
  const taken = useRef<Item[]>([]);
  /** The id of the request the last submit kept photos for (photoDelivery's 'kept'). */
  const keptFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    bind({
      take: async () => {
        await whenPrepared();
        taken.current = readyToSend(latest().items);
        return taken.current.map((item) => (item.stage as { blob: Blob }).blob);
      },
      release: () => {
        const leadId = keptFor.current;
        const back = taken.current;
        taken.current = [];
        if (leadId === undefined) return;
        keptFor.current = undefined;
        dispatch({ type: 'released', leadId, back });
      },
    });
    return () => bind(null);
  }, [bind, whenPrepared, latest, dispatch]);

  /** The device kept the photos of the last submit for this request: they are being sent. */
  const kept = useEffectEvent((leadId: string) => {
    keptFor.current = leadId;
    forget(taken.current.map((item) => item.key));
    dispatch({ type: 'kept', leadId, taken: taken.current, online: navigator.onLine });
  });

  useEffect(
    () =>
      onPhotoEvent((event) => {
        if (event.kind === 'kept') kept(event.leadId);
        else dispatch({ type: 'progress', event });
      }),
    [dispatch],
  );
}
