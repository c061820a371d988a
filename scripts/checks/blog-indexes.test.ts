/**
 * The emulator answers any query without an index, so a public blog query missing one would
 * only fail in production ("The query requires an index"), on the blog's busiest pages. Each
 * query the blog's lists and search run (functions/src/blog/blogData.ts and the browser's
 * web/src/features/blog/data/: listPostsPage, searchPosts, listRelatedPosts, the feed and the
 * sitemap) must find its composite index in firestore.indexes.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}
const indexes = (
  JSON.parse(readFileSync(join(repoRoot, 'firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; queryScope: string; fields: IndexField[] }[];
  }
).indexes;

interface BlogQuery {
  collection: string;
  /** Equality filters, any order. */
  equal: string[];
  /** An array-contains filter, if any. */
  contains?: string;
  /** The one ordered field (document id ties follow its direction, which every index holds). */
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' };
}

const newest = { field: 'publishDate', direction: 'DESCENDING' } as const;
const queries: [string, BlogQuery][] = [
  [
    'a page of all posts; the feed; the sitemap',
    { collection: 'posts', equal: ['status'], orderBy: newest },
  ],
  [
    "a page of a category's posts; related posts",
    { collection: 'posts', equal: ['status', 'categoryId'], orderBy: newest },
  ],
  [
    'a search of all posts',
    { collection: 'postSummaries', equal: ['status'], contains: 'titleTerms', orderBy: newest },
  ],
  [
    "a search of a category's posts",
    {
      collection: 'postSummaries',
      equal: ['status', 'categoryId'],
      contains: 'titleTerms',
      orderBy: newest,
    },
  ],
];

const sameSet = (a: string[], b: string[]) =>
  a.length === b.length && a.every((field) => b.includes(field));

/** The index a query needs: its equalities (ascending, any order), then array-contains, then the order. */
function indexFor(query: BlogQuery) {
  return indexes.find((index) => {
    if (index.collectionGroup !== query.collection || index.queryScope !== 'COLLECTION') {
      return false;
    }
    const head = index.fields.slice(0, query.equal.length);
    const rest = index.fields.slice(query.equal.length);
    const tail: IndexField[] = [
      ...(query.contains ? [{ fieldPath: query.contains, arrayConfig: 'CONTAINS' as const }] : []),
      { fieldPath: query.orderBy.field, order: query.orderBy.direction },
    ];
    return (
      sameSet(
        head.map((f) => f.fieldPath),
        query.equal,
      ) &&
      head.every((f) => f.order === 'ASCENDING') &&
      rest.length === tail.length &&
      rest.every(
        (field, i) =>
          field.fieldPath === tail[i]?.fieldPath &&
          field.order === tail[i]?.order &&
          field.arrayConfig === tail[i]?.arrayConfig,
      )
    );
  });
}

describe("the public blog's queries have their indexes", () => {
  it.each(queries)('%s', (_name, query) => {
    expect(indexFor(query)).toBeDefined();
  });
});
