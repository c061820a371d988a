import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  parseServerData,
  seedServerData,
  serializeServerData,
  serverDataScript,
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

  it('cannot close its script element', () => {
    const script = serverDataScript([[['blog'], post]]);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<script>alert');
  });

  it('seeds the cache from the page', () => {
    document.body.innerHTML = serverDataScript([[['blog', 'post', 'hail'], post]]);
    const client = new QueryClient();
    seedServerData(client);
    expect(client.getQueryData(['blog', 'post', 'hail'])).toEqual(post);
    expect(client.getQueryState(['blog', 'post', 'hail'])?.dataUpdatedAt).toBeGreaterThan(
      Date.now() - 1000,
    );
  });
});
