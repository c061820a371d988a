import styled from 'styled-components';
import { accessibilityStatement as statement } from '../../../content/accessibility';
import { company, hours } from '../../../content/company';
import { Container, Section } from '../../../ui/Layout';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { PageHero } from '../PageHero';

const Prose = styled(Container)`
  max-width: 760px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]}px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin-bottom: ${({ theme }) => theme.space[3]}px;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space[3]}px;
  }
  p,
  li {
    font-size: ${({ theme }) => theme.fontSizes.md};
    line-height: ${({ theme }) => theme.lineHeights.body};
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Contact = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[3]}px 0 0;
  padding: ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

/** The accessibility statement: text only, so the prerendered markup needs no hydration. */
export function AccessibilityPage() {
  return (
    <>
      <PageHero title={statement.title} lead={statement.lead} />
      <Section $tone="page">
        <StaticMarkup as={Prose}>
          {statement.sections.map((section) => (
            <section key={section.heading}>
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <section>
            <h2>{statement.contact.heading}</h2>
            {statement.contact.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <Contact>
              <li>
                Phone: <a href={company.phone.href}>{company.phone.display}</a>
              </li>
              <li>
                E-mail: <a href={`mailto:${company.email}`}>{company.email}</a>
              </li>
              <li>
                Office hours:{' '}
                {hours
                  .filter((entry) => entry.days !== 'Emergency')
                  .map((entry) => `${entry.days} ${entry.hours}`)
                  .join(', ')}
              </li>
            </Contact>
          </section>
          <p>Last reviewed {statement.updated}.</p>
        </StaticMarkup>
      </Section>
    </>
  );
}
