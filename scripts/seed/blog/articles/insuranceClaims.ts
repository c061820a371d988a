import type { SeedArticle } from '../types';

export const insuranceClaims: SeedArticle = {
  slug: 'roof-insurance-claim-texas-step-by-step',
  title: 'Filing a Roof Insurance Claim in Texas, Step by Step',
  excerpt:
    'From the first photo to the final check: how a roof claim works in Texas, the deadlines that matter, and the mistakes that cost homeowners money.',
  paragraphs: [
    'A roof claim is paperwork more than roofing. The homeowners who come out of it well are the ones who document early, keep copies of everything and know which deadlines apply. Here is the order of events for a typical wind or hail claim in Texas.',
    '## The claim, step by step',
    '1. **Document the damage and prevent more of it.** Photograph the roof from the ground, the dented gutters and vents, any water stains inside, and the date of the storm. If water is getting in, you are expected to limit further damage, so keep the receipt for any tarp or emergency repair.',
    '2. **Get an independent inspection before you call the insurer.** An inspection report with photos tells you whether there is damage worth claiming. Filing a claim for a roof that turns out to be fine can still appear on your insurance history, so it is worth knowing first.',
    '3. **Report the claim.** Most Texas policies ask for wind and hail claims within a set time after the storm, often a year, and sooner is always better. Under the Texas prompt-payment rules, an insurer generally has to acknowledge the claim within 15 days, decide within 15 business days of receiving everything it asked for, and pay within 5 business days of approving. Write down every call: date, name and what was said.',
    '4. **Meet the adjuster on the roof.** Ask your roofer to be there: two people who know roofs looking at the same shingles resolves most disagreements on the spot. The adjuster writes an estimate, and the first check is often the actual cash value, with the depreciation held back until the work is done.',
    '5. **Read the estimate line by line.** Look for the whole roof area, the drip edge, starter strip, ridge caps, vents, flashing and the permit. Missing items can be added through a supplement, with photos and measurements to support each one.',
    '6. **Pay your deductible.** In Texas it is illegal for a contractor to waive, rebate or absorb it, and an offer to do so is a red flag about everything else that roofer does. Once the work is finished, send the final invoice to the insurer to release any held-back depreciation.',
    '## Need a report before you call the insurer?',
    'Our [storm damage inspections](/book-inspection) come with dated photos of every finding, and our [roof repair](/services/roof-repairs) crews work from the approved estimate.',
  ],
  categorySlug: 'insurance-claims',
  tagSlugs: ['insurance', 'hail', 'roof-replacement'],
  status: 'published',
  publishDate: '2026-04-02T14:00:00Z',
  seoTitle: 'Texas Roof Insurance Claims: A Step-by-Step Guide',
  seoDescription:
    'How a wind or hail roof claim works in Texas: documenting damage, deadlines, the adjuster visit, supplements and your deductible.',
  seoKeywords: ['roof insurance claim', 'Texas insurance', 'hail claim', 'roof deductible'],
  author: 'seed-admin',
};
