/**
 * The editor toolbar's actions as plain text edits: given the content and the selection, the
 * range to replace, what goes there, and the selection afterwards. The editor applies them
 * through the browser's own text insertion, so each one is a step of the native undo.
 */

export interface Selection {
  start: number;
  end: number;
}

export interface TextEdit {
  /** The range of the content replaced... */
  from: number;
  to: number;
  /** ...by this text... */
  insert: string;
  /** ...and what is selected afterwards (positions in the new content). */
  select: Selection;
}

export type FormatAction = 'heading' | 'bold' | 'italic' | 'link' | 'bullets' | 'numbers' | 'quote';

/** Wraps the selection in `marker` (or unwraps it); with nothing selected, a placeholder. */
function wrap(
  content: string,
  { start, end }: Selection,
  marker: string,
  placeholder: string,
): TextEdit {
  const selected = content.slice(start, end);
  const m = marker.length;
  // Already wrapped, markers inside or around the selection: take them off.
  if (selected.length >= 2 * m && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(m, -m);
    return { from: start, to: end, insert: inner, select: { start, end: start + inner.length } };
  }
  if (content.slice(start - m, start) === marker && content.slice(end, end + m) === marker) {
    return {
      from: start - m,
      to: end + m,
      insert: selected,
      select: { start: start - m, end: end - m },
    };
  }
  const inner = selected || placeholder;
  return {
    from: start,
    to: end,
    insert: `${marker}${inner}${marker}`,
    select: { start: start + m, end: start + m + inner.length },
  };
}

/** A link around the selection, its address selected to type over. */
function link(content: string, { start, end }: Selection): TextEdit {
  const text = content.slice(start, end) || 'link text';
  const address = 'https://';
  const insert = `[${text}](${address})`;
  const at = start + text.length + 3;
  return { from: start, to: end, insert, select: { start: at, end: at + address.length } };
}

/** The whole lines the selection touches. */
function lineRange(content: string, { start, end }: Selection): Selection {
  const from = content.lastIndexOf('\n', start - 1) + 1;
  const next = content.indexOf('\n', end > start && content[end - 1] === '\n' ? end - 1 : end);
  return { start: from, end: next === -1 ? content.length : next };
}

const BULLET = /^[-*+] /;
const NUMBER = /^\d{1,9}[.)] /;
const QUOTE = /^> ?/;
const HEADING = /^(#{1,6}) /;

/** Every line of the selection given (or, when all have it, cleared of) a prefix. */
function prefixLines(
  content: string,
  selection: Selection,
  has: RegExp,
  prefix: (index: number) => string,
): TextEdit {
  const range = lineRange(content, selection);
  const lines = content.slice(range.start, range.end).split('\n');
  // An empty line (the cursor on a new line): the marker alone, ready to type after.
  if (lines.every((line) => line.trim() === '')) {
    const insert = prefix(0);
    const at = range.start + insert.length;
    return { from: range.start, to: range.end, insert, select: { start: at, end: at } };
  }
  const all = lines.every((line) => has.test(line) || line.trim() === '');
  let number = 0;
  const changed = lines.map((line) => {
    if (line.trim() === '') return line;
    // Other block markers are replaced, not stacked ("- " becomes "1. ").
    const bare = line
      .replace(BULLET, '')
      .replace(NUMBER, '')
      .replace(QUOTE, '')
      .replace(HEADING, '');
    return all ? line.replace(has, '') : `${prefix(number++)}${bare}`;
  });
  const insert = changed.join('\n');
  return {
    from: range.start,
    to: range.end,
    insert,
    select: { start: range.start, end: range.start + insert.length },
  };
}

/** The line's heading level steps ## -> ### -> #### -> none -> ##. */
function heading(content: string, selection: Selection): TextEdit {
  const range = lineRange(content, { start: selection.start, end: selection.start });
  const line = content.slice(range.start, range.end);
  const level = HEADING.exec(line)?.[1]?.length ?? 0;
  const bare = line.replace(HEADING, '').replace(BULLET, '').replace(NUMBER, '').replace(QUOTE, '');
  const next = level === 0 || level === 1 ? 2 : level >= 4 ? 0 : level + 1;
  const insert = next === 0 ? bare : `${'#'.repeat(next)} ${bare || 'Heading'}`;
  const textStart = range.start + (next === 0 ? 0 : next + 1);
  return {
    from: range.start,
    to: range.end,
    insert,
    select: { start: textStart, end: range.start + insert.length },
  };
}

/** The edit one toolbar action makes. */
export function formatEdit(action: FormatAction, content: string, selection: Selection): TextEdit {
  switch (action) {
    case 'bold':
      return wrap(content, selection, '**', 'bold text');
    case 'italic':
      return wrap(content, selection, '*', 'italic text');
    case 'link':
      return link(content, selection);
    case 'heading':
      return heading(content, selection);
    case 'bullets':
      return prefixLines(content, selection, BULLET, () => '- ');
    case 'numbers':
      return prefixLines(content, selection, NUMBER, (index) => `${index + 1}. `);
    case 'quote':
      return prefixLines(content, selection, QUOTE, () => '> ');
  }
}

/**
 * An image on a line of its own at the cursor: `![description](address)`, the description
 * selected so the writer types it (it is the image's alt text).
 */
export function imageEdit(content: string, { start, end }: Selection, address: string): TextEdit {
  const before = content.slice(0, start);
  const after = content.slice(end);
  const lead =
    before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const tail =
    after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const description = 'Describe the image';
  const insert = `${lead}![${description}](${address})${tail}`;
  const at = start + lead.length + 2;
  return { from: start, to: end, insert, select: { start: at, end: at + description.length } };
}

/** The content after an edit (what the fallback writes when the browser cannot insert). */
export function applyEdit(content: string, edit: TextEdit): string {
  return content.slice(0, edit.from) + edit.insert + content.slice(edit.to);
}
