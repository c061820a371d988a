import type { SeedArticle } from '../types';

/** A draft: never visible on the public site. */
export const metalRoofsDraft: SeedArticle = {
  slug: 'metal-roofs-in-houston-worth-it',
  title: 'Metal Roofs in Houston: Are They Worth It?',
  excerpt:
    'Standing-seam metal lasts decades and sheds heat, but costs two to three times as much as shingles. Who it makes sense for, and who it does not.',
  paragraphs: [
    'Metal roofing has become more common in Houston neighbourhoods, especially standing-seam panels on newer homes and additions. It lasts a long time, reflects heat well and handles wind, but it costs considerably more than asphalt shingles.',
    '## Still to write',
    '- The cost comparison table',
    '- The section on hail and dents',
    'Compare with a [shingle roof replacement](/services/roof-replacement).',
  ],
  categorySlug: 'buying-guides',
  tagSlugs: ['roof-replacement', 'energy-savings'],
  status: 'draft',
  publishDate: null,
  seoKeywords: ['metal roof Houston'],
  author: 'seed-writer',
};
