import { describe, expect, it } from 'vitest';
import { roofingContractorJsonLd } from './structuredData';

describe('roofingContractorJsonLd', () => {
  it('gives search engines the office hours the site shows, closed days left out', () => {
    expect(roofingContractorJsonLd('https://example.com').openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '16:00',
      },
    ]);
  });
});
