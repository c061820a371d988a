import { createFileRoute } from '@tanstack/react-router';
import { InspectionsScreen } from '../../features/admin';

export const Route = createFileRoute('/admin/inspections')({
  head: () => ({ meta: [{ title: 'Inspections | Admin | Altum Roofing' }] }),
  component: InspectionsScreen,
});
