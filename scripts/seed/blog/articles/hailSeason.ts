import type { SeedArticle } from '../types';

export const hailSeason: SeedArticle = {
  slug: 'houston-hail-season-roof-guide',
  title: 'Hail Season in Houston: What It Does to Your Roof and What to Do After a Storm',
  excerpt:
    'Spring hail can age a Houston roof by years in minutes. How to spot the damage from the ground, what to photograph, and when to call for an inspection.',
  paragraphs: [
    'In Greater Houston, hail season runs roughly from March through June, when warm, wet Gulf air meets the cold fronts still coming down from the north. Most storms drop stones smaller than a marble, but every few years a cell over Katy, Cypress or Kingwood drops golf balls, and a single ten-minute storm can damage thousands of roofs.',
    '## What hail does to a shingle',
    'Hail hurts asphalt shingles in a way that is easy to miss. A stone knocks the protective granules off the surface and can crack the fiberglass mat underneath. The shingle still looks whole from the street and may not leak for months, but the bare spot now bakes in the Texas sun, the asphalt dries out and the crack spreads. That is why hail damage so often shows up as a leak a year later, long after the storm is forgotten.',
    '## After a storm: what to check from the ground',
    'After a storm, start on the ground. Look for dents on gutters, downspouts, window screens, the air-conditioning unit and the mailbox: if soft metal is dented, the roof took hits too. Check your gutters and the ground under the downspouts for a heavy wash of granules that look like coarse black sand. Note the date and time of the storm and take photos of anything dented, with something for scale.',
    '> Do not climb onto the roof yourself.',
    'Wet shingles are slick, a steep pitch is dangerous even when dry, and walking on hail-bruised shingles can break them further. A trained inspector knows where to look: the slopes facing the direction the storm came from, the soft metal of vents and flashing, and the chalked test squares insurers use to count hits.',
    '## Deadlines',
    'If there is damage, act within weeks rather than months. Most Texas homeowner policies set a deadline for reporting wind and hail damage, often one year from the storm, and a claim filed late is easy to deny. A dated inspection report with photos, made soon after the storm, is the strongest thing you can hand an adjuster.',
    'If you are unsure whether a storm was bad enough, [ask for a free inspection](/book-inspection). We check the roof surface, flashing, gutters and structure, photograph every finding, and tell you honestly when a roof came through fine, which is often the case.',
  ],
  categorySlug: 'storm-damage',
  tagSlugs: ['hail', 'inspections', 'insurance'],
  status: 'published',
  publishDate: '2026-03-10T14:00:00Z',
  seoTitle: 'Houston Hail Season: Roof Damage Signs and Next Steps',
  seoDescription:
    'How hail damages Houston roofs, how to check for it safely from the ground, and why a dated inspection matters for your insurance claim.',
  seoKeywords: ['hail damage', 'Houston hail season', 'roof inspection', 'hail roof claim'],
  image: 'hail',
  author: 'seed-writer',
};
