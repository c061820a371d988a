import { CheckCircle2, Phone } from 'lucide-react';
import styled from 'styled-components';
import { company } from '../../../content/company';
import { ButtonAnchor, ButtonLink } from '../../../ui/Button';
import { Container } from '../../../ui/Layout';
import { up } from '../../../ui/theme';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background:
    radial-gradient(80% 60% at 85% 10%, rgba(232, 119, 46, 0.22), transparent 60%),
    linear-gradient(180deg, #14171c 0%, #1b1f26 100%);
  color: ${({ theme }) => theme.colors.onInk};
  padding: ${({ theme }) => theme.space[8]}px 0 ${({ theme }) => theme.space[9]}px;
  ${up('md')} {
    padding: ${({ theme }) => theme.space[10]}px 0;
  }
`;

const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]}px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  max-width: 16ch;
`;

const Claims = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: 8px 14px;
    border: 1px solid ${({ theme }) => theme.colors.inkBorder};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(255, 255, 255, 0.04);
    font-weight: 600;
  }
  strong {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Promises = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.onInkMuted};
  li {
    display: flex;
    align-items: center;
    gap: 10px;
  }
  svg {
    color: ${({ theme }) => theme.colors.accent};
    flex: none;
  }
  ${up('md')} {
    grid-template-columns: repeat(3, max-content);
    gap: ${({ theme }) => theme.space[6]}px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const claims = [
  { figure: '25+', label: 'years of experience' },
  { figure: '7,000+', label: 'roofs completed' },
  { figure: '100%', label: 'Houston owned' },
];

const promises = ['No obligation', 'Same-day response', 'Honest assessments'];

export function HomeHero() {
  return (
    <Hero aria-labelledby="home-hero-title">
      <Inner>
        <Title id="home-hero-title">{company.tagline}</Title>
        <Claims aria-label="Why homeowners trust us">
          {claims.map((claim) => (
            <li key={claim.label}>
              <strong>{claim.figure}</strong> {claim.label}
            </li>
          ))}
        </Claims>
        <Promises aria-label="Our promises">
          {promises.map((promise) => (
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
      </Inner>
    </Hero>
  );
}
