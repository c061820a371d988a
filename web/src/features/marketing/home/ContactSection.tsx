import { Clock, MessageSquare, Phone } from 'lucide-react';
import styled from 'styled-components';
import { company, hours } from '../../../content/company';
import { contactSection } from '../../../content/home';
import { Container, Section } from '../../../ui/Layout';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { Eyebrow, SectionTitle } from '../../../ui/Typography';
import { up } from '../../../ui/theme';
import { EstimateForm } from '../shared/EstimateForm';

const Grid = styled(Container)`
  display: grid;
  /* minmax(0, ...): a column never grows past the screen to fit its widest line. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[7]}px;
  ${up('lg')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
    align-items: start;
  }
`;

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  ${up('lg')} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + 32px);
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Points = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]}px;
    align-items: flex-start;
  }
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.accentText};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** The home page's estimate form, beside the fastest ways to reach a person. */
export function ContactSection() {
  const weekdays = hours[0];
  return (
    <Section id="contact" $tone="page" aria-labelledby="contact-title">
      <Grid>
        <StaticMarkup as={Intro}>
          <Eyebrow>{contactSection.eyebrow}</Eyebrow>
          <SectionTitle id="contact-title">{contactSection.heading}</SectionTitle>
          <Lead>{contactSection.lead}</Lead>
          <Points>
            <li>
              <Phone size={20} aria-hidden="true" />
              <span>
                Call <a href={company.phone.href}>{company.phone.display}</a>
              </span>
            </li>
            <li>
              <MessageSquare size={20} aria-hidden="true" />
              <span>
                Or text <a href={company.sms.href}>{company.phone.display}</a>
              </span>
            </li>
            {weekdays && (
              <li>
                <Clock size={20} aria-hidden="true" />
                <span>
                  {weekdays.days}, {weekdays.hours}. Emergency service 24/7.
                </span>
              </li>
            )}
          </Points>
        </StaticMarkup>
        <EstimateForm
          id="estimate-form"
          title={contactSection.formTitle}
          description={contactSection.formDescription}
        />
      </Grid>
    </Section>
  );
}
