import { Link } from '@tanstack/react-router';
import { Clock, Mail, MapPin, MessageSquare, Phone } from 'lucide-react';
import styled from 'styled-components';
import { company, hours, serviceAreas } from '../../content/company';
import { homeSections } from '../../content/navigation';
import { Container } from '../Layout';
import { Logo } from '../Logo';
import { SocialIcon } from '../SocialIcon';
import { StaticMarkup } from '../StaticMarkup';
import { up } from '../theme';
import { routerLink } from '../routerLink';

const Footer = styled.footer`
  background: #101216;
  border-top: 1px solid ${({ theme }) => theme.colors.inkBorder};
  color: ${({ theme }) => theme.colors.onInkMuted};
  padding: ${({ theme }) => theme.space[8]}px 0 ${({ theme }) => theme.space[6]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[7]}px;
  ${up('md')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${up('lg')} {
    grid-template-columns: 1.3fr 1fr 1fr 1fr;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const Heading = styled.h2`
  color: ${({ theme }) => theme.colors.onInk};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0;
  margin-bottom: ${({ theme }) => theme.space[1]}px;
`;

const Brand = styled(Link)`
  color: ${({ theme }) => theme.colors.onInk};
  text-decoration: none;
  align-self: flex-start;
`;

const Plain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const IconLine = styled.li`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const FooterLink = styled.a`
  color: ${({ theme }) => theme.colors.onInk};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }
`;

const QuickLink = routerLink(styled.a`
  color: ${({ theme }) => theme.colors.onInk};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.accent};
    text-decoration: underline;
  }
`);

const HoursRow = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  span:last-child {
    color: ${({ theme }) => theme.colors.onInk};
    font-weight: 600;
  }
`;

const Social = styled.div`
  display: flex;
  gap: 10px;
  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.inkBorder};
    color: ${({ theme }) => theme.colors.onInk};
  }
  a:hover {
    background: ${({ theme }) => theme.colors.accent};
    border-color: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }
`;

const Bottom = styled.div`
  margin-top: ${({ theme }) => theme.space[7]}px;
  padding-top: ${({ theme }) => theme.space[5]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.inkBorder};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export function SiteFooter() {
  return (
    <Footer>
      {/* Text and links only: the server's markup, no hydration. */}
      <StaticMarkup as={Container}>
        <Grid>
          <Column>
            <Brand to="/">
              <Logo />
            </Brand>
            <p>
              Family-owned and 100% Houston owned. Serving Houston homeowners since 2003, with
              7,000+ roofs completed by the same crew that inspects them.
            </p>
            <Social role="group" aria-label="Social media">
              {company.social.map((profile) => (
                <a
                  key={profile.name}
                  href={profile.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${company.name} on ${profile.name}`}
                >
                  <SocialIcon name={profile.name} />
                </a>
              ))}
            </Social>
          </Column>

          <Column as="nav" aria-label="Quick links">
            <Heading>Quick Links</Heading>
            <Plain>
              {homeSections.map((section) => (
                <li key={section.id}>
                  <QuickLink
                    to="/"
                    hash={section.id}
                    hashScrollIntoView={{ behavior: 'smooth', block: 'start' }}
                  >
                    {section.label}
                  </QuickLink>
                </li>
              ))}
              <li>
                <QuickLink to="/about">About Us</QuickLink>
              </li>
              <li>
                <QuickLink to="/book-inspection">Book an Inspection</QuickLink>
              </li>
              <li>
                <QuickLink to="/accessibility">Accessibility</QuickLink>
              </li>
            </Plain>
          </Column>

          <Column>
            <Heading>Contact</Heading>
            <Plain>
              <IconLine>
                <Phone size={16} aria-hidden="true" />
                <FooterLink href={company.phone.href}>{`Call ${company.phone.display}`}</FooterLink>
              </IconLine>
              <IconLine>
                <MessageSquare size={16} aria-hidden="true" />
                <FooterLink href={company.sms.href}>{`Text ${company.phone.display}`}</FooterLink>
              </IconLine>
              <IconLine>
                <Mail size={16} aria-hidden="true" />
                <FooterLink href={`mailto:${company.email}`}>{company.email}</FooterLink>
              </IconLine>
              <IconLine>
                <MapPin size={16} aria-hidden="true" />
                <span>
                  {`${company.city} and surrounding areas: ${serviceAreas.slice(1).join(', ')} and nearby communities.`}
                </span>
              </IconLine>
            </Plain>
          </Column>

          <Column>
            <Heading>
              <Clock size={16} aria-hidden="true" style={{ display: 'inline', marginRight: 8 }} />
              Hours
            </Heading>
            <Plain>
              {hours.map((line) => (
                <HoursRow key={line.days}>
                  <span>{line.days}</span>
                  <span>{line.hours}</span>
                </HoursRow>
              ))}
            </Plain>
          </Column>
        </Grid>
        <Bottom>
          {`© ${new Date().getFullYear()} ${company.name}. Licensed, insured and proudly Houston owned.`}
        </Bottom>
      </StaticMarkup>
    </Footer>
  );
}
