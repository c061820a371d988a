/**
 * The one toast viewport of a page, on sonner (swipe to dismiss, stacking, and screen-reader
 * announcements through a labelled live region). It needs the browser: render it after
 * hydration, so its code costs the first load nothing.
 */
import { useEffect, type CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import styled, { useTheme } from 'styled-components';
import { TOAST_PRESETS, type ToastPreset } from './presets';
import { preloadToasts } from './toast';

// A close button large enough to hit (24 px, where sonner draws 20 px).
const Frame = styled.div`
  [data-sonner-toast] [data-close-button] {
    width: 24px;
    height: 24px;
  }
  /* An action (Reload) as easy to hit as a small button of the site. */
  [data-sonner-toast] [data-button] {
    height: 32px;
    padding: 0 12px;
    font-size: 0.875rem;
  }
`;

export function Toaster({ preset }: { preset: ToastPreset }) {
  const { colors, fonts, radii } = useTheme();
  useEffect(preloadToasts, []);
  const { visibleToasts, duration, gap, width } = TOAST_PRESETS[preset];
  // sonner reads its colours from these variables; set them from the theme so toasts match
  // the site. The tone shows in the background, border and icon; the text stays the body
  // colour, the only one that keeps 4.5:1 contrast on every soft background.
  const style = {
    '--width': `${width}px`,
    '--border-radius': radii.md,
    '--normal-bg': colors.surface,
    '--normal-text': colors.text,
    '--normal-border': colors.border,
    '--success-bg': colors.successSoft,
    '--success-text': colors.text,
    '--success-border': colors.success,
    '--warning-bg': colors.warningSoft,
    '--warning-text': colors.text,
    '--warning-border': colors.warning,
    '--error-bg': colors.destructiveSoft,
    '--error-text': colors.text,
    '--error-border': colors.destructive,
    '--info-bg': colors.surface,
    '--info-text': colors.text,
    '--info-border': colors.ink,
    fontFamily: fonts.body,
  } as CSSProperties;
  return (
    <Frame>
      <SonnerToaster
        theme="light"
        richColors
        closeButton
        position="bottom-right"
        // Above the back-to-top button (48 px, 20 px from the corner), never over it.
        offset={{ bottom: 84, right: 20 }}
        mobileOffset={{ bottom: 84, left: 16, right: 16 }}
        visibleToasts={visibleToasts}
        duration={duration}
        gap={gap}
        style={style}
        toastOptions={{ style: { fontSize: '0.9375rem' } }}
      />
    </Frame>
  );
}

export default Toaster;
