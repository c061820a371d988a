/**
 * A slug: lowercase words joined by single hyphens. Accented letters keep their base letter
 * (their accent is one of the removed characters), every other character outside a-z, 0-9,
 * spaces, underscores and hyphens is removed, each run of spaces, underscores and hyphens
 * becomes one hyphen, and hyphens at either end are trimmed.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9\s_-]/g, '')
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
