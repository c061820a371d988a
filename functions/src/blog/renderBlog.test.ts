import { describe, expect, it } from 'vitest';
import { canonicalRedirect, RecentPageData } from './renderBlog';

const redirect = (path: string) => canonicalRedirect(path);

describe('canonicalRedirect', () => {
  it('renders a canonical URL as it is', () => {
    for (const path of [
      '/blog',
      '/blog?q=roof+leak',
      '/blog?category=insurance-claims',
      '/blog?category=storm&q=hail&utm_source=news&utm_campaign=may',
      '/blog/how-to-choose-a-roofing-contractor-houston',
      '/blog/hail-damage?utm_source=newsletter',
      '/blog/category/insurance-claims',
      '/blog/rss.xml',
      '/sitemap.xml',
      '/blog/_data',
      '/blog/_data/some-post',
    ]) {
      expect(redirect(path), path).toBeNull();
    }
  });

  it('sends a query the page does not read to the URL without it', () => {
    expect(redirect('/blog?x=random')).toBe('/blog');
    expect(redirect('/blog?')).toBe('/blog');
    expect(redirect('/blog?fbclid=abc&q=roof')).toBe('/blog?q=roof');
    expect(redirect('/blog/some-post?q=roof&x=1')).toBe('/blog/some-post');
    expect(redirect('/blog/category/storm?category=other')).toBe('/blog/category/storm');
    expect(redirect('/blog/rss.xml?utm_source=x')).toBe('/blog/rss.xml');
    expect(redirect('/sitemap.xml?v=2')).toBe('/sitemap.xml');
    // A page's data reads no parameter: one cache entry per page, whatever the page's query.
    expect(redirect('/blog/_data?q=roof')).toBe('/blog/_data');
    expect(redirect('/blog/_data/some-post?utm_source=x')).toBe('/blog/_data/some-post');
  });

  it('keeps one order and the first of repeated values, so each page has one cache key', () => {
    expect(redirect('/blog?q=hail&category=storm')).toBe('/blog?category=storm&q=hail');
    expect(redirect('/blog?q=a&q=b')).toBe('/blog?q=a');
    expect(redirect('/blog?q=roof%20leak')).toBe('/blog?q=roof+leak');
    expect(redirect('/blog?q=roof+leak')).toBeNull();
  });
});

describe('RecentPageData', () => {
  const entries = [[['blog', 'post', 'a'], { title: 'A' }]] as const;

  it('gives back what a render read, for the CDN time only', () => {
    const recent = new RecentPageData(300_000, 10);
    recent.remember('/blog/a', [...entries], 1_000);
    expect(recent.recall('/blog/a', 1_000 + 299_999)).toEqual(entries);
    expect(recent.recall('/blog/b', 1_000)).toBeUndefined();
    expect(recent.recall('/blog/a', 1_000 + 300_000)).toBeUndefined();
    // Gone once expired, even if asked about with an earlier clock.
    expect(recent.recall('/blog/a', 1_000)).toBeUndefined();
  });

  it('keeps at most its number of pages, dropping the longest unrenewed first', () => {
    const recent = new RecentPageData(300_000, 2);
    recent.remember('/blog/a', [...entries], 1);
    recent.remember('/blog/b', [...entries], 2);
    recent.remember('/blog/a', [...entries], 3);
    recent.remember('/blog/c', [...entries], 4);
    expect(recent.recall('/blog/b', 5)).toBeUndefined();
    expect(recent.recall('/blog/a', 5)).toEqual(entries);
    expect(recent.recall('/blog/c', 5)).toEqual(entries);
  });
});
