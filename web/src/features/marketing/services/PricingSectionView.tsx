import { ArrowRight } from 'lucide-react';
import styled from 'styled-components';
import type { PricingSection } from '../../../content/types';
import { ButtonLink } from '../../../ui/Button';
import { IconCards } from '../shared/IconCards';
import { PageSection } from '../shared/PageSection';

const Intro = styled.p`
  max-width: 72ch;
  margin: -${({ theme }) => theme.space[4]}px auto ${({ theme }) => theme.space[7]}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Subheading = styled.h3`
  margin: ${({ theme }) => theme.space[7]}px 0 ${({ theme }) => theme.space[5]}px;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  text-align: center;
`;

const Cta = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space[7]}px;
`;

/** Pricing factors and the ways to make the work affordable. */
export function PricingSectionView({ pricing }: { pricing: PricingSection }) {
  return (
    <PageSection tone="surface" eyebrow={pricing.subheadline} heading={pricing.headline} center>
      <Intro>{pricing.introText}</Intro>
      <IconCards items={pricing.costFactors} columns={4} />
      <Subheading>Ways to Make It Affordable</Subheading>
      <IconCards items={pricing.affordabilityOptions} columns={3} />
      <Cta>
        <ButtonLink to="/book-inspection" $size="lg">
          {pricing.ctaButtonText}
          <ArrowRight size={20} aria-hidden="true" />
        </ButtonLink>
      </Cta>
    </PageSection>
  );
}
