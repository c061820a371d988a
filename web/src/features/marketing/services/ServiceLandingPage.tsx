import { AlertTriangle, ArrowRight } from 'lucide-react';
import { Suspense, useId } from 'react';
import styled from 'styled-components';
import type { ServiceLanding } from '../../../content/serviceLandings';
import type { Service } from '../../../content/services';
import { testimonials } from '../../../content/testimonials';
import { Accordion } from '../../../ui/Accordion';
import { ButtonLink } from '../../../ui/Button';
import { Breadcrumbs } from '../../../ui/Breadcrumbs';
import { Container } from '../../../ui/Layout';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { Eyebrow } from '../../../ui/Typography';
import { up } from '../../../ui/theme';
import { PageHero } from '../PageHero';
import { IconCards } from '../shared/IconCards';
import { PageSection } from '../shared/PageSection';
import { RatingSummary } from '../shared/RatingSummary';
import { StepList } from '../shared/StepList';
import { TestimonialGrid } from '../shared/TestimonialGrid';
import { GallerySection } from './GallerySection';
import { PreferredContractorBadge } from './PreferredContractorBadge';
import { PricingSectionView } from './PricingSectionView';
import { serviceCrumbs } from './ServiceComingSoon';
import { CardGrid } from '../../../ui/CardGrid';

const Signs = styled(CardGrid).attrs({ $md: 2, $lg: 3, $gap: 4 })`
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[4]}px;
    padding: ${({ theme }) => theme.space[5]}px;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.accentText};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    letter-spacing: 0;
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const BadgeBand = styled.section`
  padding: ${({ theme }) => theme.space[8]}px 0;
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
`;

const BadgeLayout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  align-items: center;
  justify-items: center;
  text-align: center;
  ${up('md')} {
    grid-template-columns: auto 1fr;
    justify-items: start;
    text-align: left;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    margin-bottom: ${({ theme }) => theme.space[3]}px;
  }
  p {
    max-width: 62ch;
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
`;

/** The full landing page of a service (roof repairs, roof maintenance). */
export function ServiceLandingPage({
  service,
  landing,
}: {
  service: Service;
  landing: ServiceLanding;
}) {
  const badgeTitleId = useId();
  const reviews = testimonials.filter((testimonial) =>
    service.slug === 'roof-repairs' ? testimonial.service === 'Roof repair' : true,
  );
  return (
    <>
      <PageHero
        title={landing.hero.title}
        lead={landing.hero.lead}
        top={
          <>
            <Breadcrumbs crumbs={serviceCrumbs(service)} />
            <Eyebrow>{landing.hero.eyebrow}</Eyebrow>
          </>
        }
      >
        <div>
          <ButtonLink to="/book-inspection" $size="lg">
            {landing.hero.button}
            <ArrowRight size={20} aria-hidden="true" />
          </ButtonLink>
        </div>
      </PageHero>

      <PageSection heading={landing.signs.heading} lead={landing.signs.lead}>
        <Signs>
          {landing.signs.items.map((sign) => (
            <li key={sign.title}>
              <AlertTriangle size={22} aria-hidden="true" />
              <div>
                <h3>{sign.title}</h3>
                <p>{sign.description}</p>
              </div>
            </li>
          ))}
        </Signs>
      </PageSection>

      <PageSection tone="sunken" heading={landing.process.heading} center>
        <StepList steps={landing.process.steps} />
      </PageSection>

      <PageSection tone="surface" heading={landing.whyChooseUs.heading} center>
        <IconCards items={landing.whyChooseUs.items} columns={4} />
      </PageSection>

      <Suspense>
        <BadgeBand aria-labelledby={badgeTitleId}>
          <StaticMarkup as={BadgeLayout}>
            <PreferredContractorBadge label={landing.badge.label} />
            <div>
              <h2 id={badgeTitleId}>{landing.badge.heading}</h2>
              <p>{landing.badge.text}</p>
            </div>
          </StaticMarkup>
        </BadgeBand>
      </Suspense>

      <GallerySection gallery={landing.gallery} />

      <PricingSectionView pricing={landing.pricing} />

      <PageSection tone="sunken" heading={landing.testimonials.heading} center>
        <RatingSummary withReviewsLink />
        <TestimonialGrid testimonials={reviews.slice(0, 3)} />
      </PageSection>

      <PageSection
        heading={landing.faq.heading}
        center
        narrow
        interactive={<Accordion items={landing.faq.items} />}
      />
    </>
  );
}
