import type { SeedArticle } from '../types';

export const hurricanePrep: SeedArticle = {
  slug: 'hurricane-season-roof-prep-houston',
  title: 'Getting Your Roof Ready for Hurricane Season',
  excerpt:
    'Hurricane season runs June 1 to November 30. Seven jobs to do before the first named storm, and what to check once the wind has passed.',
  paragraphs: [
    'The Atlantic hurricane season officially runs from June 1 to November 30, and Houston does not need a direct hit to lose shingles. A tropical storm passing fifty miles away can bring hours of gusts strong enough to lift a weak edge, and once one shingle goes the wind peels the next ones easily. Most of the work that keeps a roof on happens before the season starts.',
    '## Before the season',
    '### The edges',
    'Start with the edges. Wind gets under a roof at the eaves and rakes, so the starter strip and the first courses of shingles there must be sealed down. Ask your roofer to check that the self-sealing strips have bonded; on an older roof, a dab of roofing cement under loose tabs is a cheap fix that prevents expensive ones.',
    '### Flashing and pipe boots',
    'Check the flashing around chimneys, skylights and walls, and the rubber boots around plumbing vents. In our sun those boots crack after about eight to ten years, and wind-driven rain finds every crack. Replacing a boot costs little; the wet drywall it prevents does not.',
    '### Gutters and trees',
    'Clear the gutters and downspouts so a tropical downpour can drain. Overflowing gutters push water under the drip edge and into the fascia and soffit. While you are at it, trim branches that hang over the roof: limbs are the most common cause of storm punctures we repair.',
    '### Photos and your policy',
    'Photograph your roof, attic and gutters now, on a clear day, and keep the pictures somewhere other than your phone. Before-and-after photos are the quickest way to show an insurer what the storm did. Read your policy too: many Texas policies carry a separate, percentage-based wind and hail deductible, and homes near the coast may be insured for wind through the Texas Windstorm Insurance Association rather than the main policy.',
    '## After the storm',
    'After the storm, stay off the roof and look from the ground for missing shingles, lifted ridge caps, bent flashing and debris. Inside, check ceilings and the attic for wet spots. If water is coming in, a tarp from our [emergency repair](/services/emergency-repairs) crew is an emergency repair, not a fix: it should be fastened properly and replaced by a real repair within weeks.',
    'If you want a second pair of eyes before the season, a [free inspection](/book-inspection) covers all of the above in under two hours, with photos you can keep for your records.',
  ],
  categorySlug: 'storm-damage',
  tagSlugs: ['hurricane-season', 'inspections'],
  status: 'published',
  publishDate: '2026-05-20T14:00:00Z',
  seoTitle: 'Hurricane Season Roof Prep for Houston Homes',
  seoDescription:
    'Seven roof jobs to finish before hurricane season in Houston, and what to check safely after a tropical storm passes.',
  seoKeywords: ['hurricane season', 'roof preparation', 'Houston storm', 'wind damage'],
  image: 'hurricane',
  author: 'seed-admin',
};
