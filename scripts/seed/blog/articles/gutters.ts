import type { SeedArticle } from '../types';

export const gutters: SeedArticle = {
  slug: 'gutters-and-your-roof',
  title: 'Why Your Gutters Matter to Your Roof',
  excerpt:
    'Clogged or sagging gutters push water back under shingles and into fascia boards. How often to clean them in Houston, and when guards are worth it.',
  paragraphs: [
    'Gutters are easy to forget until they overflow in a storm. But in a city that can get several inches of rain in an afternoon, they are part of the roof system: their job is to carry water off the roof edge and away from the house before it finds a way in.',
    '## What a clogged gutter costs',
    'When gutters clog, water backs up at the eaves. It soaks the fascia boards, wicks up under the drip edge and the first row of shingles, and spills down the siding and against the foundation. Rotten fascia and soffits are among the most common repairs we make, and almost all of them start with a gutter.',
    '## When to clean them',
    'In Houston, plan to clean gutters at least twice a year: in late spring, after the oaks drop their pollen strands and leaves, and in late fall. Homes under pines or live oaks may need it more often. Flush the downspouts with a hose and check that water comes out freely at the bottom.',
    'While you are cleaning, look for granules. A heavy layer of black grit in the gutters is a sign that the shingles are wearing, or that a recent hail storm knocked granules loose, and is worth a closer look.',
    '## What to check while you are up there',
    '- **Slope:** gutters fall gently toward the downspouts, with no standing water.',
    '- **Hangers:** tight, so a full gutter cannot pull away from the fascia.',
    '- **Joints:** no drips at the seams and corners.',
    'Check that gutters slope gently toward the downspouts, that hangers are tight, and that joints do not drip. Sagging sections hold standing water, which breeds mosquitoes and adds weight that pulls the gutter off the fascia.',
    '## Are gutter guards worth it?',
    'Gutter guards help under heavy tree cover, but none are maintenance-free. Fine mesh guards stop most debris and still need an occasional brushing; cheap foam inserts tend to clog and grow plants. If you add guards, make sure they do not lift the first row of shingles or void the shingle warranty.',
    'Gutters are part of every [roof maintenance visit](/services/roof-maintenance) we make. If yours overflow, [book a free inspection](/book-inspection) and we will look at the gutters and the roof edge behind them.',
  ],
  categorySlug: 'maintenance-repairs',
  tagSlugs: ['leaks'],
  status: 'published',
  publishDate: '2026-01-20T14:00:00Z',
  seoKeywords: ['gutter cleaning', 'gutters Houston', 'fascia rot', 'gutter guards'],
  author: 'seed-writer',
};
