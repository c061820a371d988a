/** Structured data (schema.org JSON-LD) for search engines, built from the site's content. */
import { OPENING_HOURS } from '@altum/domain';
import { company, serviceAreas } from '../../../content/company';
import type { Service } from '../../../content/services';
import { ratingSummary, testimonials } from '../../../content/testimonials';

/** schema.org's day names, by JavaScript's day number (0 = Sunday). */
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export function roofingContractorJsonLd(siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RoofingContractor',
    '@id': `${siteUrl}/#business`,
    name: company.name,
    url: `${siteUrl}/`,
    telephone: '+1-346-220-0989',
    email: company.email,
    image: `${siteUrl}/og-image.png`,
    address: {
      '@type': 'PostalAddress',
      addressLocality: 'Houston',
      addressRegion: 'TX',
      addressCountry: 'US',
    },
    areaServed: serviceAreas.map((town) => ({ '@type': 'City', name: `${town}, TX` })),
    openingHoursSpecification: OPENING_HOURS.flatMap(({ weekdays, opens, closes }) =>
      opens && closes
        ? [
            {
              '@type': 'OpeningHoursSpecification',
              dayOfWeek: weekdays.map((day) => DAY_NAMES[day]),
              opens,
              closes,
            },
          ]
        : [],
    ),
    sameAs: company.social.map((profile) => profile.href),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: ratingSummary.value,
      reviewCount: ratingSummary.count,
      bestRating: ratingSummary.best,
      worstRating: ratingSummary.worst,
    },
    review: testimonials.map((testimonial) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: testimonial.name },
      datePublished: ratingSummary.reviewDate,
      reviewBody: testimonial.quote,
      reviewRating: {
        '@type': 'Rating',
        ratingValue: testimonial.rating,
        bestRating: ratingSummary.best,
        worstRating: ratingSummary.worst,
      },
    })),
  };
}

/** Home > Services > the page, as on the page's breadcrumbs. */
export function serviceBreadcrumbJsonLd(siteUrl: string, service: Service) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'Services', item: `${siteUrl}/#services` },
      {
        '@type': 'ListItem',
        position: 3,
        name: service.title,
        item: `${siteUrl}/services/${service.slug}`,
      },
    ],
  };
}

/** A route head() script entry; '<' is escaped so text can never close the script element. */
export function jsonLdScript(data: object) {
  return {
    type: 'application/ld+json',
    children: JSON.stringify(data).replace(/</g, '\\u003c'),
  };
}
