/** Home-page sections the footer's quick links scroll to. */
export const homeSections = [
  { id: 'services', label: 'Our Services' },
  { id: 'process', label: 'Our Process' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'final-cta', label: 'Contact Us' },
] as const;

export type HomeSectionId = (typeof homeSections)[number]['id'];
