import { describe, expect, it } from 'vitest';
import { changeSize, isRevisedChange, REVISION_LIMITS, revisionsToTrim } from './revisions';

const text = (content: string, title = 'Hail', excerpt = 'Short.') => ({ title, excerpt, content });

describe('changeSize', () => {
  it('counts a whole first save as added', () => {
    expect(changeSize(null, text('abc'))).toEqual({
      added: 'Hail\nShort.\nabc'.length,
      removed: 0,
    });
  });

  it('counts an edited passage exactly', () => {
    expect(changeSize(text('The roof leaks.'), text('The old roof leaks.'))).toEqual({
      added: 4,
      removed: 0,
    });
    expect(changeSize(text('The old roof leaks.'), text('The roof leaks.'))).toEqual({
      added: 0,
      removed: 4,
    });
    // 'url' became 'rack' between the common 'Shingles c' and '.'.
    expect(changeSize(text('Shingles curl.'), text('Shingles crack.'))).toEqual({
      added: 4,
      removed: 3,
    });
  });

  it('is nothing for the same text, and counts title changes too', () => {
    expect(changeSize(text('Same.'), text('Same.'))).toEqual({ added: 0, removed: 0 });
    expect(changeSize(text('Same.', 'Hail'), text('Same.', 'Hail Season'))).toEqual({
      added: 7,
      removed: 0,
    });
  });

  it('counts the span between two distant edits (a cheap diff)', () => {
    expect(changeSize(text('a-------b'), text('A-------B'))).toEqual({ added: 9, removed: 9 });
  });
});

describe('revisionsToTrim', () => {
  const at = (iso: string) => new Date(iso);
  it('keeps the newest 50, then one a Chicago day (its newest)', () => {
    const recent = Array.from({ length: REVISION_LIMITS.kept }, (_, i) => ({
      id: `r${i}`,
      at: at(
        `2026-11-20T${String(20 - Math.floor(i / 10)).padStart(2, '0')}:${String(59 - i).padStart(2, '0')}:00Z`,
      ),
    }));
    const older = [
      { id: 'nov10-late', at: at('2026-11-10T20:00:00Z') },
      { id: 'nov10-early', at: at('2026-11-10T15:00:00Z') },
      // 03:00 UTC on Nov 10 is still Nov 9 in Chicago.
      { id: 'nov9', at: at('2026-11-10T03:00:00Z') },
      { id: 'nov20-old', at: at('2026-11-20T14:00:00Z') },
    ];
    expect(revisionsToTrim([...recent, ...older])).toEqual(['nov10-early', 'nov20-old']);
  });

  it('trims nothing up to 50', () => {
    const few = Array.from({ length: 50 }, (_, i) => ({
      id: `r${i}`,
      at: at('2026-11-20T12:00:00Z'),
    }));
    expect(revisionsToTrim(few)).toEqual([]);
  });
});

describe('isRevisedChange', () => {
  const post = { ...text('Body'), status: 'draft' };
  it('is true for a first save and for any of title, excerpt, content or status', () => {
    expect(isRevisedChange(null, post)).toBe(true);
    expect(isRevisedChange(post, { ...post, status: 'published' })).toBe(true);
    expect(isRevisedChange(post, { ...post, excerpt: 'Other.' })).toBe(true);
  });
  it('is false when none of them changed', () => {
    expect(isRevisedChange(post, { ...post })).toBe(false);
  });
});
