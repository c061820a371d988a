import type { Testimonial } from './types';

/** Sample reviews shown on the home page, the booking page and the service pages. */
export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'They found the leak two other companies missed, showed me the photos, and fixed it the same week. No upsell, just an honest answer.',
    name: 'Maria G.',
    title: 'Homeowner',
    rating: 5,
    service: 'Roof repair',
    location: 'Kingwood, TX',
  },
  {
    quote:
      'After the hailstorm they walked me through the insurance claim line by line. The new roof went on in two days and the crew cleaned up every nail.',
    name: 'James T.',
    title: 'Homeowner',
    rating: 5,
    service: 'Roof replacement',
    location: 'Cypress, TX',
  },
  {
    quote:
      'The same people who inspected the roof were the ones on it. We got daily photo updates while we were at work. That kind of care is rare.',
    name: 'Linda P.',
    title: 'Homeowner',
    rating: 5,
    service: 'Roof replacement',
    location: 'The Woodlands, TX',
  },
  {
    quote:
      'Called in the morning about a missing section of shingles and had someone out that afternoon. Fair price, clear quote, no surprises.',
    name: 'Robert M.',
    title: 'Homeowner',
    rating: 5,
    service: 'Roof repair',
    location: 'Humble, TX',
  },
  {
    quote:
      'Professional from the drone inspection to the final walkthrough. Scheduling took a few days longer than I hoped, but the work is excellent.',
    name: 'Angela R.',
    title: 'Homeowner',
    rating: 4.5,
    service: 'Roof replacement',
    location: 'Katy, TX',
  },
];

/** The overall rating the site claims; the reviews above average to it. */
export const ratingSummary = {
  value: 4.9,
  count: testimonials.length,
  best: 5,
  worst: 4.5,
  /** Fixed publication date of the sample reviews in the structured data. */
  reviewDate: '2025-11-01',
} as const;
