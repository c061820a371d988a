import { MapPin } from 'lucide-react';
import styled from 'styled-components';
import { serviceAreas } from '../../../content/company';
import { serviceAreaSection } from '../../../content/home';
import { Container, Section } from '../../../ui/Layout';
import { Reveal } from '../../../ui/reveal';
import { SectionHeader } from '../shared/SectionHeader';

const Towns = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]}px;
  max-width: 900px;
  margin: 0 auto;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 10px 16px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

const Closing = styled.p`
  margin-top: ${({ theme }) => theme.space[5]}px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function ServiceAreaSection() {
  return (
    <Section $tone="page" aria-labelledby="service-area-title">
      <Container>
        <Reveal>
          <SectionHeader
            id="service-area-title"
            eyebrow={serviceAreaSection.eyebrow}
            heading={serviceAreaSection.heading}
            lead={serviceAreaSection.lead}
            center
          />
          <Towns>
            {serviceAreas.map((town) => (
              <li key={town}>
                <MapPin size={16} aria-hidden="true" />
                {town}
              </li>
            ))}
          </Towns>
          <Closing>{serviceAreaSection.closing}</Closing>
        </Reveal>
      </Container>
    </Section>
  );
}
