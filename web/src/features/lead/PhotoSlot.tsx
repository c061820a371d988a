import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { WhenIdle } from '../../ui/WhenIdle';
import { PHOTO_SLOT_HEIGHT, type PhotoPicks } from './photoPicks';

export type { PhotoPicks };

/*
 * The photo control (photos/PhotoField.tsx: the worker, IndexedDB, and later Storage) is a
 * chunk of its own, loaded once the app has started and the browser is idle, so no page's
 * first load carries it and the form's first answer never waits for it.
 */
const PhotoField = lazy(() => import('./photos/PhotoField'));

export function PhotoSlot(props: { bind: (picks: PhotoPicks | null) => void }) {
  return (
    <Slot>
      <WhenIdle>
        <Suspense fallback={null}>
          <PhotoField bind={props.bind} />
        </Suspense>
      </WhenIdle>
    </Slot>
  );
}

const Slot = styled.div`
  min-height: ${PHOTO_SLOT_HEIGHT}px;
`;
