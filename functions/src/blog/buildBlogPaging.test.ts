import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { pagingScopesOf } from './buildBlogPaging';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const published = {
  status: 'published',
  publishDate: at('2026-03-01T12:00:00Z'),
  categoryId: 'storm',
  title: 'Hail',
};

describe('pagingScopesOf', () => {
  it('builds nothing for a save that leaves the lists as they were', () => {
    expect(pagingScopesOf(published, { ...published, title: 'Hail, again' })).toEqual([]);
    expect(pagingScopesOf({ status: 'draft' }, { status: 'draft', title: 'x' })).toEqual([]);
    expect(pagingScopesOf(undefined, { status: 'draft' })).toEqual([]);
    expect(pagingScopesOf({ status: 'archived' }, undefined)).toEqual([]);
  });

  it('builds all posts and the category when a post is published, unpublished or deleted', () => {
    expect(pagingScopesOf({ ...published, status: 'draft' }, published)).toEqual(['_all', 'storm']);
    expect(pagingScopesOf(published, { ...published, status: 'archived' })).toEqual([
      '_all',
      'storm',
    ]);
    expect(pagingScopesOf(published, undefined)).toEqual(['_all', 'storm']);
    expect(pagingScopesOf(undefined, { ...published, categoryId: null })).toEqual(['_all']);
  });

  it('builds both categories when a published post moves, and all posts when its date does', () => {
    expect(pagingScopesOf(published, { ...published, categoryId: 'claims' })).toEqual([
      '_all',
      'storm',
      'claims',
    ]);
    expect(
      pagingScopesOf(published, { ...published, publishDate: at('2026-03-02T12:00:00Z') }),
    ).toEqual(['_all', 'storm']);
  });
});
