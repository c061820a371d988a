import type { SeedArticle } from '../types';

export const leakSigns: SeedArticle = {
  slug: 'signs-of-a-roof-leak',
  title: '9 Signs Your Roof Is Leaking Before You See a Drip',
  excerpt:
    'By the time water drips from a ceiling, it has been getting in for a while. Nine earlier signs to look for inside the house, in the attic and outside.',
  paragraphs: [
    'Roof leaks rarely start with a drip. Water runs along rafters, soaks insulation and spreads across drywall long before it falls into a room. Catching a leak early usually means a small repair instead of new decking, insulation and ceilings. Here are nine signs to look for.',
    '## Inside the house',
    '1. **Stains on ceilings or high on walls.** Yellow-brown rings that grow after a rain are the classic sign. Draw a pencil line around the edge; if it moves after the next storm, the leak is active.',
    '2. **Peeling paint or bubbling drywall near the top of exterior walls.** Water that gets in at the eaves often runs down inside the wall instead of across the ceiling.',
    '3. **A musty smell in a closet or upstairs room, especially after wet weeks.** In Houston humidity, mold starts within a couple of days on damp materials.',
    '## In the attic',
    '4. **Daylight or damp in the attic.** On a sunny afternoon, turn off the attic light and look for pinpoints of light through the deck. After a rain, press the insulation: it should never feel wet or matted.',
    '5. **Dark streaks or rusty nails on the underside of the decking, and water marks on rafters, which often point uphill to where the water enters.**',
    '## Outside and on the bills',
    '6. **Granules in the gutters.** Some loss is normal on a new roof, but heavy drifts of granules mean shingles are wearing through.',
    '7. **Curled, cracked or missing shingles, and lifted tabs after a windy day.** A gap in the roof surface exposes the underlayment, which is not meant to face the sun and rain for long.',
    '8. **Cracked pipe boots and loose flashing.** The rubber collars around plumbing vents and the metal around chimneys, skylights and walls are where most leaks we find actually begin.',
    '9. **A power bill that creeps up.** Wet insulation stops insulating, and the air conditioner works harder to cool rooms under it.',
    '## Found one?',
    'If you see any of these, a roofer can usually find the source in one visit: [book a free inspection](/book-inspection), or call our [emergency repair](/services/emergency-repairs) line if water is coming in. Leaks travel, so the spot on your ceiling is rarely right under the hole; a good inspection follows the water from the stain back to where it came in.',
  ],
  categorySlug: 'maintenance-repairs',
  tagSlugs: ['leaks', 'inspections'],
  status: 'published',
  publishDate: '2026-07-08T14:00:00Z',
  seoTitle: 'Signs of a Roof Leak: 9 Early Warnings',
  seoDescription:
    'Nine early signs of a roof leak inside the house, in the attic and outside, and why the stain is rarely under the hole.',
  seoKeywords: ['roof leak signs', 'roof leak Houston', 'ceiling stain', 'attic leak'],
  author: 'seed-writer',
};
