import { createFileRoute } from '@tanstack/react-router';
import { pageHead } from '../../app/seo';
import { AccessibilityPage } from '../../features/marketing/accessibility/AccessibilityPage';

export const Route = createFileRoute('/_site/accessibility')({
  head: () =>
    pageHead({
      title: 'Accessibility Statement | Altum Roofing',
      description:
        'How Altum Roofing makes its website usable for everyone, how it is tested, and how to reach us for help or to report a barrier.',
      path: '/accessibility',
    }),
  component: AccessibilityPage,
});
