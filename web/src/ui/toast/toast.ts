/**
 * Raising a toast. The store is sonner's: module state, so any code can raise a toast
 * without a provider, and the one Toaster of the page shows it.
 *
 * sonner is imported on first use, not up front: it is one module (store and viewport, 9 KB
 * gzip), and a public page's first load should not carry it. The viewport (Toaster.tsx) loads
 * it anyway once the app has started, so a toast raised later finds it loaded; calls made
 * before then run in order once it is.
 */
import type * as Sonner from 'sonner';

let sonner: Promise<typeof Sonner> | undefined;

function withToast(use: (toast: (typeof Sonner)['toast']) => void): void {
  const loading = (sonner ??= import('sonner'));
  loading.then(
    ({ toast }) => use(toast),
    // Offline before the code was ever kept: this toast is lost, a later one tries again.
    () => {
      if (sonner === loading) sonner = undefined;
    },
  );
}

export type ToastTone = 'success' | 'warning' | 'error' | 'info';

/**
 * A toast with its message as the title. A failure keeps the spec's exact wording as the
 * title ('Failed to create post') and gives the reason, if any, as the description below it.
 */
export function showToast(tone: ToastTone, message: string, description?: string): void {
  withToast((toast) => toast[tone](message, description ? { description } : undefined));
}

export function clearToasts(): void {
  withToast((toast) => toast.dismiss());
}

export interface ToastAction {
  label: string;
  /** Call `event.preventDefault()` to keep the toast open after the click. */
  onClick: (event: { preventDefault(): void }) => void;
}

/**
 * A toast that stays until it is answered (a choice, not news), with one action. Raising it
 * again with the same id replaces it instead of stacking a copy.
 */
export function showActionToast(id: string, message: string, action: ToastAction): void {
  withToast((toast) => toast.info(message, { id, duration: Infinity, action }));
}

export function dismissToast(id: string): void {
  withToast((toast) => toast.dismiss(id));
}
