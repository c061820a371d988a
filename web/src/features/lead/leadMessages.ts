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

const photos = (count: number) => (count === 1 ? '1 photo' : `${count} photos`);

/** What the homeowner is told about the photos sent with a request (issue 40). */
export const PHOTO_TOASTS = {
  /** Offline: the request and its photos wait on the device. */
  queued: (count: number) =>
    `You're offline. Your request and ${photos(count)} are saved on this device and will be sent automatically when you're back online.`,
  /** Sent with the request, but the connection went before the photos did. */
  waiting: (count: number) =>
    `Your request was sent. Your ${photos(count)} will be sent when you're back online.`,
  sent: (count: number) =>
    count === 1 ? 'Your photo has been sent.' : `Your ${count} photos have been sent.`,
  refused: (count: number) =>
    `${count === 1 ? 'A photo' : `${photos(count)}`} could not be sent. You can show us the damage when we call.`,
} as const;
