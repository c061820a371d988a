import { createFileRoute } from '@tanstack/react-router';
import { pageHead, siteUrl } from '../../app/seo';
import { loadLeadForm } from '../../features/lead';
import { HomePage } from '../../features/marketing/home/HomePage';
import { jsonLdScript, roofingContractorJsonLd } from '../../features/marketing/seo/structuredData';

export const Route = createFileRoute('/_site/')({
  head: () => ({
    ...pageHead({
      title: 'Altum Roofing | Houston Roofing Contractor You Can Trust',
      description:
        'Family-owned Houston roofing contractor: free roof inspections, repairs, maintenance and replacement. 7,000+ roofs completed. Same-day response.',
      path: '/',
    }),
    scripts: [jsonLdScript(roofingContractorJsonLd(siteUrl))],
  }),
  // The page shows the lead form: its code is there before the page renders (or hydrates).
  loader: () => loadLeadForm(),
  component: HomePage,
});
