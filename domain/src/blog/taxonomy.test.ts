import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';
import {
  isSlug,
  slugAfterNameChange,
  TAXONOMY_FIELD_MESSAGES,
  TAXONOMY_LIMITS,
  TAXONOMY_MESSAGES,
  taxonomyFormSchema,
} from './taxonomy';

const issuesOf = (input: unknown) =>
  v.safeParse(taxonomyFormSchema, input).issues?.map((issue) => issue.message) ?? [];

describe('taxonomy form', () => {
  it('trims the name and description and normalises the slug', () => {
    expect(
      v.parse(taxonomyFormSchema, {
        name: '  Storm & Hail  ',
        slug: ' Storm & Hail__Damage ',
        description: ' Hail. ',
      }),
    ).toEqual({ name: 'Storm & Hail', slug: 'storm-hail-damage', description: 'Hail.' });
  });

  it('requires a name and a slug', () => {
    expect(issuesOf({ name: '   ', slug: '', description: '' })).toEqual([
      TAXONOMY_FIELD_MESSAGES.nameRequired,
      TAXONOMY_FIELD_MESSAGES.slugRequired,
    ]);
    // A slug of nothing but removed characters is empty too.
    expect(issuesOf({ name: 'Hail', slug: '!!!', description: '' })).toEqual([
      TAXONOMY_FIELD_MESSAGES.slugRequired,
    ]);
  });

  it('bounds every field', () => {
    const long = (n: number) => 'a'.repeat(n);
    expect(issuesOf({ name: long(100), slug: long(100), description: long(500) })).toEqual([]);
    expect(issuesOf({ name: long(101), slug: long(101), description: long(501) })).toEqual([
      TAXONOMY_FIELD_MESSAGES.nameTooLong,
      TAXONOMY_FIELD_MESSAGES.slugTooLong,
      TAXONOMY_FIELD_MESSAGES.descriptionTooLong,
    ]);
    expect(TAXONOMY_LIMITS).toEqual({ name: 100, slug: 100, description: 500 });
  });
});

describe('slug pattern', () => {
  it('accepts what slugify returns and nothing else', () => {
    for (const text of ['Storm & Hail', ' a__b--c ', 'Über Dächer 2026', 'x']) {
      expect(isSlug(slugify(text))).toBe(true);
    }
    for (const bad of ['', '-a', 'a-', 'a--b', 'A', 'a b', 'a_b', 'é']) {
      expect(isSlug(bad), bad).toBe(false);
    }
  });
});

describe('slug from the name', () => {
  it('follows the name for a new item, whatever the slug', () => {
    expect(slugAfterNameChange('Roof Leaks', 'custom', true)).toBe('roof-leaks');
  });
  it('follows the name for an existing item only while the slug is empty', () => {
    expect(slugAfterNameChange('Roof Leaks', '', false)).toBe('roof-leaks');
    expect(slugAfterNameChange('Roof Leaks', 'leaks', false)).toBe('leaks');
  });
});

describe('messages', () => {
  it('are the catalogue’s, per kind', () => {
    expect(TAXONOMY_MESSAGES.category.loadFailed).toBe('Failed to load categories');
    expect(TAXONOMY_MESSAGES.tag.created).toBe('Tag created successfully');
    expect(TAXONOMY_MESSAGES.category.inUse(1)).toContain('1 post uses it');
    expect(TAXONOMY_MESSAGES.tag.inUse(3)).toContain('3 posts use it');
  });
});
