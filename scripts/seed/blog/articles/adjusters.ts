import type { SeedArticle } from '../types';

export const adjusters: SeedArticle = {
  slug: 'hail-damage-or-wear-what-adjusters-look-for',
  title: 'Hail Damage or Normal Wear? What Adjusters Look For',
  excerpt:
    'Insurers pay for storm damage, not age. How adjusters tell the two apart on an asphalt roof, and how to make sure real hail hits are counted.',
  paragraphs: [
    'Most denied roof claims are not about whether a storm happened. They are about whether the marks on your shingles came from that storm or from years of sun. Knowing how an adjuster reads a roof helps you understand a decision, and challenge it when it is wrong.',
    '## Hail or wear?',
    '### What hail leaves',
    'Hail leaves random marks. A hit is a roughly round spot where granules are gone, often with a soft, bruised feel when pressed, and sometimes a crack in the mat. Hits are scattered with no pattern and are heaviest on the slopes that faced the storm. Soft metals nearby, such as vents, gutters and flashing, show matching dents.',
    '### What wear looks like',
    'Wear looks different. Blistering leaves small open pockets across a whole slope. Granule loss from age is even, worst where water runs off. Cracking from heat follows the shingle, and curling and cupping start at the edges. Mechanical damage, such as scuffs from foot traffic or a dropped tool, sits in lines and near access points.',
    '## The test square',
    'Adjusters usually chalk a ten-by-ten-foot test square on each slope and count the hits inside it. Many insurers use a threshold of around eight to ten hits per square before they approve a slope for replacement. That is why it matters that every real hit is marked, and that the squares are placed on representative areas rather than the most sheltered corner.',
    '## When you disagree',
    'If the decision seems wrong, ask for the adjuster’s report and photos in writing. An independent inspection with dated, close-up photos of each hit, next to photos of the dented metal, gives you something concrete to send back. You can request a re-inspection, and your policy will describe an appraisal process for disagreements about the amount of loss.',
    'None of this means every old roof hit by a storm should be replaced at the insurer’s cost. An honest inspector (ours come out [for free](/book-inspection)) will tell you when the marks are wear, and that your roof is simply nearing the end of its life.',
  ],
  categorySlug: 'insurance-claims',
  tagSlugs: ['hail', 'insurance', 'inspections'],
  status: 'published',
  publishDate: '2026-06-18T14:00:00Z',
  seoKeywords: ['hail damage', 'roof wear', 'insurance adjuster', 'test square'],
  author: 'seed-writer',
};
