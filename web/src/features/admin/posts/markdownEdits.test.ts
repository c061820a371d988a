import { describe, expect, it } from 'vitest';
import { applyEdit, formatEdit, imageEdit, type FormatAction } from './markdownEdits';

/** Runs an action on text where [ and ] mark the selection; returns the result marked so. */
function run(action: FormatAction, marked: string): string {
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  const content = marked.replace('[', '').replace(']', '');
  const edit = formatEdit(action, content, { start, end });
  const after = applyEdit(content, edit);
  return `${after.slice(0, edit.select.start)}[${after.slice(edit.select.start, edit.select.end)}]${after.slice(edit.select.end)}`;
}

describe('formatEdit', () => {
  it('wraps the selection in bold or italic, and takes the markers off again', () => {
    expect(run('bold', 'a [word] here')).toBe('a **[word]** here');
    expect(run('bold', 'a **[word]** here')).toBe('a [word] here');
    expect(run('bold', 'a [**word**] here')).toBe('a [word] here');
    expect(run('italic', 'a [word] here')).toBe('a *[word]* here');
    expect(run('bold', 'a [] here')).toBe('a **[bold text]** here');
  });

  it('makes a link of the selection with its address selected', () => {
    expect(run('link', 'Book [now]!')).toBe('Book [now]([https://])!');
    expect(run('link', 'Book []')).toBe('Book [link text]([https://])');
  });

  it('steps a line through heading levels', () => {
    expect(run('heading', 'Intro\nWhat [to] check')).toBe('Intro\n## [What to check]');
    expect(run('heading', '## What [to] check')).toBe('### [What to check]');
    expect(run('heading', '#### What [to] check')).toBe('[What to check]');
    expect(run('heading', '[]')).toBe('## [Heading]');
  });

  it('makes lines a list, numbered in order, and back', () => {
    expect(run('bullets', '[one\ntwo]')).toBe('[- one\n- two]');
    expect(run('bullets', '[- one\n- two]')).toBe('[one\ntwo]');
    expect(run('numbers', 'x\n[one\n\ntwo]\ny')).toBe('x\n[1. one\n\n2. two]\ny');
    expect(run('numbers', '[- one\n- two]')).toBe('[1. one\n2. two]');
    expect(run('quote', 'a\nq[uo]te')).toBe('a\n[> quote]');
    expect(run('bullets', 'a\n[]')).toBe('a\n- []');
  });
});

describe('imageEdit', () => {
  it('puts the image on a line of its own with its description selected', () => {
    const content = 'Before.After.';
    const edit = imageEdit(content, { start: 7, end: 7 }, 'https://img/a.png#10x10');
    const after = applyEdit(content, edit);
    expect(after).toBe('Before.\n\n![Describe the image](https://img/a.png#10x10)\n\nAfter.');
    expect(after.slice(edit.select.start, edit.select.end)).toBe('Describe the image');
  });
});
