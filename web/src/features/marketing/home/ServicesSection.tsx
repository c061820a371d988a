import { ArrowRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { servicesSection } from '../../../content/home';
import { findServiceByTitle, services, type Service } from '../../../content/services';
import { revealStyles } from '../../../ui/reveal';
import { routerLink } from '../../../ui/routerLink';
import { up } from '../../../ui/theme';
import { PageSection } from '../shared/PageSection';
import { ServiceArt } from '../shared/ServiceArt';
import { CardGrid } from '../../../ui/CardGrid';

/** The reveal threshold for the service cards section. */
const SERVICES_THRESHOLD = 0.2;

const Item = styled.li`
  ${revealStyles}
  /* The delay variables are set per card, so each breakpoint staggers by its own grid. */
  --reveal-delay: var(--delay-1);
  ${up('md')} {
    --reveal-delay: var(--delay-2);
  }
  ${up('lg')} {
    --reveal-delay: var(--delay-3);
  }
`;

const CardAnchor = styled.a`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => theme.transitions.base},
    transform ${({ theme }) => theme.transitions.base};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.lg};
    transform: translateY(-3px);
  }
`;

const CardLink = routerLink(CardAnchor);

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[5]}px;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: -0.01em;
  }
  p {
    flex: 1;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const More = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.accentText};
`;

/** Delay for a card at `index` in a grid of `columns`: later rows and columns come later. */
const staggerMs = (index: number, columns: number) =>
  Math.floor(index / columns) * 150 + (index % columns) * 100;

function cardStyle(index: number): CSSProperties {
  return {
    '--delay-1': `${staggerMs(index, 1)}ms`,
    '--delay-2': `${staggerMs(index, 2)}ms`,
    '--delay-3': `${staggerMs(index, 3)}ms`,
  } as CSSProperties;
}

function ServiceCard({ service, index }: { service: Service; index: number }) {
  const target = findServiceByTitle(service.title);
  const body = (
    <>
      <ServiceArt slug={service.slug} image={service.image} />
      <Body>
        <h3>{service.title}</h3>
        <p>{service.description}</p>
        <More aria-hidden="true">
          Learn more <ArrowRight size={18} />
        </More>
      </Body>
    </>
  );
  return (
    <Item data-reveal="static" style={cardStyle(index)}>
      {target ? (
        <CardLink to="/services/$service" params={{ service: target.slug }}>
          {body}
        </CardLink>
      ) : (
        <CardLink to="/">{body}</CardLink>
      )}
    </Item>
  );
}

export function ServicesSection() {
  return (
    <PageSection
      id="services"
      eyebrow={servicesSection.eyebrow}
      heading={servicesSection.heading}
      lead={servicesSection.lead}
      center
      reveal={false}
    >
      <CardGrid data-reveal-at={SERVICES_THRESHOLD} $md={2} $lg={3}>
        {services.map((service, index) => (
          <ServiceCard key={service.slug} service={service} index={index} />
        ))}
      </CardGrid>
    </PageSection>
  );
}
