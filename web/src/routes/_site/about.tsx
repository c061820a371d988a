import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/seo';
import { PageHero } from '../../features/marketing/PageHero';

export const Route = createFileRoute('/_site/about')({
  head: () =>
    pageHead({
      title: 'About Altum Roofing | Family-Owned Houston Roofer',
      description:
        'A family-owned Houston roofing company. Altum means elevated in Latin: 7,000+ projects completed by the same crew.',
      path: '/about',
    }),
  component: () => (
    <PageHero
      title="About Altum Roofing"
      lead="Family-owned, 100% Houston owned, and built on craftsmanship, integrity and simplicity."
    />
  ),
});
