import { startTransition, useCallback, useReducer, useRef } from 'react';
import {
  initialPhotoFieldState,
  photoFieldReducer,
  type PhotoFieldAction,
  type PhotoFieldState,
} from './photoFieldReducer';

export interface PhotoFieldStore {
  /** As rendered. */
  state: PhotoFieldState;
  /**
   * With every action dispatched so far, rendered or not: a submit reads it, so a photo that
   * turned ready just before the tap (in a transition not yet committed) is never left out.
   */
  latest: () => PhotoFieldState;
  /**
   * `transition`: a render that may yield to a tap (the rows and thumbnails of photos being
   * picked and prepared, 50-80 ms on a slow phone).
   */
  dispatch: (action: PhotoFieldAction, transition?: boolean) => void;
}

/** The photo control's state: the reducer rendered, and the same actions applied at once. */
export function usePhotoFieldState(): PhotoFieldStore {
  const [state, dispatchToReact] = useReducer(photoFieldReducer, initialPhotoFieldState);
  const current = useRef(initialPhotoFieldState);
  const dispatch = useCallback((action: PhotoFieldAction, transition = false) => {
    current.current = photoFieldReducer(current.current, action);
    if (transition) startTransition(() => dispatchToReact(action));
    else dispatchToReact(action);
  }, []);
  const latest = useCallback(() => current.current, []);
  return { state, latest, dispatch };
}
