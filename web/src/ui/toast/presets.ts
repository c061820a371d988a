/** How many toasts show at once, and for how long, on each side of the product. */
export const TOAST_PRESETS = {
  /** Homeowners: a short stack, each for 4 s (356 px wide, 14 px apart). */
  public: { visibleToasts: 3, duration: 4000, gap: 14, width: 356 },
  /** Staff: one message at a time, long enough to read while working. */
  admin: { visibleToasts: 1, duration: 5000, gap: 14, width: 356 },
} as const;

export type ToastPreset = keyof typeof TOAST_PRESETS;
