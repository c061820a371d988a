import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead } from '../../../app/seo';
import { ServiceComingSoon } from '../../../features/marketing/services/ServiceComingSoon';
import { services, type Service } from '../../../content/services';

function findService(slug: string): Service {
  const service = services.find((candidate) => candidate.slug === slug);
  if (!service) throw notFound();
  return service;
}

export const Route = createFileRoute('/_site/services/$service')({
  params: {
    parse: (raw) => ({ service: findService(raw.service).slug }),
    stringify: (params) => ({ service: params.service }),
  },
  loader: ({ params }) => findService(params.service),
  head: ({ loaderData }) =>
    loaderData
      ? pageHead({
          title: `${loaderData.title} in Houston | Altum Roofing`,
          description: loaderData.description,
          path: `/services/${loaderData.slug}`,
        })
      : {},
  component: ServicePage,
});

function ServicePage() {
  const service = Route.useLoaderData();
  return <ServiceComingSoon service={service} />;
}
