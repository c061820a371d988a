import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/seo';
import { BookingPage } from '../../features/marketing/booking/BookingPage';

export const Route = createFileRoute('/_site/book-inspection')({
  head: () =>
    pageHead({
      title: 'Book a Free Roof Inspection in Houston | Altum Roofing',
      description:
        'Schedule your free roof inspection: drone plus 5-part inspection, honest assessment, no obligation. Same-day response.',
      path: '/book-inspection',
    }),
  component: BookingPage,
});
