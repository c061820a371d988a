import { Home } from 'lucide-react';
import styled from 'styled-components';
import { ButtonLink } from '../Button';
import { Container, Section } from '../Layout';

const Center = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]}px;
  padding-block: ${({ theme }) => theme.space[8]}px;
  text-align: center;
`;

const Code = styled.p`
  font-size: clamp(4.5rem, 3rem + 8vw, 8rem);
  font-weight: 800;
  line-height: 1;
  /* The text shade of the accent: the bright one fails contrast on the light page. */
  color: ${({ theme }) => theme.colors.accentText};
`;

export function NotFoundPage() {
  return (
    <Section $tone="page">
      <Center>
        <Code aria-hidden="true">404</Code>
        <h1>Oops! Page not found</h1>
        <p>The page you are looking for has moved or never existed.</p>
        <ButtonLink to="/" $size="lg">
          <Home size={20} aria-hidden="true" />
          Return to Home
        </ButtonLink>
      </Center>
    </Section>
  );
}
