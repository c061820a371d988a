import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/seo';
import { AboutPage } from '../../features/marketing/about/AboutPage';

export const Route = createFileRoute('/_site/about')({
  head: () =>
    pageHead({
      title: 'About Altum Roofing | Family-Owned Houston Roofer',
      description:
        'A family-owned Houston roofing company. Altum means elevated in Latin: 7,000+ projects completed by the same crew.',
      path: '/about',
    }),
  component: AboutPage,
});
