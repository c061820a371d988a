import type { SeedArticle } from '../types';

export const inspectionChecklist: SeedArticle = {
  slug: 'houston-roof-inspection-checklist',
  title: 'The Houston Homeowner’s Roof Inspection Checklist',
  excerpt:
    'A twice-a-year walk around the house that catches most roof problems early. What to check from the ground, in the attic and inside, season by season.',
  paragraphs: [
    'Most roof problems give warning signs months before they cost real money. A short check twice a year, in early spring before hail season and in late fall after the hurricane season ends, catches most of them. You need binoculars, a flashlight and about forty minutes. Stay on the ground and on the attic floor: none of this needs a ladder onto the roof.',
    'From the ground:',
    'Walk all the way around the house. Look for missing, cracked, curled or lifted shingles, and for slopes that look darker or patchier than the rest.',
    'Check the ridge caps along the peaks and the hips. Wind lifts them first, and a missing cap leaves nails exposed to the rain.',
    'Look at the metal: flashing around the chimney, along walls and around skylights should lie flat and sealed, with no gaps, rust or missing pieces.',
    'Look at the plumbing vent pipes. The rubber boots around them crack in the sun; with binoculars you can often see the split.',
    'Check the gutters and downspouts: firmly attached, not sagging, free of leaves, and not full of shingle granules. Make sure downspouts carry water away from the foundation.',
    'Look at the soffits and fascia under the eaves for peeling paint, soft wood, stains or holes where wasps, squirrels or rats get in.',
    'Note any branches touching or hanging over the roof and plan to have them trimmed before storm season.',
    'In the attic:',
    'On a sunny afternoon, switch off the light and look for daylight through the deck. Check the underside of the decking and the rafters for dark stains, damp or mold.',
    'Press the insulation in a few places, especially under valleys and around the chimney and vents: it should be dry and fluffy, not matted. Make sure it does not cover the soffit vents.',
    'Check that bathroom and kitchen fans vent outside through the roof or a wall, not into the attic.',
    'Inside the house:',
    'Look at ceilings and the tops of exterior walls, especially in upstairs rooms and closets, for stains, bubbling paint or a musty smell.',
    'Write down what you find, with the date and photos, and keep it with your home records. If anything on this list worries you, or a storm has passed since your last check, [book a free professional inspection](/book-inspection): we check the roof surface, flashing, gutters, structure and storm damage, and you get the photos.',
  ],
  categorySlug: 'maintenance-repairs',
  tagSlugs: ['inspections', 'leaks', 'hail', 'hurricane-season'],
  status: 'published',
  publishDate: '2026-10-06T14:00:00Z',
  seoTitle: 'Houston Roof Inspection Checklist for Homeowners',
  seoDescription:
    'A printable twice-a-year roof inspection checklist for Houston homes: what to check from the ground, in the attic and inside.',
  seoKeywords: ['roof inspection checklist', 'Houston roof inspection', 'roof maintenance'],
  image: 'checklist',
  author: 'seed-writer',
};
