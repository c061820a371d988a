import type { ServiceSlug } from './services';

/**
 * The opening line of each full service landing page: its hero's lead and its meta description.
 * Apart from the landings' content so the route's head (in every page's first load, with the
 * route tree) carries these two lines and not the whole of serviceLandings.ts.
 */
export const serviceLandingLeads = {
  'roof-repairs':
    'Leaks, storm damage and worn shingles, found with a drone plus 5-part inspection and fixed by the same crew. Repairs are usually scheduled within 2-5 business days.',
  'roof-maintenance':
    'Regular inspection, cleaning and sealing add years to your roof and protect your warranty. Done by the same crew that would repair or replace it.',
} as const satisfies Partial<Record<ServiceSlug, string>>;

export function serviceLandingLead(slug: ServiceSlug): string | undefined {
  return (serviceLandingLeads as Partial<Record<ServiceSlug, string>>)[slug];
}
