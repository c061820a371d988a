import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/seo';
import { HomeHero } from '../../features/marketing/home/HomeHero';

export const Route = createFileRoute('/_site/')({
  head: () =>
    pageHead({
      title: 'Altum Roofing | Houston Roofing Contractor You Can Trust',
      description:
        'Family-owned Houston roofing contractor: free roof inspections, repairs, maintenance and replacement. 7,000+ roofs completed. Same-day response.',
      path: '/',
    }),
  component: HomePage,
});

function HomePage() {
  return <HomeHero />;
}
