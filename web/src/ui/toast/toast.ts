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

function loadSonner(): Promise<typeof Sonner> {
  const loading = (sonner ??= import('sonner'));
  // Offline before the code was ever kept: a later call tries again.
  loading.catch(() => {
    if (sonner === loading) sonner = undefined;
  });
  return loading;
}

function withToast(use: (toast: (typeof Sonner)['toast']) => void): void {
  // A toast raised offline before the code was fetched is lost.
  loadSonner().then(
    ({ toast }) => use(toast),
    () => undefined,
  );
}

/**
 * Fetches the code toasts are raised with, while the page is online. The bundler reaches a
 * dynamically imported module through a small chunk of its own, which the viewport's import of
 * sonner does not fetch: the viewport calls this once it is on the page, so a toast raised
 * offline later (a save queued without a connection) still shows.
 */
export function preloadToasts(): void {
  loadSonner().catch(() => undefined);
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
