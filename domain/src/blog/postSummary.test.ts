import { describe, expect, it } from 'vitest';
import { postSummaryOf, searchTerm, TITLE_TERM_MAX, titleTerms } from './postSummary';
import { titleMatches } from './titleMatch';

describe('titleTerms', () => {
  it('holds every prefix of every word, lowercase, once', () => {
    expect(titleTerms('Hail: hail DAMAGE')).toEqual([
      'h',
      'ha',
      'hai',
      'hail',
      'd',
      'da',
      'dam',
      'dama',
      'damag',
      'damage',
    ]);
  });

  it('cuts long words and keeps letters beyond ASCII', () => {
    const terms = titleTerms(`Réparation ${'x'.repeat(30)}`);
    expect(terms).toContain('réparation');
    expect(terms).toContain('x'.repeat(TITLE_TERM_MAX));
    expect(terms).not.toContain('x'.repeat(TITLE_TERM_MAX + 1));
  });
});

describe('searchTerm', () => {
  it('takes the longest typed word, cut as the terms are, which the title then holds', () => {
    expect(searchTerm('  Guards before HURRICANE season ')).toBe('hurricane');
    expect(titleTerms('Storm guards before hurricane season')).toContain(searchTerm('hurrica'));
    expect(searchTerm('y'.repeat(40))).toBe('y'.repeat(TITLE_TERM_MAX));
  });

  it('has none for text without a word', () => {
    expect(searchTerm(' -- ')).toBeNull();
  });
});

describe('titleMatches', () => {
  it('finds the typed text anywhere in the title, any case', () => {
    expect(titleMatches('Storm Guards Before Hurricane Season', ' guards before ')).toBe(true);
    expect(titleMatches('Storm Guards', 'hail')).toBe(false);
  });
});

describe('postSummaryOf', () => {
  it('copies the listed fields only, with no schedule as null', () => {
    const created = new Date(0);
    const summary = postSummaryOf({
      title: 'Attic Heat',
      slug: 'attic-heat',
      status: 'draft',
      createdAt: created,
      updatedAt: created,
      publishDate: null,
      authorName: 'Wendy Writer',
      categoryId: null,
      categoryName: null,
      content: 'Long text',
    } as Parameters<typeof postSummaryOf<Date>>[0]);
    expect(summary).toEqual({
      title: 'Attic Heat',
      slug: 'attic-heat',
      status: 'draft',
      createdAt: created,
      updatedAt: created,
      publishDate: null,
      scheduledAt: null,
      authorName: 'Wendy Writer',
      categoryId: null,
      categoryName: null,
      titleTerms: titleTerms('Attic Heat'),
    });
  });
});
