import { Clock, Phone, RotateCw, WifiOff } from 'lucide-react';
import styled from 'styled-components';
import { company, hours } from '../../content/company';
import { ButtonAnchor } from '../Button';
import { Card } from '../Card';
import { Container, ScreenFrame } from '../Layout';
import { Logo } from '../Logo';
import { up } from '../theme';
import { Muted } from '../Typography';

const Bar = styled.header`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  padding: ${({ theme }) => theme.space[3]}px 0;
  a {
    color: inherit;
    text-decoration: none;
    display: inline-flex;
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[8]}px;
  ${up('md')} {
    padding: ${({ theme }) => theme.space[8]}px 0;
  }
`;

const Panel = styled(Card)`
  max-width: 600px;
  padding: ${({ theme }) => theme.space[5]}px;
  ${up('md')} {
    padding: ${({ theme }) => theme.space[6]}px;
  }
  margin: 0 auto;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/* One column of full-width buttons on a phone; side by side from a tablet up. */
const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]}px;
  /* Full-width buttons on a phone: less padding keeps the phone number on one line. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    a {
      padding-inline: ${({ theme }) => theme.space[4]}px;
    }
  }
  ${up('sm')} {
    display: flex;
    flex-wrap: wrap;
  }
`;

const Hours = styled.section`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-top: ${({ theme }) => theme.space[4]}px;
  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  dl {
    margin: 0;
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[5]}px;
  }
  dl > div {
    display: contents;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`;

const Links = styled.nav`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

/**
 * What the service worker shows for a page that needs the network and was never opened on
 * this device (a blog post not yet read). It must work with nothing but itself: the built
 * file has no scripts, so every control is a plain link: the call needs no data, and
 * 'Try again' reloads the address the visitor asked for (an empty href is the page itself).
 */
export function OfflinePage() {
  return (
    <ScreenFrame>
      <Bar>
        <Container>
          <a href="/" aria-label="Altum Roofing, home">
            <Logo />
          </a>
        </Container>
      </Bar>
      <Main id="main">
        <Container>
          <Panel>
            <Badge>
              <WifiOff size={14} aria-hidden="true" />
              No connection
            </Badge>
            <h1>You’re offline</h1>
            <p>
              This page isn’t saved on this device yet, so it needs a connection to open. The pages
              you have visited still work.
            </p>
            <Actions>
              <ButtonAnchor href={company.phone.href} $size="lg">
                <Phone size={20} aria-hidden="true" />
                Call {company.phone.display}
              </ButtonAnchor>
              <ButtonAnchor href="" $variant="outline" $size="lg">
                <RotateCw size={20} aria-hidden="true" />
                Try again
              </ButtonAnchor>
            </Actions>
            <Muted>A phone call works without data: we answer during business hours.</Muted>
            <Hours aria-labelledby="offline-hours-title">
              <h2 id="offline-hours-title">
                <Clock size={18} aria-hidden="true" />
                Business Hours
              </h2>
              <dl>
                {hours.map((line) => (
                  <div key={line.days}>
                    <dt>{line.days}</dt>
                    <dd>{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </Hours>
            <Links aria-label="Pages you can open">
              <ul>
                <li>
                  <a href="/">Home</a>
                </li>
                <li>
                  <a href="/about">About</a>
                </li>
                <li>
                  <a href="/book-inspection">Book a free inspection</a>
                </li>
              </ul>
            </Links>
          </Panel>
        </Container>
      </Main>
    </ScreenFrame>
  );
}
