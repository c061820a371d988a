/**
 * What the form and the photo control (photos/PhotoField.tsx, loaded later) share; apart from
 * both so neither imports the other.
 */

/** The form's side of the photo control: what a submit does with the photos. */
export interface PhotoPicks {
  /** Waits for photos still being prepared; resolves with those ready to send. */
  take(): Promise<Blob[]>;
  /** The save failed: the photos stay attached, as the typed fields do. */
  release(): void;
}

/**
 * The height the empty control takes (its title, the zone with its button and hint), kept in
 * the server's HTML so nothing below the form moves when the control arrives.
 */
export const PHOTO_SLOT_HEIGHT = 160;
