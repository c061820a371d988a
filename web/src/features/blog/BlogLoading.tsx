import styled from 'styled-components';
import { Container, Section } from '../../ui/Layout';

const Text = styled.p`
  padding: ${({ theme }) => theme.space[8]}px 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Shown while a blog page's articles load. */
export function BlogLoading() {
  return (
    <Section $tone="page">
      <Container>
        <Text role="status">Loading articles...</Text>
      </Container>
    </Section>
  );
}
