/**
 * The one toast viewport of a page, on sonner (swipe to dismiss, stacking, and screen-reader
 * announcements through a labelled live region). It needs the browser: render it after
 * hydration, so its code costs the first load nothing.
 */
import type { CSSProperties } from 'react';
import { Toaster as SonnerToaster } from 'sonner';
import { useTheme } from 'styled-components';
import { TOAST_PRESETS, type ToastPreset } from './presets';

export function Toaster({ preset }: { preset: ToastPreset }) {
  const { colors, fonts, radii } = useTheme();
  const { visibleToasts, duration, gap, width } = TOAST_PRESETS[preset];
  // sonner reads its colours from these variables; set them from the theme so toasts match
  // the site. Tone colours are the theme's text-safe ones (4.5:1 on their soft backgrounds).
  const style = {
    '--width': `${width}px`,
    '--border-radius': radii.md,
    '--normal-bg': colors.surface,
    '--normal-text': colors.text,
    '--normal-border': colors.border,
    '--success-bg': colors.successSoft,
    '--success-text': colors.success,
    '--success-border': colors.success,
    '--warning-bg': colors.warningSoft,
    '--warning-text': colors.text,
    '--warning-border': colors.warning,
    '--error-bg': colors.destructiveSoft,
    '--error-text': colors.destructive,
    '--error-border': colors.destructive,
    '--info-bg': colors.surface,
    '--info-text': colors.text,
    '--info-border': colors.ink,
    fontFamily: fonts.body,
  } as CSSProperties;
  return (
    <SonnerToaster
      theme="light"
      richColors
      closeButton
      position="bottom-right"
      visibleToasts={visibleToasts}
      duration={duration}
      gap={gap}
      style={style}
      toastOptions={{ style: { fontSize: '0.9375rem' } }}
    />
  );
}

export default Toaster;
