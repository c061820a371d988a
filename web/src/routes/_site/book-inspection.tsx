import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/seo';
import { loadLeadForm } from '../../features/lead';
import { BookInspectionPage } from '../../features/marketing/bookInspection/BookInspectionPage';

export const Route = createFileRoute('/_site/book-inspection')({
  head: () =>
    pageHead({
      title: 'Book a Free Roof Inspection in Houston | Altum Roofing',
      description:
        'Schedule your free roof inspection: drone plus 5-part inspection, honest assessment, no obligation. Same-day response.',
      path: '/book-inspection',
    }),
  // The page shows the lead form: its code is there before the page renders (or hydrates).
  loader: () => loadLeadForm(),
  component: BookInspectionPage,
});
