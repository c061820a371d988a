import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { WhenIdle } from '../../ui/WhenIdle';
import { ONE_COLUMN_MEDIA, PICKER_DAYS, pickerHeight } from './pickerLayout';
import type { WindowSlotProps } from './windowChoice';

/*
 * The window picker (picker/: the availability, Firestore, the booking calls) is a chunk of its
 * own, loaded once the app has started and the browser is idle, in the space the form keeps
 * for it in the server's HTML: nothing below it moves when it arrives. The form works
 * without it (a request without a window: the office calls to arrange a time).
 */
const WindowField = lazy(() => import('./picker/WindowField'));

export function WindowSlot(props: WindowSlotProps) {
  return (
    <Slot>
      <WhenIdle>
        <Suspense fallback={null}>
          <WindowField {...props} />
        </Suspense>
      </WhenIdle>
    </Slot>
  );
}

const Slot = styled.div`
  min-height: ${pickerHeight(PICKER_DAYS)}px;
  @media ${ONE_COLUMN_MEDIA} {
    min-height: ${pickerHeight(PICKER_DAYS, 1)}px;
  }
`;
