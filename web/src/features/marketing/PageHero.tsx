import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../ui/Layout';
import { StaticMarkup } from '../../ui/StaticMarkup';
import { Lead } from '../../ui/Typography';
import { up } from '../../ui/theme';

const Hero = styled.section`
  background:
    radial-gradient(70% 80% at 90% 0%, rgba(232, 119, 46, 0.18), transparent 60%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  --eyebrow-color: ${({ theme }) => theme.colors.accent};
  padding: ${({ theme }) => theme.space[7]}px 0 ${({ theme }) => theme.space[8]}px;
  ${up('md')} {
    padding: ${({ theme }) => theme.space[9]}px 0;
  }
`;

const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Opening = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]}px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  max-width: 20ch;
`;

/** The dark opening band of an inner page. */
export function PageHero(props: {
  title: string;
  lead?: string;
  /** Above the title, static (breadcrumbs, eyebrow). */
  top?: ReactNode;
  /** After the lead, hydrated: actions that need handlers. */
  children?: ReactNode;
}) {
  // Hydrated on its own, like each section of the page (ui/shell/PublicLayout).
  return (
    <Suspense>
      <Hero>
        <Inner>
          <StaticMarkup as={Opening}>
            {props.top}
            <Title>{props.title}</Title>
            {props.lead && <Lead>{props.lead}</Lead>}
          </StaticMarkup>
          {props.children}
        </Inner>
      </Hero>
    </Suspense>
  );
}
