import { CalendarCheck, Clock, Mail, MessageSquare, Phone } from 'lucide-react';
import { useRef, type MouseEvent } from 'react';
import styled from 'styled-components';
import {
  altumDifference,
  bookingClosing,
  bookingFaqs,
  bookingForm,
  bookingHero,
  bookingStats,
  bookingTestimonialsSection,
  differenceSection,
  faqSection,
  howItWorks,
  howItWorksSection,
} from '../../../content/bookInspection';
import { company, hours } from '../../../content/company';
import { testimonials } from '../../../content/testimonials';
import { Accordion } from '../../../ui/Accordion';
import { ButtonAnchor } from '../../../ui/Button';
import { Container, Section } from '../../../ui/Layout';
import { Reveal, useRevealBelowTheFold } from '../../../ui/reveal';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { Eyebrow } from '../../../ui/Typography';
import { up } from '../../../ui/theme';
import { PageHero } from '../PageHero';
import { CtaBand } from '../shared/CtaBand';
import { EstimateForm } from '../shared/EstimateForm';
import { IconCards } from '../shared/IconCards';
import { PageSection } from '../shared/PageSection';
import { StatsRow } from '../shared/StatsRow';
import { StepList } from '../shared/StepList';
import { TestimonialGrid } from '../shared/TestimonialGrid';

const FORM_ID = 'inspection-form';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
`;

/* Phones: contact details, then the form, then the rest. Wide: the form rides along on the right. */
const Layout = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space[7]}px;
  /* minmax(0, ...): a column never grows past the screen to fit its widest line. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'info' 'form' 'more';
  ${up('lg')} {
    grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
    grid-template-areas: 'info form' 'more form';
    align-items: start;
  }
`;

const Info = styled.div`
  grid-area: info;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]}px;
  ${up('md')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const FormColumn = styled.div`
  grid-area: form;
  ${up('lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 24px);
  }
`;

const More = styled.div`
  grid-area: more;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]}px;
`;

const Panel = styled.section`
  padding: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    display: flex;
    align-items: center;
    gap: 10px;
    margin-bottom: ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    letter-spacing: 0;
  }
  h2 svg {
    color: ${({ theme }) => theme.colors.accentText};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[3]}px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const ContactLine = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* Call, text and e-mail are what a phone visitor taps here: 44 px tall targets. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
    overflow-wrap: anywhere;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const HoursLine = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]}px;
  span:last-child {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Subheading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

function scrollToForm(event: MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById(FORM_ID);
  if (!form) return;
  event.preventDefault();
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  form.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  // Keyboard and screen-reader users land in the form, not just next to it.
  form.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true });
}

export function BookInspectionPage() {
  const mainRef = useRef<HTMLElement>(null);
  useRevealBelowTheFold(mainRef);
  return (
    <>
      <PageHero
        title={bookingHero.title}
        lead={bookingHero.lead}
        top={<Eyebrow>{bookingHero.eyebrow}</Eyebrow>}
      >
        <StatsRow stats={bookingStats} label="Altum in numbers" />
        <Actions>
          <ButtonAnchor href={`#${FORM_ID}`} $size="lg" onClick={scrollToForm}>
            <CalendarCheck size={20} aria-hidden="true" />
            {bookingHero.scheduleButton}
          </ButtonAnchor>
          <ButtonAnchor href={company.phone.href} $variant="outline" $size="lg">
            <Phone size={20} aria-hidden="true" />
            {bookingHero.callOrText} {company.phone.display}
          </ButtonAnchor>
        </Actions>
      </PageHero>

      <Section ref={mainRef} $tone="page">
        <Layout>
          <StaticMarkup as={Info}>
            <Panel aria-labelledby="contact-info-title">
              <h2 id="contact-info-title">
                <Phone size={20} aria-hidden="true" />
                Contact Us
              </h2>
              <ul>
                <ContactLine>
                  <Phone size={18} aria-hidden="true" />
                  <a href={company.phone.href}>Call {company.phone.display}</a>
                </ContactLine>
                <ContactLine>
                  <MessageSquare size={18} aria-hidden="true" />
                  <a href={company.sms.href}>Text {company.phone.display}</a>
                </ContactLine>
                <ContactLine>
                  <Mail size={18} aria-hidden="true" />
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </ContactLine>
              </ul>
            </Panel>
            <Panel aria-labelledby="hours-title">
              <h2 id="hours-title">
                <Clock size={20} aria-hidden="true" />
                Business Hours
              </h2>
              <ul>
                {hours.map((line) => (
                  <HoursLine key={line.days}>
                    <span>{line.days}</span>
                    <span>{line.hours}</span>
                  </HoursLine>
                ))}
              </ul>
            </Panel>
          </StaticMarkup>

          <FormColumn>
            <EstimateForm
              id={FORM_ID}
              title={bookingForm.title}
              description={bookingForm.description}
              windows
            />
          </FormColumn>

          <StaticMarkup as={More}>
            <Reveal>
              <Eyebrow>{differenceSection.eyebrow}</Eyebrow>
              <Subheading>{differenceSection.heading}</Subheading>
              <IconCards items={altumDifference} columns={2} />
            </Reveal>
            <Reveal>
              <Eyebrow>{howItWorksSection.eyebrow}</Eyebrow>
              <Subheading>{howItWorksSection.heading}</Subheading>
              <StepList steps={howItWorks} />
            </Reveal>
          </StaticMarkup>
        </Layout>
      </Section>

      <PageSection
        tone="sunken"
        eyebrow={bookingTestimonialsSection.eyebrow}
        heading={bookingTestimonialsSection.heading}
        center
      >
        <TestimonialGrid testimonials={testimonials.slice(0, 3)} />
      </PageSection>

      <PageSection
        eyebrow={faqSection.eyebrow}
        heading={faqSection.heading}
        center
        narrow
        interactive={<Accordion items={bookingFaqs} />}
      />

      <CtaBand
        heading={bookingClosing.heading}
        lead={bookingClosing.lead}
        action={
          <ButtonAnchor href={company.sms.href} $size="lg">
            <MessageSquare size={20} aria-hidden="true" />
            Text Us
          </ButtonAnchor>
        }
      />
    </>
  );
}
