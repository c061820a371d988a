/**
 * Raising a toast. The store is sonner's: module state, so any code can raise a toast
 * without a provider, and the one Toaster of the page shows it.
 */
import { toast } from 'sonner';

export type ToastTone = 'success' | 'warning' | 'error' | 'info';

export function showToast(tone: ToastTone, message: string): void {
  toast[tone](message);
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
