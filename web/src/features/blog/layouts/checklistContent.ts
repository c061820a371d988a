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

/**
 * A line as the checklist reads it, whether written plainly or in Markdown: a Markdown heading
 * (`## In the attic`) is a section heading, a list marker (`- `, `1. `) is dropped from an item.
 * Inline formatting (bold, links) stays for the layout to render.
 */
function plainLine(line: string): string {
  const heading = /^#{1,6}\s+(.*?)\s*#*$/.exec(line);
  if (heading?.[1]) return heading[1].endsWith(':') ? heading[1] : `${heading[1]}:`;
  return line.replace(/^(?:[-*+]|\d{1,9}[.)])\s+/, '');
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
  const lines = toParagraphs(content).map(plainLine);
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
