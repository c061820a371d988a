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
