import type { SeedArticle } from '../types';

export const atticVentilation: SeedArticle = {
  slug: 'attic-ventilation-houston-heat',
  title: 'Attic Ventilation in the Houston Heat: Cooler Rooms, Longer Roof Life',
  excerpt:
    'An unvented Houston attic can pass 150 degrees in August. How intake and exhaust vents work together, and the common mistakes that cancel them out.',
  paragraphs: [
    'On a July afternoon in Houston, the air in a poorly vented attic can climb past 150 degrees. That heat bakes the shingles from below, shortens their life, and radiates down through the ceiling into rooms the air conditioner is trying to cool. Good ventilation will not make an attic cool, but it can bring it much closer to the outdoor temperature.',
    '## How ventilation works',
    'Ventilation is a flow, not a vent. Cooler air should come in low, through intake vents in the soffits under the eaves, and hot air should leave high, through exhaust at or near the ridge. Heat rising does the work. Without enough intake, exhaust vents simply have nothing to pull.',
    'The usual rule of thumb, written into the residential building code, is one square foot of net free vent area for every 150 square feet of attic floor, or one for every 300 when intake and exhaust are balanced. For a 1,800-square-foot attic that means six to twelve square feet, split roughly evenly between intake and exhaust.',
    '## The two problems we find most',
    '1. **Blocked soffits.** Blown insulation drifts over the soffit vents, or the vents were painted shut, and the attic breathes only through its exhaust. Foam or cardboard baffles between the rafters keep a channel open from the soffit to the attic.',
    '2. **Mixed exhaust types.** A ridge vent next to a powered fan or open gable vents lets the exhaust pull air from the nearest opening, often another exhaust vent, instead of from the soffits. The attic then vents a small loop near the top while the rest stays hot. Pick one exhaust type and let it work.',
    '## Moisture',
    'Ventilation also matters for moisture. Our humid air condenses on a cool deck on winter mornings, and bathroom fans that vent into the attic instead of outside add gallons of water a week. Damp decking swells, grows mold and lets nails back out.',
    '## Signs your attic needs attention',
    '- Upstairs rooms much warmer than downstairs',
    '- Shingles that blister or age faster on one slope',
    '- Rusty nails or dark staining on the deck',
    '- A musty smell',
    'We fix ventilation as part of our [skylights and ventilation](/services/skylights-ventilation) work. An inspection measures the vent area you have and the area you need, and a fix is often a single day’s work.',
  ],
  categorySlug: 'maintenance-repairs',
  tagSlugs: ['attic-ventilation', 'energy-savings'],
  status: 'published',
  publishDate: '2026-08-05T14:00:00Z',
  seoTitle: 'Attic Ventilation for Houston Homes: A Practical Guide',
  seoDescription:
    'How soffit and ridge vents keep a Houston attic cooler and drier, how much vent area you need, and the mistakes that cancel ventilation out.',
  seoKeywords: [
    'attic ventilation',
    'ridge vent',
    'soffit vents',
    'Houston heat',
    'energy savings',
  ],
  image: 'attic',
  author: 'seed-admin',
};
