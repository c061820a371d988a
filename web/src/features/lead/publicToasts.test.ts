import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import {
  PUBLIC_TOAST_DURATION_MS,
  clearPublicToasts,
  showToast,
  usePublicToasts,
} from './publicToasts';

afterEach(() => {
  clearPublicToasts();
  vi.useRealTimers();
});

describe('public toasts', () => {
  it('shows at most three, newest first', () => {
    const { result } = renderHook(() => usePublicToasts());
    act(() => {
      ['one', 'two', 'three', 'four'].forEach((message) => showToast('info', message));
    });
    expect(result.current.map((t) => t.message)).toEqual(['four', 'three', 'two']);
  });

  it('removes a toast after 4000 ms', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => usePublicToasts());
    act(() => void showToast('success', 'saved'));
    act(() => vi.advanceTimersByTime(PUBLIC_TOAST_DURATION_MS - 1));
    expect(result.current).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toHaveLength(0);
    expect(PUBLIC_TOAST_DURATION_MS).toBe(4000);
  });
});
