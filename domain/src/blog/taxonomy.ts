/**
 * Categories and tags: their limits, the staff form's rules and the messages the admin shows.
 * firestore.rules repeats the limits and the slug pattern (a rules test keeps them equal).
 */
import * as v from 'valibot';
import { slugify } from './slugify';

/**
 * The spec gives no lengths for categories and tags; these bounds keep a name on one line of a
 * filter button and a description to a short hero paragraph.
 */
export const TAXONOMY_LIMITS = {
  name: 100,
  slug: 100,
  description: 500,
} as const;

/**
 * What slugify can return, when not empty: lowercase letters and digits in words joined by
 * single hyphens. Also the rules' pattern for a stored slug.
 */
export const SLUG_PATTERN = '[a-z0-9]+(-[a-z0-9]+)*';

export function isSlug(value: string): boolean {
  return new RegExp(`^${SLUG_PATTERN}$`).test(value);
}

export const TAXONOMY_KINDS = ['category', 'tag'] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

export interface TaxonomyMessages {
  loadFailed: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  created: string;
  updated: string;
  deleted: string;
  /** The slug belongs to another item of the same kind. */
  slugTaken: string;
  /** Deleting is refused while posts use the item. */
  inUse: (posts: number) => string;
  /** Whether posts use the item can only be counted online. */
  deleteNeedsConnection: string;
}

const postsPhrase = (posts: number) => (posts === 1 ? '1 post uses' : `${posts} posts use`);

/** The spec's catalogue, per kind, word for word; the last three say why a change was refused. */
export const TAXONOMY_MESSAGES: Record<TaxonomyKind, TaxonomyMessages> = {
  category: {
    loadFailed: 'Failed to load categories',
    createFailed: 'Failed to create category',
    updateFailed: 'Failed to update category',
    deleteFailed: 'Failed to delete category',
    created: 'Category created successfully',
    updated: 'Category updated successfully',
    deleted: 'Category deleted successfully',
    slugTaken: 'Another category already uses this slug.',
    inUse: (posts) =>
      `This category cannot be deleted: ${postsPhrase(posts)} it. Move ${posts === 1 ? 'that post' : 'those posts'} to another category first.`,
    deleteNeedsConnection: 'Deleting a category needs a connection, to check that no post uses it.',
  },
  tag: {
    loadFailed: 'Failed to load tags',
    createFailed: 'Failed to create tag',
    updateFailed: 'Failed to update tag',
    deleteFailed: 'Failed to delete tag',
    created: 'Tag created successfully',
    updated: 'Tag updated successfully',
    deleted: 'Tag deleted successfully',
    slugTaken: 'Another tag already uses this slug.',
    inUse: (posts) =>
      `This tag cannot be deleted: ${postsPhrase(posts)} it. Remove it from ${posts === 1 ? 'that post' : 'those posts'} first.`,
    deleteNeedsConnection: 'Deleting a tag needs a connection, to check that no post uses it.',
  },
};

/** Field messages of the category and tag dialog. */
export const TAXONOMY_FIELD_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be less than ${TAXONOMY_LIMITS.name} characters`,
  slugRequired: 'Slug is required',
  slugTooLong: `Slug must be less than ${TAXONOMY_LIMITS.slug} characters`,
  descriptionTooLong: `Description must be less than ${TAXONOMY_LIMITS.description} characters`,
} as const;

/** What the dialog edits. Tags have no description; theirs stays ''. */
export interface TaxonomyInput {
  name: string;
  slug: string;
  description: string;
}

/** The dialog's schema: names and descriptions trimmed, the slug normalised, both required. */
export const taxonomyFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(TAXONOMY_FIELD_MESSAGES.nameRequired),
    v.maxLength(TAXONOMY_LIMITS.name, TAXONOMY_FIELD_MESSAGES.nameTooLong),
  ),
  slug: v.pipe(
    v.string(),
    v.transform(slugify),
    v.nonEmpty(TAXONOMY_FIELD_MESSAGES.slugRequired),
    v.maxLength(TAXONOMY_LIMITS.slug, TAXONOMY_FIELD_MESSAGES.slugTooLong),
  ),
  description: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(TAXONOMY_LIMITS.description, TAXONOMY_FIELD_MESSAGES.descriptionTooLong),
  ),
});

export type TaxonomyValues = v.InferOutput<typeof taxonomyFormSchema>;

/**
 * The slug field after the name changed: generated from the name while the slug is empty or the
 * item is new (spec section 4); an existing item's own slug is kept.
 */
export function slugAfterNameChange(name: string, slug: string, isNew: boolean): string {
  return isNew || slug.trim() === '' ? slugify(name) : slug;
}
