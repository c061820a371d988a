/** The accessibility statement at /accessibility: plain words, kept true as the site changes. */
export const accessibilityStatement = {
  title: 'Accessibility',
  lead: 'Everyone should be able to read about their roof and book an inspection, however they use the web.',
  updated: 'November 2026',
  sections: [
    {
      heading: 'What we aim for',
      paragraphs: [
        'We build this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. That means text you can read and enlarge, pages you can use with a keyboard or a screen reader, and forms that tell you clearly what they need.',
        'The same goes for the tools our own staff use to write the blog and answer inspection requests.',
      ],
    },
    {
      heading: 'How we check it',
      paragraphs: [
        'Every page, and every staff screen, is checked automatically each time the site changes: with axe, an accessibility checker, at phone and desktop widths, and with the W3C HTML checker. A change that breaks either check does not go live.',
        'We also try the pages the way people use them: with the keyboard alone, zoomed in to 200 %, on a small phone screen and with reduced motion turned on.',
      ],
    },
    {
      heading: 'What we know is not perfect yet',
      paragraphs: [
        'Photos in older blog articles may have shorter descriptions than we would like, and links to our social media profiles lead to sites we do not control.',
        'Automatic checks cannot find everything. If something gets in your way, we want to hear about it.',
      ],
    },
  ],
  contact: {
    heading: 'Tell us about a barrier, or get help another way',
    paragraphs: [
      'Call us and we will book your inspection over the phone, read you any page of this site, or send the information in a format that works for you. You can also write to us; we answer within one business day.',
    ],
  },
} as const;
