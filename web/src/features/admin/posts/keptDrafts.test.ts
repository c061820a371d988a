import { emptyPostForm } from '@altum/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  clearKeptDrafts,
  keepDraft,
  keptDraftKeys,
  readDraft,
  sameForm,
} from './keptDrafts';

const form = { ...emptyPostForm(), title: 'Hail', slug: 'hail', content: 'One.\nTwo.' };

afterEach(() => {
  for (const key of keptDraftKeys()) clearDraft(key);
});

describe('kept drafts', () => {
  it('gives a copy kept before a field existed that field empty', () => {
    const { featuredImage: _, ...older } = form;
    window.localStorage.setItem(
      'altum:post-form:old',
      JSON.stringify({ values: older, keptAt: 1 }),
    );
    expect(readDraft('old')?.values).toEqual({ ...form, featuredImage: null });
  });

  it('keeps a form by key, with a refusal when there is one, until cleared', () => {
    keepDraft('new', form);
    keepDraft('created:abc', form, 'Slug taken');
    expect(readDraft('new')?.values).toEqual(form);
    expect(readDraft('new')?.refusal).toBeUndefined();
    expect(readDraft('created:abc')?.refusal).toBe('Slug taken');
    expect(keptDraftKeys().sort()).toEqual(['created:abc', 'new']);
    clearDraft('new');
    expect(readDraft('new')).toBeNull();
  });

  it('marks a refusal caused by someone else’s save in between', () => {
    keepDraft('p1', form, 'Someone else saved it', true);
    keepDraft('p2', form, 'Slug taken');
    expect(readDraft('p1')?.conflict).toBe(true);
    expect(readDraft('p2')?.conflict).toBeUndefined();
  });
});

describe('clearKeptDrafts', () => {
  it('forgets every kept copy and nothing else of the device', () => {
    keepDraft('new', form);
    keepDraft('post-1', form, 'Refused');
    keepDraft('created:abc', form);
    window.localStorage.setItem('altum.pendingWrites', '[]');
    clearKeptDrafts();
    expect(keptDraftKeys()).toEqual([]);
    expect(window.localStorage.getItem('altum.pendingWrites')).toBe('[]');
    window.localStorage.removeItem('altum.pendingWrites');
  });
});

describe('sameForm', () => {
  it('treats what a save would store identically as the same', () => {
    expect(sameForm(form, { ...form, title: ' Hail ', seoKeywords: '' })).toBe(true);
    expect(
      sameForm(
        { ...form, seoKeywords: 'a, b', tagIds: ['x', 'y'] },
        {
          ...form,
          seoKeywords: 'a,b,',
          tagIds: ['y', 'x'],
        },
      ),
    ).toBe(true);
  });

  it('sees any change of text', () => {
    expect(sameForm(form, { ...form, content: 'One.\nTwo!' })).toBe(false);
    expect(sameForm(form, { ...form, readingTime: '7' })).toBe(false);
  });
});
