import { Home } from 'lucide-react';
import styled from 'styled-components';
import type { Service } from '../../../content/services';
import { ButtonLink } from '../../../ui/Button';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Container, Section } from '../../../ui/Layout';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { PageHero } from '../PageHero';

const Body = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[5]}px;
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const serviceCrumbs = (service: Service) =>
  [
    { label: 'Home', link: { to: '/' } },
    { label: 'Services', link: { to: '/', hash: 'services' } },
    { label: service.title },
  ] as const;

/** The four services without a landing page yet. */
export function ServiceComingSoon({ service }: { service: Service }) {
  return (
    <>
      <PageHero
        title={service.title}
        lead={service.description}
        top={<Breadcrumbs crumbs={serviceCrumbs(service)} />}
      />
      <Section>
        <StaticMarkup as={Body}>
          <p>Content coming soon...</p>
          <ButtonLink to="/" $size="lg">
            <Home size={20} aria-hidden="true" />
            Back to Home
          </ButtonLink>
        </StaticMarkup>
      </Section>
    </>
  );
}
