import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import {
  aboutCta,
  aboutHero,
  coreValues,
  coreValuesSection,
  differenceSection,
  differences,
  founderStory,
} from '../../../content/about';
import { ButtonLink } from '../../../ui/Button';
import { Container, Section } from '../../../ui/Layout';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { Eyebrow, SectionTitle } from '../../../ui/Typography';
import { up } from '../../../ui/theme';
import { PageHero } from '../PageHero';
import { CtaBand } from '../shared/CtaBand';
import { IconCards } from '../shared/IconCards';
import { PageSection } from '../shared/PageSection';
import { TeamSection } from './TeamSection';

const Story = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]}px;
  ${up('lg')} {
    grid-template-columns: 1.4fr 1fr;
    align-items: center;
  }
`;

const StoryText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Highlights = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space[5]}px ${({ theme }) => theme.space[6]}px;
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
`;

export function AboutPage() {
  const storyTitleId = useId();
  return (
    <>
      <PageHero
        title={aboutHero.title}
        lead={aboutHero.lead}
        top={<Eyebrow>{aboutHero.eyebrow}</Eyebrow>}
      />
      <Section $tone="page" aria-labelledby={storyTitleId}>
        <StaticMarkup as={Container}>
          <Story>
            <StoryText>
              <Eyebrow>{founderStory.eyebrow}</Eyebrow>
              <SectionTitle id={storyTitleId}>{founderStory.heading}</SectionTitle>
              {founderStory.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </StoryText>
            <Highlights aria-label="Altum at a glance">
              {founderStory.highlights.map((item) => (
                <div key={item.label}>
                  <dt>{item.label}</dt>
                  <dd>{item.value}</dd>
                </div>
              ))}
            </Highlights>
          </Story>
        </StaticMarkup>
      </Section>
      <PageSection
        tone="surface"
        eyebrow={coreValuesSection.eyebrow}
        heading={coreValuesSection.heading}
        center
      >
        <IconCards items={coreValues} />
      </PageSection>
      <PageSection
        tone="ink"
        eyebrow={differenceSection.eyebrow}
        heading={differenceSection.heading}
        center
      >
        <IconCards items={differences} columns={4} tone="dark" />
      </PageSection>
      <TeamSection />
      <CtaBand
        heading={aboutCta.heading}
        lead={aboutCta.lead}
        action={
          <ButtonLink to="/book-inspection" $size="lg">
            Get Free Inspection
            <ArrowRight size={20} aria-hidden="true" />
          </ButtonLink>
        }
      />
    </>
  );
}
