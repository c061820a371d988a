import { CheckCircle2, Phone } from 'lucide-react';
import styled from 'styled-components';
import { company } from '../../../content/company';
import { heroClaims, heroLead, heroPromises } from '../../../content/home';
import { ButtonAnchor, ButtonLink } from '../../../ui/Button';
import { Container } from '../../../ui/Layout';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { up } from '../../../ui/theme';
import { RoofScene } from '../shared/RoofScene';
import { YourInspection } from './YourInspection';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(80% 60% at 85% 10%, rgba(232, 119, 46, 0.22), transparent 60%),
    linear-gradient(180deg, #14171c 0%, #1b1f26 100%);
  color: ${({ theme }) => theme.colors.onInk};
  padding: ${({ theme }) => theme.space[7]}px 0 ${({ theme }) => theme.space[8]}px;
  ${up('md')} {
    padding: ${({ theme }) => theme.space[9]}px 0;
  }
`;

const Inner = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[7]}px;
  align-items: center;
  ${up('lg')} {
    grid-template-columns: 1.25fr 1fr;
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  max-width: 16ch;
`;

const Lead = styled.p`
  max-width: 54ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onInkMuted};
`;

const Claims = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 540px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    gap: 2px;
    padding: ${({ theme }) => theme.space[3]}px;
    border: 1px solid ${({ theme }) => theme.colors.inkBorder};
    border-radius: ${({ theme }) => theme.radii.md};
    background: rgba(255, 255, 255, 0.04);
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.onInkMuted};
    line-height: 1.3;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.accent};
    line-height: 1.1;
  }
`;

const Promises = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[5]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
    flex: none;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  > * {
    flex: 1 1 220px;
  }
  ${up('sm')} {
    > * {
      flex: 0 0 auto;
    }
  }
`;

const Art = styled.div`
  display: none;
  ${up('lg')} {
    display: block;
  }
`;

export function HomeHero() {
  return (
    <Hero aria-labelledby="home-hero-title">
      <YourInspection />
      {/* Text, links and a drawing: the server's markup, no hydration. */}
      <StaticMarkup as={Inner}>
        <Copy>
          <Title id="home-hero-title">{company.tagline}</Title>
          <Lead>{heroLead}</Lead>
          <Claims aria-label="Why homeowners trust us">
            {heroClaims.map((claim) => (
              <li key={claim.label}>
                <strong>{claim.value}</strong>
                {claim.label}
              </li>
            ))}
          </Claims>
          <Promises aria-label="Our promises">
            {heroPromises.map((promise) => (
              <li key={promise}>
                <CheckCircle2 size={20} aria-hidden="true" />
                {promise}
              </li>
            ))}
          </Promises>
          <Actions>
            <ButtonLink to="/book-inspection" $size="lg">
              Get Free Inspection
            </ButtonLink>
            <ButtonAnchor href={company.phone.href} $variant="outline" $size="lg">
              <Phone size={20} aria-hidden="true" />
              Call Now
            </ButtonAnchor>
          </Actions>
        </Copy>
        <Art>
          <RoofScene />
        </Art>
      </StaticMarkup>
    </Hero>
  );
}
