/** Category and tag queries and changes. Keys start with 'admin': staff data stays apart. */
import type { TaxonomyKind, TaxonomyValues } from '@altum/domain';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TaxonomyItem } from './kinds';

export const taxonomyKeys = {
  all: ['admin', 'taxonomy'] as const,
  kind: (kind: TaxonomyKind) => [...taxonomyKeys.all, kind] as const,
  list: (kind: TaxonomyKind) => [...taxonomyKeys.kind(kind), 'list'] as const,
  counts: (kind: TaxonomyKind, ids: readonly string[]) =>
    [...taxonomyKeys.kind(kind), 'postCounts', ...ids] as const,
};

/** Categories or tags, ordered by name. */
export const taxonomyListQuery = (kind: TaxonomyKind) =>
  queryOptions({
    queryKey: taxonomyKeys.list(kind),
    queryFn: async () => (await import('./data/taxonomy')).fetchTaxonomy(kind),
    // Firestore answers offline from the device (items saved offline included): the read
    // must run, not wait paused for a connection.
    networkMode: 'always',
  });

/** Posts per item, counted on the server (so only online: offline the column shows a dash). */
export const postCountsQuery = (kind: TaxonomyKind, ids: readonly string[]) =>
  queryOptions({
    queryKey: taxonomyKeys.counts(kind, ids),
    queryFn: async () => (await import('./data/taxonomy')).fetchPostCounts(kind, ids),
    retry: 1,
  });

export interface TaxonomySave {
  /** Absent for a new item. */
  id?: string;
  previousSlug?: string;
  values: TaxonomyValues;
}

/** Everything showing categories or tags, the public blog included, reads them again. */
const refresh = (queryClient: QueryClient, kind: TaxonomyKind) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: taxonomyKeys.kind(kind) }),
    queryClient.invalidateQueries({ queryKey: ['blog'] }),
  ]);

export const saveTaxonomyMutation = (queryClient: QueryClient, kind: TaxonomyKind) =>
  mutationOptions({
    // Firestore's own queue holds a change made offline; it is not persisted twice.
    networkMode: 'always',
    mutationFn: async (save: TaxonomySave) =>
      (await import('./data/taxonomy')).saveTaxonomyItem(kind, save),
    onSettled: () => refresh(queryClient, kind),
  });

export const deleteTaxonomyMutation = (queryClient: QueryClient, kind: TaxonomyKind) =>
  mutationOptions({
    networkMode: 'always',
    mutationFn: async (item: TaxonomyItem) =>
      (await import('./data/taxonomy')).deleteTaxonomyItem(kind, item),
    onSettled: () => refresh(queryClient, kind),
  });
