/**
 * Whether a title contains the typed text, any case: the rest of the admin list's search, on
 * the page (the server matched its longest word through the summaries' title terms). Its own
 * module: the list screen needs only this, and sharing postSummary.ts with the lazily loaded
 * data modules would make that module a chunk every public page's preload list names.
 */
export const titleMatches = (title: string, text: string): boolean =>
  title.toLowerCase().includes(text.trim().toLowerCase());
