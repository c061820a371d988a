/**
 * What the lead form and its window picker (picker/WindowField.tsx, loaded later) share;
 * apart from both so the form's first load carries none of the picker.
 */

/** A request the form has just saved, or kept on the device while offline. */
export interface SentRequest {
  leadId: string;
  /** Kept on the device: `delivered` settles once the server has it. */
  queued: boolean;
  delivered?: Promise<void>;
  /** A bot's request (a filled hidden field): thanked as usual, never booked. */
  quiet: boolean;
}

/** The form's side of the picker: what a sent request does with the chosen window. */
export interface WindowChoice {
  /**
   * Books the chosen window (if any) for the request and shows the thank-you step. Resolves
   * 'keep' when the form must keep what was typed: the window filled meanwhile, and the next
   * open ones are offered in its place.
   */
  sent(request: SentRequest): Promise<'reset' | 'keep'>;
}

/** What the form hands the picker's slot (WindowSlot.tsx) and the picker itself. */
export interface WindowSlotProps {
  bind: (choice: WindowChoice | null) => void;
  /** The thank-you step booked a time for a request whose fields the form kept: clear them. */
  resetForm: () => void;
}
