import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  dataVersion,
  loadServerData,
  pagePathOfData,
  parseServerData,
  serializeServerData,
  serverDataAddress,
  serverDataPath,
} from './serverData';

const post = {
  id: 'p1',
  title: 'Hail </script><script>alert(1)</script> season',
  publishDate: new Date('2026-03-01T12:00:00Z'),
  nested: { updatedAt: new Date('2026-03-02T12:00:00Z'), $date: 'kept', other: 1 },
  nothing: null,
};

describe('server query data', () => {
  it('round-trips Dates, nulls and text', () => {
    const entries = [
      [['blog', 'post', 'hail'], post],
      [['blog', 'post', 'missing'], null],
    ] as const;
    expect(parseServerData(serializeServerData(entries))).toEqual(entries);
  });

  it('has one address per blog page, which leads back to the page', () => {
    const pages = ['/blog', '/blog/hail-season', '/blog/category/storm-damage', '/blog/a/b/c'];
    const addresses = pages.map(serverDataPath);
    expect(addresses).toEqual([
      '/blog/_data',
      '/blog/_data/hail-season',
      '/blog/_data/category/storm-damage',
      '/blog/_data/a/b/c',
    ]);
    expect(addresses.map(pagePathOfData)).toEqual(pages);
    expect(serverDataPath('/blog/hail-season/')).toBe('/blog/_data/hail-season');
  });

  it('addresses no data with a page path, and is made for blog pages only', () => {
    for (const path of ['/blog', '/blog/hail', '/blog/category/x', '/blog/_datax', '/about']) {
      expect(pagePathOfData(path), path).toBeNull();
    }
    expect(() => serverDataPath('/about')).toThrow();
    expect(() => serverDataPath('/blogger')).toThrow();
  });

  it('seeds the cache from the data the page names', async () => {
    const requested: string[] = [];
    const fetchData = (async (url: string) => {
      requested.push(url);
      return new Response(serializeServerData([[['blog', 'post', 'hail'], post]]));
    }) as typeof fetch;
    const client = new QueryClient();
    await loadServerData(client, '/blog/_data/hail', fetchData);
    expect(requested).toEqual(['/blog/_data/hail']);
    expect(client.getQueryData(['blog', 'post', 'hail'])).toEqual(post);
    expect(client.getQueryState(['blog', 'post', 'hail'])?.dataUpdatedAt).toBeGreaterThan(
      Date.now() - 1000,
    );
  });

  it('fails, seeding nothing, when the data cannot be had', async () => {
    const client = new QueryClient();
    const offline = (async () => new Response('', { status: 504 })) as typeof fetch;
    await expect(loadServerData(client, '/blog/_data/hail', offline)).rejects.toThrow(/504/);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it("names the version of a page's data in its address, one name per text", () => {
    const one = serializeServerData([[['blog', 'post', 'hail'], post]]);
    const other = serializeServerData([[['blog', 'post', 'hail'], { ...post, title: 'Hail' }]]);
    expect(dataVersion(one)).toMatch(/^[0-9a-z]{1,7}$/);
    expect(dataVersion(one)).toBe(dataVersion(one));
    expect(dataVersion(other)).not.toBe(dataVersion(one));
    expect(serverDataAddress('/blog/hail', '', 'x1')).toBe('/blog/_data/hail?v=x1');
    expect(serverDataAddress('/blog', '?page=2', 'x1')).toBe('/blog/_data?page=2&v=x1');
  });
});
