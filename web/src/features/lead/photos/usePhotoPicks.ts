import { useCallback, useRef } from 'react';
import { isLeadPhotoType, MAX_LEAD_PHOTOS } from '@altum/domain';
import type { CompressResult } from './compressMessages';
import { preloadPhotoUpload } from './photoDelivery';
import { countable, type Item } from './photoFieldReducer';
import { photoProblem } from './photoText';
import type { PhotoFieldStore } from './usePhotoFieldState';

export interface PhotoPicksControl {
  /** Adds the photos picked or dropped, as many as fit, and starts preparing each. */
  add: (files: readonly File[]) => void;
  remove: (key: number) => void;
  /** Resolves once every photo picked so far is prepared (or could not be). */
  whenPrepared: () => Promise<void>;
  /** The photos have left the control (a submit took them): nothing more to wait for. */
  forget: (keys: Iterable<number>) => void;
}

let nextKey = 0;

/** The photos picked: each made small as soon as it is picked, with its thumbnail. */
export function usePhotoPicks(
  { latest, dispatch }: PhotoFieldStore,
  compress: (file: Blob) => Promise<CompressResult>,
): PhotoPicksControl {
  const prepared = useRef(new Map<number, Promise<void>>());

  const add = (files: readonly File[]) => {
    const images = files.slice(0, Math.max(0, MAX_LEAD_PHOTOS - countable(latest().items)));
    const added = images.map((file): Item => ({
      key: nextKey++,
      name: file.name || 'photo',
      stage: { kind: 'preparing' },
    }));
    dispatch({ type: 'added', items: added, left: files.length - images.length }, true);
    const preparing = added.map((item, index) => {
      const file = images[index] as File;
      // A format the server refuses (TIFF and the like) is not prepared: it says what to do.
      const result: Promise<CompressResult> = isLeadPhotoType(file.type)
        ? compress(file)
        : Promise.resolve({ kind: 'unreadable' });
      const done = result.then((result) => {
        if (result.kind === 'done')
          dispatch(
            {
              type: 'prepared',
              key: item.key,
              stage: { kind: 'ready', blob: result.blob },
              thumb: URL.createObjectURL(result.thumb),
            },
            true,
          );
        else
          dispatch(
            {
              type: 'prepared',
              key: item.key,
              stage: { kind: 'problem', problem: photoProblem(result.kind) },
            },
            true,
          );
      });
      prepared.current.set(item.key, done);
      return done;
    });
    // Storage's code, while the device is online: after the photos are ready, so parsing it
    // never competes with the work on them.
    if (added.length > 0) void Promise.all(preparing).then(preloadPhotoUpload);
  };

  const remove = (key: number) => {
    const gone = latest().items.find((item) => item.key === key);
    if (gone?.thumb) URL.revokeObjectURL(gone.thumb);
    dispatch({ type: 'removed', key });
    prepared.current.delete(key);
  };

  const whenPrepared = useCallback(async () => {
    await Promise.all(prepared.current.values());
  }, []);

  const forget = useCallback((keys: Iterable<number>) => {
    for (const key of keys) prepared.current.delete(key);
  }, []);

  return { add, remove, whenPrepared, forget };
}
