/** The blog's four categories and its tags. Ids are the slugs, so reseeding overwrites. */
export const seedCategories = [
  {
    slug: 'storm-damage',
    name: 'Storm & Hail Damage',
    description:
      'Hail, hurricanes and Gulf storms: how to get a Houston roof ready for the season, and what to do in the first days after a storm.',
  },
  {
    slug: 'insurance-claims',
    name: 'Insurance Claims',
    description:
      'How roof claims work in Texas, from the first photo to the final check, and how to avoid the mistakes that cost homeowners money.',
  },
  {
    slug: 'maintenance-repairs',
    name: 'Maintenance & Repairs',
    description:
      'Leaks, ventilation, inspections and the small jobs that keep a roof going for its full life in the Houston heat.',
  },
  {
    slug: 'buying-guides',
    name: 'Buying Guides',
    description:
      'Shingles, contractors and replacements: plain answers for homeowners deciding what to buy and whom to hire.',
  },
] as const;

export const seedTags = [
  { slug: 'hail', name: 'Hail' },
  { slug: 'hurricane-season', name: 'Hurricane Season' },
  { slug: 'insurance', name: 'Insurance' },
  { slug: 'shingles', name: 'Shingles' },
  { slug: 'leaks', name: 'Leaks' },
  { slug: 'attic-ventilation', name: 'Attic Ventilation' },
  { slug: 'energy-savings', name: 'Energy Savings' },
  { slug: 'inspections', name: 'Inspections' },
  { slug: 'hiring-a-roofer', name: 'Hiring a Roofer' },
  { slug: 'roof-replacement', name: 'Roof Replacement' },
] as const;

export type SeedCategorySlug = (typeof seedCategories)[number]['slug'];
export type SeedTagSlug = (typeof seedTags)[number]['slug'];
