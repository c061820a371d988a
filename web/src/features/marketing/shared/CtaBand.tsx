import { Phone } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { company } from '../../../content/company';
import { ButtonAnchor } from '../../../ui/Button';
import { Container } from '../../../ui/Layout';
import { Reveal, useRevealBelowTheFold } from '../../../ui/reveal';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { up } from '../../../ui/theme';

const Band = styled.section`
  padding: ${({ theme }) => theme.space[8]}px 0;
  background:
    radial-gradient(60% 120% at 100% 0%, rgba(232, 119, 46, 0.28), transparent 60%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  --eyebrow-color: ${({ theme }) => theme.colors.accent};
  ${up('md')} {
    padding: ${({ theme }) => theme.space[9]}px 0;
  }
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]}px;
  text-align: center;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    max-width: 22ch;
  }
  p {
    max-width: 56ch;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]}px;
`;

/** The dark closing call to action: a primary action plus the phone number. */
export function CtaBand(props: { id?: string; heading: string; lead: string; action: ReactNode }) {
  const headingId = props.id ? `${props.id}-title` : undefined;
  const ref = useRef<HTMLElement>(null);
  useRevealBelowTheFold(ref);
  return (
    <Band ref={ref} id={props.id} aria-labelledby={headingId}>
      <Container>
        <Reveal>
          <StaticMarkup as={Inner}>
            <h2 id={headingId}>{props.heading}</h2>
            <p>{props.lead}</p>
            <Actions>
              {props.action}
              <ButtonAnchor href={company.phone.href} $variant="outline" $size="lg">
                <Phone size={20} aria-hidden="true" />
                {company.phone.display}
              </ButtonAnchor>
            </Actions>
          </StaticMarkup>
        </Reveal>
      </Container>
    </Band>
  );
}
