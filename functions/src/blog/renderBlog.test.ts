import { describe, expect, it } from 'vitest';
import {
  canonicalRedirect,
  RecentPageData,
  RecentResponses,
  renderKey,
  type BlogResponse,
} from './renderBlog';

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
      '/blog?page=2',
      '/blog?category=storm&page=3',
      '/blog/category/insurance-claims?page=2',
      '/blog/category/storm?page=2&utm_source=news',
      '/blog/_data?page=2',
      '/blog/_data?category=storm&q=hail',
      '/blog/_data/category/storm?page=4',
      '/blog/_data/some-post?v=1x9k2p',
      '/blog/_data?category=storm&page=2&v=abc',
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
    // A page's data reads its page's list parameters, nothing else.
    expect(redirect('/blog/_data?q=roof&utm_source=x')).toBe('/blog/_data?q=roof');
    expect(redirect('/blog/_data/some-post?utm_source=x')).toBe('/blog/_data/some-post');
    expect(redirect('/blog/_data/some-post?page=2')).toBe('/blog/_data/some-post');
    // A version is a data address's only: a page does not take one, nor anything not a version.
    expect(redirect('/blog/some-post?v=abc')).toBe('/blog/some-post');
    expect(redirect('/blog/_data/some-post?v=NOT_ONE')).toBe('/blog/_data/some-post');
    expect(redirect('/blog/_data/some-post?v=abc&utm_source=x')).toBe(
      '/blog/_data/some-post?v=abc',
    );
    expect(redirect('/blog/_data?v=abc&page=2')).toBe('/blog/_data?page=2&v=abc');
    expect(redirect('/blog?gclid=1&utm_medium=email&utm_source=x')).toBe('/blog?utm_source=x');
  });

  it('sends page 1 and malformed pages to the address without `page`, and a search’s too', () => {
    for (const page of ['1', '0', '-1', '02', 'two', '2.5', '', '9999999']) {
      expect(redirect(`/blog?page=${page}`), page).toBe('/blog');
      expect(redirect(`/blog/category/storm?page=${page}`), page).toBe('/blog/category/storm');
    }
    expect(redirect('/blog?q=hail&page=2')).toBe('/blog?q=hail');
    expect(redirect('/blog/some-post?page=2')).toBe('/blog/some-post');
    expect(redirect('/blog?page=2&category=storm')).toBe('/blog?category=storm&page=2');
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
    expect(recent.recall('/blog/a', 1_000 + 299_999)?.entries).toEqual(entries);
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
    expect(recent.recall('/blog/a', 5)?.entries).toEqual(entries);
    expect(recent.recall('/blog/c', 5)?.entries).toEqual(entries);
  });
});

describe('renderKey', () => {
  const key = (path: string) => renderKey(new URL(path, 'http://localhost'));

  it('is the path and the list parameters, never the UTM tags', () => {
    expect(key('/blog?utm_source=a&utm_campaign=b')).toBe('/blog');
    expect(key('/blog?category=storm&q=hail&utm_source=a')).toBe('/blog?category=storm&q=hail');
    expect(key('/blog/category/storm?page=2&utm_campaign=b')).toBe('/blog/category/storm?page=2');
    expect(key('/blog/a-post?utm_source=a')).toBe('/blog/a-post');
    expect(key('/blog/_data?page=3')).toBe('/blog/_data?page=3');
    expect(key('/blog/_data?page=3&v=ab')).toBe('/blog/_data?page=3&v=ab');
  });
});

describe('RecentResponses', () => {
  const response = (body: string): BlogResponse => ({
    status: 200,
    contentType: 'text/html',
    body,
  });

  it('makes a response once for the time it keeps it, and shares one being made', async () => {
    const responses = new RecentResponses(60_000, 10);
    let made = 0;
    const make = () => Promise.resolve(response(`render ${++made}`));
    const [first, together] = await Promise.all([
      responses.get('/blog', make, 1_000),
      responses.get('/blog', make, 1_000),
    ]);
    expect(first.body).toBe('render 1');
    expect(together.body).toBe('render 1');
    expect((await responses.get('/blog', make, 60_999)).body).toBe('render 1');
    expect((await responses.get('/blog', make, 61_000)).body).toBe('render 2');
    expect((await responses.get('/blog?page=2', make, 61_000)).body).toBe('render 3');
  });

  it('keeps at most its number of responses, and no failed one', async () => {
    const responses = new RecentResponses(60_000, 2);
    let made = 0;
    const make = () => Promise.resolve(response(`render ${++made}`));
    await responses.get('/a', make, 1);
    await responses.get('/b', make, 2);
    await responses.get('/c', make, 3);
    expect((await responses.get('/a', make, 4)).body).toBe('render 4');
    await expect(
      responses.get('/fails', () => Promise.reject(new Error('down')), 5),
    ).rejects.toThrow('down');
    expect((await responses.get('/fails', make, 6)).body).toBe('render 5');
  });
});
