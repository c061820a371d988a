import type { SeedArticle } from '../types';

export const replacementDayByDay: SeedArticle = {
  slug: 'roof-replacement-day-by-day',
  title: 'What a Roof Replacement Looks Like, Day by Day',
  excerpt:
    'From the first inspection to the final walkthrough: what happens at each step of a roof replacement, how long it takes, and how to get your home ready.',
  paragraphs: [
    'A new roof is one of the larger bills a homeowner pays, and most people only go through it once or twice. Knowing what happens, and when, takes most of the stress out of it. Here is how a typical [roof replacement](/services/roof-replacement) on a Houston home unfolds, from the first visit to the last nail swept from the driveway.',
    'It starts with a free inspection, which takes 45 to 90 minutes. The inspector walks the roof, checks the attic, and photographs every problem: worn or damaged shingles, soft decking, flashing, gutters and ventilation. You get the photos and an honest recommendation, which is sometimes a repair rather than a new roof.',
    'Next comes the quote, line by line: tear-off, the shingle line and colour, underlayment, drip edge, ventilation, flashing, the price per sheet of any decking that turns out to be rotten, permits and clean-up. If insurance is paying, the quote is matched against the adjuster’s estimate and any missing items are raised before work begins.',
    'Once you sign, the start is usually scheduled one to two weeks out. Permits are pulled and the materials are delivered a day or two ahead, often onto the driveway or the roof itself. Before the crew arrives, move cars out of the garage, take pictures off the walls on the top floor (hammering shakes them), and move patio furniture and grills away from the house.',
    'Installation on an average home takes one to three days. The crew tears off the old roof down to the deck, replaces any rotten decking, installs drip edge, underlayment and starter strips, then the shingles, flashing, vents and ridge caps. Tarps protect plants and the yard, and magnets sweep for nails every evening. You get photo updates each day, including of the bare deck, which you would otherwise never see.',
    'The job ends with a final walkthrough. The project lead walks the property with you, checks the work against the quote, runs a last magnet sweep, and hands over the warranty documents: the manufacturer’s warranty on the materials and our written workmanship warranty.',
    'Afterwards, keep the paperwork with your home records, send the final invoice to your insurer if there is held-back depreciation, and put a reminder in your calendar for a check-up after the next big storm.',
  ],
  categorySlug: 'buying-guides',
  tagSlugs: ['roof-replacement', 'inspections', 'insurance'],
  status: 'published',
  publishDate: '2026-11-03T14:00:00Z',
  seoTitle: 'Roof Replacement Day by Day: What to Expect',
  seoDescription:
    'Each step of a Houston roof replacement, from the free inspection and quote to installation and the final walkthrough, and how to prepare.',
  seoKeywords: ['roof replacement', 'new roof Houston', 'roof installation', 'what to expect'],
  image: 'replacement',
  author: 'seed-admin',
};
