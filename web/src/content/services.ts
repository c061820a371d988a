import type { Photo } from './types';

/** The six services, each with its own route under /services. */
export const serviceSlugs = [
  'roof-repairs',
  'roof-maintenance',
  'roof-replacement',
  'skylights-ventilation',
  'new-construction',
  'emergency-repairs',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export interface Service {
  slug: ServiceSlug;
  title: string;
  description: string;
  /** Full landing page, or the 'Content coming soon...' placeholder. */
  hasLandingPage: boolean;
  /** The card's photo (with its optional position); without one the card draws an illustration. */
  image?: Photo;
}

export const services: readonly Service[] = [
  {
    slug: 'roof-repairs',
    title: 'Roof Repairs',
    description: 'Leaks, storm damage and worn shingles fixed right the first time.',
    hasLandingPage: true,
  },
  {
    slug: 'roof-maintenance',
    title: 'Roof Maintenance',
    description: 'Inspection, cleaning and sealing that keep small problems small.',
    hasLandingPage: true,
  },
  {
    slug: 'roof-replacement',
    title: 'Roof Replacement',
    description:
      'Full tear-off and new roof, with the insurance paperwork and negotiation handled.',
    hasLandingPage: false,
  },
  {
    slug: 'skylights-ventilation',
    title: 'Skylights & Ventilation',
    description: 'More daylight and a cooler attic, installed without a leak.',
    hasLandingPage: false,
  },
  {
    slug: 'new-construction',
    title: 'New Construction & Additions',
    description: 'Roofs for new homes and additions, built to last from day one.',
    hasLandingPage: false,
  },
  {
    slug: 'emergency-repairs',
    title: 'Emergency Repairs',
    description: 'Immediate response, 24/7, when the weather will not wait.',
    hasLandingPage: false,
  },
];

export const servicePath = (slug: ServiceSlug) => `/services/${slug}` as const;

/** The service a card title names, if any (a card for an unknown title links home). */
export function findServiceByTitle(title: string): Service | undefined {
  return services.find((candidate) => candidate.title === title);
}
