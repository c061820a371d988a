/** What differs between categories and tags; everything else on their pages is shared. */
import { TAXONOMY_MESSAGES, type TaxonomyKind, type TaxonomyMessages } from '@altum/domain';

export interface KindConfig {
  kind: TaxonomyKind;
  /** The items' collection, and the collection of their slug reservations. */
  collection: 'categories' | 'tags';
  reservations: 'categorySlugs' | 'tagSlugs';
  /** The reservation's one field: the id of the item that holds the slug. */
  owner: 'categoryId' | 'tagId';
  /** How a post refers to an item: one category, many tags. */
  postField: 'categoryId' | 'tagIds';
  postOperator: '==' | 'array-contains';
  singular: string;
  plural: string;
  hasDescription: boolean;
  messages: TaxonomyMessages;
}

export const KINDS: Record<TaxonomyKind, KindConfig> = {
  category: {
    kind: 'category',
    collection: 'categories',
    reservations: 'categorySlugs',
    owner: 'categoryId',
    postField: 'categoryId',
    postOperator: '==',
    singular: 'Category',
    plural: 'Categories',
    hasDescription: true,
    messages: TAXONOMY_MESSAGES.category,
  },
  tag: {
    kind: 'tag',
    collection: 'tags',
    reservations: 'tagSlugs',
    owner: 'tagId',
    postField: 'tagIds',
    postOperator: 'array-contains',
    singular: 'Tag',
    plural: 'Tags',
    hasDescription: false,
    messages: TAXONOMY_MESSAGES.tag,
  },
};

/** A category or a tag as the admin shows it; a tag's description is always ''. */
export interface TaxonomyItem {
  id: string;
  name: string;
  slug: string;
  description: string;
  /** Saved on this device, not yet on the server. */
  pending?: boolean;
}

/** Why a save or a delete did not happen. */
export type TaxonomyFailure =
  | { reason: 'slug-taken' }
  | { reason: 'in-use'; posts: number }
  | { reason: 'needs-connection' }
  | { reason: 'failed' };

export class TaxonomyError extends Error {
  constructor(
    readonly failure: TaxonomyFailure,
    cause?: unknown,
  ) {
    super(failure.reason, { cause });
    this.name = 'TaxonomyError';
  }
}

/** What the page says when a save or a delete fails: the catalogue's exact message, and why. */
export function failureMessage(
  config: KindConfig,
  action: 'create' | 'update' | 'delete',
  error: unknown,
): { title: string; reason?: string } {
  const title = {
    create: config.messages.createFailed,
    update: config.messages.updateFailed,
    delete: config.messages.deleteFailed,
  }[action];
  const failure = error instanceof TaxonomyError ? error.failure : { reason: 'failed' as const };
  switch (failure.reason) {
    case 'slug-taken':
      return { title, reason: config.messages.slugTaken };
    case 'in-use':
      return { title, reason: config.messages.inUse(failure.posts) };
    case 'needs-connection':
      return { title, reason: config.messages.deleteNeedsConnection };
    case 'failed':
      return { title };
  }
}

/** A save that the device holds until the server has it (Firestore's own write queue). */
export interface SaveOutcome {
  id: string;
  /** The server did not answer yet (offline): `synced` settles when it does. */
  queued: boolean;
  synced: Promise<void>;
}
