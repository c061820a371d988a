import type { CSSProperties } from 'react';
import styled from 'styled-components';
import { processSection, processSteps } from '../../../content/home';
import { revealStyles } from '../../../ui/reveal';
import { up } from '../../../ui/theme';
import { PageSection } from '../shared/PageSection';

/** The reveal threshold and stagger for the process steps. */
const PROCESS_THRESHOLD = 0.3;
const STEP_STAGGER_MS = 150;

/* Narrow screens: a vertical list with a line down the left. Wide: a horizontal timeline. */
const Timeline = styled.ol`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  &::before {
    content: '';
    position: absolute;
    left: 27px;
    top: 28px;
    bottom: 28px;
    width: 2px;
    background: ${({ theme }) => theme.colors.inkBorder};
  }
  ${up('lg')} {
    grid-template-columns: repeat(5, 1fr);
    gap: ${({ theme }) => theme.space[5]}px;
    &::before {
      left: 10%;
      right: 10%;
      top: 27px;
      bottom: auto;
      width: auto;
      height: 2px;
    }
  }
`;

const Step = styled.li`
  ${revealStyles}
  position: relative;
  display: grid;
  grid-template-columns: 56px 1fr;
  gap: ${({ theme }) => theme.space[4]}px;
  ${up('lg')} {
    grid-template-columns: 1fr;
    justify-items: center;
    text-align: center;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[1]}px;
  }
  p {
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
`;

const Marker = styled.span`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  box-shadow: 0 0 0 6px ${({ theme }) => theme.colors.ink};
`;

const StepNumber = styled.span`
  display: block;
  margin-bottom: 2px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

export function ProcessSection() {
  return (
    <PageSection
      id="process"
      tone="ink"
      eyebrow={processSection.eyebrow}
      heading={processSection.heading}
      lead={processSection.lead}
      center
      reveal={false}
    >
      <Timeline data-reveal-at={PROCESS_THRESHOLD}>
        {processSteps.map(({ icon: Icon, title, description }, index) => (
          <Step
            key={title}
            data-reveal="static"
            style={{ '--reveal-delay': `${index * STEP_STAGGER_MS}ms` } as CSSProperties}
          >
            <Marker>
              <Icon size={24} aria-hidden="true" />
            </Marker>
            <div>
              <StepNumber>Step {index + 1}</StepNumber>
              <h3>{title}</h3>
              <p>{description}</p>
            </div>
          </Step>
        ))}
      </Timeline>
    </PageSection>
  );
}
