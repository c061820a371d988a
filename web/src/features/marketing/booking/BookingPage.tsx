import { CalendarCheck, Clock, Mail, MessageSquare, Phone } from 'lucide-react';
import type { MouseEvent } from 'react';
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
import { Reveal } from '../../../ui/reveal';
import { Eyebrow } from '../../../ui/Typography';
import { up } from '../../../ui/theme';
import { PageHero } from '../PageHero';
import { CtaBand } from '../shared/CtaBand';
import { EstimateForm } from '../shared/EstimateForm';
import { IconCards } from '../shared/IconCards';
import { SectionHeader } from '../shared/SectionHeader';
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
  gap: ${({ theme }) => theme.space[5]}px;
  ${up('md')} {
    grid-template-columns: 1fr 1fr;
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
  a {
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

const FaqLayout = styled(Container)`
  max-width: 860px;
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

export function BookingPage() {
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

      <Section $tone="page">
        <Layout>
          <Info>
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
          </Info>

          <FormColumn>
            <EstimateForm
              id={FORM_ID}
              title={bookingForm.title}
              description={bookingForm.description}
            />
          </FormColumn>

          <More>
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
          </More>
        </Layout>
      </Section>

      <Section $tone="sunken" aria-labelledby="booking-reviews-title">
        <Container>
          <Reveal>
            <SectionHeader
              id="booking-reviews-title"
              eyebrow={bookingTestimonialsSection.eyebrow}
              heading={bookingTestimonialsSection.heading}
              center
            />
            <TestimonialGrid testimonials={testimonials.slice(0, 3)} />
          </Reveal>
        </Container>
      </Section>

      <Section $tone="page" aria-labelledby="faq-title">
        <FaqLayout>
          <Reveal>
            <SectionHeader
              id="faq-title"
              eyebrow={faqSection.eyebrow}
              heading={faqSection.heading}
              center
            />
            <Accordion items={bookingFaqs} />
          </Reveal>
        </FaqLayout>
      </Section>

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
