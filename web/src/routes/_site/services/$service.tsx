import { createFileRoute, notFound } from '@tanstack/react-router';
import { pageHead, siteUrl } from '../../../app/seo';
import {
  jsonLdScript,
  serviceBreadcrumbJsonLd,
} from '../../../features/marketing/seo/structuredData';
import { ServiceComingSoon } from '../../../features/marketing/services/ServiceComingSoon';
import { ServiceLandingPage } from '../../../features/marketing/services/ServiceLandingPage';
import { serviceLandings } from '../../../content/serviceLandings';
import { serviceLandingLead } from '../../../content/serviceLandingLeads';
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
      ? {
          ...pageHead({
            title: `${loaderData.title} in Houston | Altum Roofing`,
            description: serviceLandingLead(loaderData.slug) ?? loaderData.description,
            path: `/services/${loaderData.slug}`,
          }),
          scripts: [jsonLdScript(serviceBreadcrumbJsonLd(siteUrl, loaderData))],
        }
      : {},
  component: ServicePage,
});

function ServicePage() {
  const service = Route.useLoaderData();
  const landing = serviceLandings[service.slug];
  return landing ? (
    <ServiceLandingPage service={service} landing={landing} />
  ) : (
    <ServiceComingSoon service={service} />
  );
}
