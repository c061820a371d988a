/** What the booking screens say, in the product's words: one place to edit them. */
export const BOOKING_TEXT = {
  pickLegend: 'Pick a time for your free inspection (optional)',
  pickAgainLegend: 'Pick a time for your inspection',
  sentNoWindow: 'Your request is sent. Pick a time now, or we’ll call you to arrange one.',
  booking: 'Booking your time…',
  full: 'That time has just filled. These are the next open ones:',
  gone: 'That time can no longer be booked. These are the next open ones:',
  noneOpen: 'No times are open online right now. We’ll call you to arrange one.',
  windowsUnavailable: 'Open times could not be loaded. We’ll call you to arrange a time.',
  willCall: 'Thank you. We’ll call you to arrange a time.',
  bookButton: 'Book this time',
  noTimeButton: 'Call me to arrange a time',
  seeRequest: 'See your request',
  queuedNoWindow:
    'You’re offline. Your request is saved on this device and will be sent when you’re back online. We’ll call you to arrange a time.',
} as const;

/** Offline with a window chosen: what waits, and what happens if the window fills meanwhile. */
export const queuedWithWindow = (window: string) =>
  `You’re offline. Your request is saved on this device and will be sent when you’re back online. We’ll book ${window} for you then, if it is still open; if not, we’ll call you to arrange a time.`;

/** The thank-you step once a window is booked. */
export const bookedText = (window: string) => `Inspection booked for ${window}.`;

/** A window chosen offline, booked once the request arrived (waitingBooking.ts). */
export const waitingBookedText = (window: string) =>
  `Your request has arrived and your inspection is booked for ${window}.`;
export const waitingRefusedText = (window: string) =>
  `Your request has arrived, but ${window} was taken meanwhile. We’ll call you to arrange a time.`;
