import styled from 'styled-components';
import { serviceAreas } from '../../../content/company';
import { serviceAreaSection } from '../../../content/home';
import { maskIcon } from '../../../ui/cssIcon';
import { PageSection } from '../shared/PageSection';

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
  /* Lucide's map pin, drawn by the stylesheet: one definition for every town. */
  li::before {
    ${maskIcon('<path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0"/><circle cx="12" cy="10" r="3"/>', 16)}
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
    <PageSection
      id="service-area"
      eyebrow={serviceAreaSection.eyebrow}
      heading={serviceAreaSection.heading}
      lead={serviceAreaSection.lead}
      center
    >
      <Towns>
        {serviceAreas.map((town) => (
          <li key={town}>{town}</li>
        ))}
      </Towns>
      <Closing>{serviceAreaSection.closing}</Closing>
    </PageSection>
  );
}
