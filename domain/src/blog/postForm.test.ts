import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  emptyPostForm,
  featuredImageFacts,
  nextPublishDate,
  postFormSchema,
  SLUG_REGEX,
} from './postForm';
import { dateToZonedInput, zonedInputToDate } from './schedule';
import { slugify } from './slugify';

const form = { ...emptyPostForm(), title: 'Hail Season', slug: 'hail-season' };
const parse = (change: Partial<typeof form>) => v.safeParse(postFormSchema, { ...form, ...change });
const output = (change: Partial<typeof form>) => v.parse(postFormSchema, { ...form, ...change });

describe('postFormSchema', () => {
  it('accepts a new draft with a title and a slug', () => {
    const result = parse({});
    expect(result.success).toBe(true);
    expect(result.output).toMatchObject({
      readingTime: 5,
      featuredImageUrl: null,
      seoTitle: null,
      categoryId: null,
      seoKeywords: [],
      status: 'draft',
    });
  });

  it('requires a title and a slug', () => {
    expect(parse({ title: '  ' }).issues?.[0]?.message).toBe('Title is required');
    expect(parse({ slug: '' }).issues?.[0]?.message).toBe('Slug is required');
  });

  it('refuses a slug that is not normalised', () => {
    expect(parse({ slug: 'Hail Season' }).success).toBe(false);
    expect(parse({ slug: 'hail--season' }).success).toBe(false);
    expect(parse({ slug: '-hail' }).success).toBe(false);
  });

  it('falls back to five minutes when the reading time is not a number, refuses under one', () => {
    expect(output({ readingTime: 'soon' }).readingTime).toBe(5);
    expect(output({ readingTime: '' }).readingTime).toBe(5);
    expect(output({ readingTime: '12' }).readingTime).toBe(12);
    expect(parse({ readingTime: '0' }).success).toBe(false);
  });

  it('takes at most 600 minutes of reading time', () => {
    expect(output({ readingTime: '600' }).readingTime).toBe(600);
    expect(parse({ readingTime: '601' }).success).toBe(false);
  });

  it('splits keywords on commas, trimmed, empties dropped', () => {
    expect(output({ seoKeywords: ' roof , ,hail,' }).seoKeywords).toEqual(['roof', 'hail']);
  });

  it('keeps the field limits: excerpt 160, SEO title 60, SEO description 160', () => {
    expect(parse({ excerpt: 'e'.repeat(160) }).success).toBe(true);
    expect(parse({ excerpt: 'e'.repeat(161) }).success).toBe(false);
    expect(parse({ seoTitle: 't'.repeat(61) }).success).toBe(false);
    expect(parse({ seoDescription: 'd'.repeat(161) }).success).toBe(false);
  });

  it('takes a web address or nothing as the featured image', () => {
    expect(parse({ featuredImageUrl: 'https://example.com/a.png' }).success).toBe(true);
    expect(parse({ featuredImageUrl: 'not a url' }).success).toBe(false);
  });

  it('takes https only, or the local stack’s Storage emulator, never other plain http', () => {
    expect(parse({ featuredImageUrl: 'http://example.com/a.png' }).success).toBe(false);
    expect(parse({ featuredImageUrl: 'http://127.0.0.1:5000/a.png' }).success).toBe(false);
    expect(parse({ featuredImageUrl: 'https://example.com/a b.png' }).success).toBe(false);
    expect(
      parse({ featuredImageUrl: 'http://127.0.0.1:9199/v0/b/demo-altum.appspot.com/o/a?alt=media' })
        .success,
    ).toBe(true);
  });
});

describe('SLUG_REGEX', () => {
  it('matches what slugify produces', () => {
    for (const text of ['Hail & Wind: What’s Covered?', '  -- Roof Leaks! --  ', 'a_b c']) {
      expect(SLUG_REGEX.test(slugify(text))).toBe(true);
    }
  });
});

describe('nextPublishDate', () => {
  const first = new Date('2026-03-01');
  const now = new Date('2026-04-01');
  it('is now when a post becomes published without a date', () => {
    expect(nextPublishDate(null, 'published', now)).toBe(now);
  });
  it('keeps the first date on later edits, whatever the status, scheduled again too', () => {
    expect(nextPublishDate(first, 'published', now)).toBe(first);
    expect(nextPublishDate(first, 'archived', now)).toBe(first);
    expect(nextPublishDate(first, 'scheduled', now)).toBe(first);
  });
  it('stays absent on a never-published post being scheduled', () => {
    expect(nextPublishDate(null, 'scheduled', now)).toBeNull();
  });
  it('stays absent while the post was never published', () => {
    expect(nextPublishDate(null, 'draft', now)).toBeNull();
    expect(nextPublishDate(null, 'archived', now)).toBeNull();
  });
});

describe('featuredImageFacts', () => {
  const picked = {
    url: 'https://cdn.test/a.png',
    width: 1200,
    height: 630,
    variants: [
      { width: 480, url: 'https://cdn.test/a-480.webp' },
      { width: 960, url: 'https://cdn.test/a-960.webp' },
    ],
  };

  it('keeps the picked image’s size and variants with its URL', () => {
    expect(featuredImageFacts('https://cdn.test/a.png', picked)).toEqual({
      featuredImageWidth: 1200,
      featuredImageHeight: 630,
      featuredImageVariants: picked.variants,
    });
  });

  it('drops them when another URL was typed over the picked one, or none is left', () => {
    const none = { featuredImageWidth: null, featuredImageHeight: null, featuredImageVariants: [] };
    expect(featuredImageFacts('https://cdn.test/other.png', picked)).toEqual(none);
    expect(featuredImageFacts(null, picked)).toEqual(none);
    expect(featuredImageFacts('https://cdn.test/a.png', null)).toEqual(none);
  });

  it('passes the form’s picked image through to the save', () => {
    const saved = output({ featuredImageUrl: picked.url, featuredImage: picked });
    expect(featuredImageFacts(saved.featuredImageUrl, saved.featuredImage).featuredImageWidth).toBe(
      1200,
    );
  });
});

describe('postFormSchema: scheduling', () => {
  // A pinned clock (Tuesday 10:00 in Chicago): in the hour Chicago's clock repeats when it
  // falls back, an hour ahead reads as the same wall time, which the form takes as now.
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-24T16:00:00Z'), toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const inAnHour = () => {
    const at = new Date(Date.now() + 3600_000);
    return dateToZonedInput(at);
  };

  it('stores the Chicago wall time typed as its instant while scheduled', () => {
    const typed = inAnHour();
    const result = output({ status: 'scheduled', scheduledAt: typed });
    expect(result.scheduledAt).toEqual(zonedInputToDate(typed));
  });

  it('requires a publish time that exists and lies ahead', () => {
    const issue = (scheduledAt: string) =>
      parse({ status: 'scheduled', scheduledAt }).issues?.map((i) => i.message);
    expect(issue('')).toContain('Publish time is required');
    expect(issue('2030-03-10T02:30')).toContain('Enter a date and time that exists in Chicago');
    expect(issue('2020-01-01T07:00')).toContain('Publish time must be in the future');
    expect(parse({ status: 'scheduled', scheduledAt: inAnHour() }).success).toBe(true);
  });

  it('ignores and clears a publish time unless scheduled', () => {
    expect(output({ status: 'draft', scheduledAt: '2020-01-01T07:00' }).scheduledAt).toBeNull();
    expect(output({ status: 'published', scheduledAt: '' }).scheduledAt).toBeNull();
  });

  it('reads a copy kept before scheduling existed (no publish time) as unscheduled', () => {
    const { scheduledAt: _none, ...older } = form;
    expect(v.parse(postFormSchema, older).scheduledAt).toBeNull();
  });

  it('keeps a first publish date while scheduled again', () => {
    const first = new Date('2026-03-01');
    expect(nextPublishDate(first, 'scheduled', new Date())).toBe(first);
  });
});
