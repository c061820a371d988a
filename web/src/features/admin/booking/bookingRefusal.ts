import type { OpenWindow } from '@altum/domain';

/** A booking the server refused: its words, and (for a window gone or full) what is open. */
export class BookingRefusal extends Error {
  constructor(
    message: string,
    readonly nextWindows: OpenWindow[],
    cause?: unknown,
  ) {
    super(message, { cause });
    this.name = 'BookingRefusal';
  }
}
