import styled from 'styled-components';
import { ButtonLink } from '../../../ui/Button';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[4]}px;
  margin: ${({ theme }) => theme.space[6]}px 0 ${({ theme }) => theme.space[8]}px;
  padding: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    radial-gradient(70% 90% at 100% 0%, rgba(232, 119, 46, 0.25), transparent 60%),
    ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
  }
  p {
    color: ${({ theme }) => theme.colors.onInkMuted};
  }
`;

/** The closing call of a custom post: book a free inspection. */
export function InspectionCta({ title, text }: { title: string; text: string }) {
  return (
    <Panel aria-labelledby="post-cta-title">
      <h2 id="post-cta-title">{title}</h2>
      <p>{text}</p>
      <ButtonLink to="/book-inspection" $size="lg" data-print="hide">
        Get Free Inspection
      </ButtonLink>
    </Panel>
  );
}
