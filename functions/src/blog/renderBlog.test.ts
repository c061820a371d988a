import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from './renderBlog';

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
  });

  it('keeps one order and the first of repeated values, so each page has one cache key', () => {
    expect(redirect('/blog?q=hail&category=storm')).toBe('/blog?category=storm&q=hail');
    expect(redirect('/blog?q=a&q=b')).toBe('/blog?q=a');
    expect(redirect('/blog?q=roof%20leak')).toBe('/blog?q=roof+leak');
    expect(redirect('/blog?q=roof+leak')).toBeNull();
  });
});
