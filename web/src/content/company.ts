import { openingHoursLines, type OpeningHoursLine } from '@altum/domain';

/**
 * Company facts shown across the site. The e-mail address and social profiles are
 * site configuration: change them here (or through the VITE_ variables) and every page follows.
 */
export const company = {
  name: 'Altum Roofing',
  shortName: 'Altum',
  tagline: 'Houston Roofing Contractor You Can Trust',
  /** The click-to-call number in the top bar and hero. */
  phone: { display: '(346) 220-0989', href: 'tel:+13462200989' },
  /** Text messages go to the same line. */
  sms: { href: 'sms:+13462200989' },
  email: import.meta.env.VITE_COMPANY_EMAIL ?? 'info@altumroofing.com',
  city: 'Houston, TX',
  /** Where 'Read more reviews' leads: the company's reviews on a search engine. */
  reviewsUrl:
    import.meta.env.VITE_REVIEWS_URL ??
    'https://www.google.com/search?q=Altum+Roofing+Houston+reviews',
  region: 'Greater Houston',
  social: [
    {
      name: 'Facebook',
      href: import.meta.env.VITE_SOCIAL_FACEBOOK ?? 'https://www.facebook.com/altumroofing',
    },
    {
      name: 'Instagram',
      href: import.meta.env.VITE_SOCIAL_INSTAGRAM ?? 'https://www.instagram.com/altumroofing',
    },
    {
      name: 'LinkedIn',
      href: import.meta.env.VITE_SOCIAL_LINKEDIN ?? 'https://www.linkedin.com/company/altumroofing',
    },
  ],
} as const;

export type SocialNetwork = (typeof company.social)[number]['name'];

export type OpeningHours = OpeningHoursLine;

/**
 * The office's hours live in domain/src/company/hours.ts, where the lead escalation reads them
 * too: one source for what the site says and when the office counts as open.
 */
export const hours: readonly OpeningHours[] = openingHoursLines();

/** Towns named in the service area, in the order the company lists them. */
export const serviceAreas: readonly string[] = [
  'Houston',
  'Kingwood',
  'Atascocita',
  'Humble',
  'The Woodlands',
  'Spring',
  'Cypress',
  'Porter / New Caney',
  'North Houston',
  'Katy',
  'Sugar Land',
  'Pearland',
  'Memorial',
  'Clear Lake',
];
