import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../../ui/Layout';
import { up } from '../../../ui/theme';

const Band = styled.section`
  background:
    radial-gradient(70% 80% at 90% 0%, rgba(232, 119, 46, 0.2), transparent 60%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  --eyebrow-color: ${({ theme }) => theme.colors.accent};
  padding: ${({ theme }) => theme.space[7]}px 0;
  ${up('md')} {
    padding: ${({ theme }) => theme.space[8]}px 0;
  }
`;

const Inner = styled(Container)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes['4xl']};
  max-width: 22ch;
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.onInkMuted};
  max-width: 60ch;
`;

/** The dark opening band of a blog page. */
export function BlogHero(props: {
  title: string;
  lead?: string;
  top?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Band>
      <Inner>
        {props.top}
        <Title>{props.title}</Title>
        {props.lead && <Lead>{props.lead}</Lead>}
        {props.children}
      </Inner>
    </Band>
  );
}
