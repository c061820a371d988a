import type { FormatAction } from './markdownEdits';

/** What a toolbar button or shortcut does: a format, the image picker, or this help. */
export type EditorCommand = FormatAction | 'image' | 'help';

export interface EditorShortcut {
  command: EditorCommand;
  /** The button's accessible name, and the help's wording. */
  label: string;
  /** The key as KeyboardEvent.code gives it: the same key whatever the keyboard layout. */
  code: string;
  /** The key as shown. */
  key: string;
  shift: boolean;
}

/**
 * The editor's shortcuts, with Ctrl (Cmd on a Mac): B, I and K as every editor has them; the
 * rest with Shift, on keys the browser leaves to the page (Ctrl+Shift+7, 8 as in Google Docs).
 */
export const EDITOR_SHORTCUTS: readonly EditorShortcut[] = [
  { command: 'heading', label: 'Heading', code: 'KeyH', key: 'H', shift: true },
  { command: 'bold', label: 'Bold', code: 'KeyB', key: 'B', shift: false },
  { command: 'italic', label: 'Italic', code: 'KeyI', key: 'I', shift: false },
  { command: 'link', label: 'Link', code: 'KeyK', key: 'K', shift: false },
  { command: 'bullets', label: 'Bulleted list', code: 'Digit8', key: '8', shift: true },
  { command: 'numbers', label: 'Numbered list', code: 'Digit7', key: '7', shift: true },
  { command: 'quote', label: 'Quote', code: 'Digit9', key: '9', shift: true },
  { command: 'image', label: 'Image from the library', code: 'KeyE', key: 'E', shift: true },
  { command: 'help', label: 'Keyboard shortcuts', code: 'Slash', key: '/', shift: false },
];

const isMac = () =>
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** The shortcut as shown: "Ctrl+Shift+8", or "⌘⇧8" on a Mac. */
export function shortcutText(shortcut: EditorShortcut): string {
  if (isMac()) return `⌘${shortcut.shift ? '⇧' : ''}${shortcut.key}`;
  return `Ctrl+${shortcut.shift ? 'Shift+' : ''}${shortcut.key}`;
}

/** The shortcut for aria-keyshortcuts: both modifiers, as the handler takes both. */
export function ariaShortcut(shortcut: EditorShortcut): string {
  const key = shortcut.shift ? `Shift+${shortcut.key}` : shortcut.key;
  return `Control+${key} Meta+${key}`;
}

/** The command a key press asks for, if any. */
export function commandFor(event: {
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}): EditorCommand | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const match = EDITOR_SHORTCUTS.find(
    (shortcut) => shortcut.code === event.code && shortcut.shift === event.shiftKey,
  );
  return match?.command ?? null;
}
