import { toParagraphs } from '@altum/domain';

export interface ChecklistSection {
  title: string;
  items: string[];
}

export interface ChecklistContent {
  intro: string[];
  sections: ChecklistSection[];
  closing: string | null;
}

/** A short line ending in a colon ("In the attic:") opens a section of the checklist. */
const HEADING = /^[^.!?]{1,60}:$/;

/**
 * Reads a checklist post's content, one line per paragraph: lines before the first heading
 * introduce it, each line after a heading is an item to tick, and the last line, when it
 * follows the items, closes the post. Without headings, every line between the first and the
 * last is an item.
 */
export function parseChecklist(content: string): ChecklistContent {
  const lines = toParagraphs(content);
  const firstHeading = lines.findIndex((line) => HEADING.test(line));
  if (firstHeading === -1) {
    if (lines.length < 3) return { intro: lines, sections: [], closing: null };
    return {
      intro: lines.slice(0, 1),
      sections: [{ title: 'Checklist', items: lines.slice(1, -1) }],
      closing: lines.at(-1) ?? null,
    };
  }
  const rest = lines.slice(firstHeading);
  const last = rest.at(-1);
  const closing = last !== undefined && !HEADING.test(last) && rest.length > 2 ? last : null;
  const body = closing ? rest.slice(0, -1) : rest;
  const sections: ChecklistSection[] = [];
  for (const line of body) {
    if (HEADING.test(line)) sections.push({ title: line.slice(0, -1), items: [] });
    else sections.at(-1)?.items.push(line);
  }
  return { intro: lines.slice(0, firstHeading), sections, closing };
}
