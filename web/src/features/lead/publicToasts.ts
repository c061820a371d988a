/**
 * A tiny toast store for the public pages (spec 4 and 9: up to 3 visible, 4000 ms each).
 * Module state plus useSyncExternalStore: no provider to wire, and nothing loads until a
 * toast is raised.
 */
import { useSyncExternalStore } from 'react';

export type ToastTone = 'success' | 'warning' | 'error' | 'info';

export interface PublicToast {
  id: number;
  tone: ToastTone;
  message: string;
}

export const PUBLIC_TOAST_LIMIT = 3;
export const PUBLIC_TOAST_DURATION_MS = 4000;

let toasts: readonly PublicToast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: readonly PublicToast[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  emit(toasts.filter((toast) => toast.id !== id));
}

export function showToast(
  tone: ToastTone,
  message: string,
  durationMs = PUBLIC_TOAST_DURATION_MS,
): number {
  const id = nextId++;
  // Newest first; the oldest beyond the limit are dropped rather than queued, as in the spec.
  const next = [{ id, tone, message }, ...toasts];
  next.slice(PUBLIC_TOAST_LIMIT).forEach((dropped) => {
    clearTimeout(timers.get(dropped.id));
    timers.delete(dropped.id);
  });
  emit(next.slice(0, PUBLIC_TOAST_LIMIT));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}

export function clearPublicToasts(): void {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  emit([]);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePublicToasts(): readonly PublicToast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
