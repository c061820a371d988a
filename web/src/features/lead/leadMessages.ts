/** What the form tells the homeowner after a submit (saved, e-mail failed, not saved, and kept offline). */
export const LEAD_TOASTS = {
  sent: "Thank you! We'll get back to you soon.",
  emailFailed: "Your message was saved, but we couldn't send a confirmation email.",
  // Not in the spec's catalogue: the confirmation is only late (still being retried).
  confirmationLate: "Thank you! We'll get back to you soon. Your confirmation email is on its way.",
  saveFailed: 'Something went wrong. Please try again or call us directly.',
  // Offline, the lead is kept on the device: say so plainly.
  queued:
    "You're offline. Your request is saved on this device and will be sent automatically when you're back online.",
} as const;

/** Offline, a request sent with photos: both wait on the device. */
export const queuedWithPhotos = (count: number) =>
  `You're offline. Your request and ${count === 1 ? '1 photo' : `${count} photos`} are saved on this device and will be sent automatically when you're back online.`;
