import type { SeedArticle } from '../types';

export const shingles: SeedArticle = {
  slug: 'best-shingles-for-houston-heat-and-storms',
  title: 'Choosing Shingles for Houston: Heat, Hail and Hurricanes',
  excerpt:
    'Three-tab, architectural or impact-resistant? What the ratings on a shingle bundle mean, and which ones earn their price under a Gulf Coast sky.',
  paragraphs: [
    'A roof in Houston has to survive three things most brochures treat separately: summer heat that pushes shingle surfaces past 150 degrees, spring hail, and the occasional tropical storm. The right shingle is the one that handles all three at a price that makes sense for how long you plan to stay in the house.',
    '## The three kinds of asphalt shingle',
    '### Three-tab',
    'Three-tab shingles are the flat, single-layer kind with regular slots. They are the cheapest, but they are thin, usually rated for lower wind speeds, and many manufacturers have stopped making them for whole roofs. We rarely recommend them for a full replacement in this climate.',
    '### Architectural',
    'Architectural, or dimensional, shingles are two layers laminated together. They weigh more, look more like wood shakes, resist wind better and typically carry longer warranties. For most Houston homes they are the sensible default, and the price difference from three-tab has become small.',
    '### Impact-resistant (Class 4)',
    'Impact-resistant shingles carry a UL 2218 Class 4 rating, meaning a two-inch steel ball dropped from twenty feet did not crack them. They cost more up front, but many Texas insurers offer a premium discount for a Class 4 roof, and over a few hail seasons that discount can pay for much of the difference. Ask your agent for the number before you decide.',
    '## What to read on the wrapper',
    'Read the wind rating on the wrapper. ASTM D3161 Class F and ASTM D7158 Class H are the ratings to look for on the Gulf Coast; both require the shingles to be installed with the manufacturer’s nailing pattern, so the rating is only as good as the crew.',
    '| Shingle | Typical wind rating | Hail rating |\n|---|---|---|\n| Three-tab | 60 to 70 mph | none |\n| Architectural | 110 to 130 mph | none or Class 3 |\n| Impact-resistant | 110 to 130 mph | Class 4 |',
    '## Colour and the system',
    'Colour matters more than people expect. Lighter shingles and those with reflective granules keep the roof deck cooler, which eases the load on an attic and an air conditioner running all summer. Pair them with balanced attic ventilation and the difference shows up on the power bill.',
    'Finally, the brand matters less than the system. A manufacturer’s best warranty usually requires its own underlayment, starter, ridge caps and a certified installer. Ask which warranty your quote includes, and for how long the workmanship is covered, not just the shingles.',
    'Choosing for a [roof replacement](/services/roof-replacement)? [Book a free inspection](/book-inspection) and we will bring samples and the ratings for each.',
  ],
  categorySlug: 'buying-guides',
  tagSlugs: ['shingles', 'hail', 'energy-savings', 'roof-replacement'],
  status: 'published',
  publishDate: '2026-02-12T14:00:00Z',
  seoTitle: 'Best Shingles for Houston: Heat, Hail and Wind',
  seoDescription:
    'Three-tab, architectural or Class 4 impact-resistant shingles: what the ratings mean and which suit Houston heat, hail and storms.',
  seoKeywords: [
    'best shingles Houston',
    'Class 4 shingles',
    'architectural shingles',
    'wind rating',
  ],
  image: 'shingles',
  author: 'seed-writer',
};
