/**
 * Raising a toast. The store is sonner's: module state, so any code can raise a toast
 * without a provider, and the one Toaster of the page shows it.
 */
import { toast } from 'sonner';

export type ToastTone = 'success' | 'warning' | 'error' | 'info';

/**
 * A toast with its message as the title. A failure keeps the spec's exact wording as the
 * title ('Failed to create post') and gives the reason, if any, as the description below it.
 */
export function showToast(tone: ToastTone, message: string, description?: string): void {
  toast[tone](message, description ? { description } : undefined);
}

export function clearToasts(): void {
  toast.dismiss();
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
  toast.info(message, { id, duration: Infinity, action });
}

export function dismissToast(id: string): void {
  toast.dismiss(id);
}
