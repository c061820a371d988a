/** Home-page sections the footer's quick links scroll to. */
export const homeSections = [
  { id: 'services', label: 'Our Services' },
  { id: 'process', label: 'Our Process' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'final-cta', label: 'Contact Us' },
] as const;

export type HomeSectionId = (typeof homeSections)[number]['id'];

/**
 * The blog lives at /blog. Until its routes exist in this app it is linked as a plain
 * path, so the top bar already links it.
 */
export const blogPath = '/blog';
