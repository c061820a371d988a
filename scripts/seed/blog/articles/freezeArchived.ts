import type { SeedArticle } from '../types';

/** Archived: was published, since taken off the public site. */
export const freezeArchived: SeedArticle = {
  slug: 'winter-storm-roof-tips-2021',
  title: 'After the February Freeze: Roof Tips for Houston Homeowners',
  excerpt:
    'Burst pipes in the attic, ice on the eaves and a long wait for roofers: what to check after the 2021 winter storm. Archived: the backlog has long cleared.',
  paragraphs: [
    'The February 2021 winter storm left many Houston homes with burst pipes in attics and walls, and a long queue for every trade. Water from a burst attic pipe can look exactly like a roof leak.',
    '## Pipe or roof?',
    'If you had a stain after the freeze, check whether the ceiling below a plumbing run is wet before you blame the roof, or [book a free inspection](/book-inspection).',
  ],
  categorySlug: 'storm-damage',
  tagSlugs: ['leaks'],
  status: 'archived',
  publishDate: '2021-03-01T14:00:00Z',
  seoKeywords: ['winter storm', 'frozen pipes', 'attic leak'],
  author: 'seed-admin',
};
