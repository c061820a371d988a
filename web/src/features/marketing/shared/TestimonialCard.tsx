import styled from 'styled-components';
import { maskIcon } from '../../../ui/cssIcon';
import type { Testimonial } from '../../../content/types';
import { Stars } from '../../../ui/Stars';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  height: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space[6]}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** Lucide's quote mark. */
const QUOTE =
  '<path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"/><path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"/>';

/* The quote mark is decoration, drawn by the stylesheet: defined once for every card. */
const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  &::after {
    ${maskIcon(QUOTE, 28)}
    color: ${({ theme }) => theme.colors.accent};
    opacity: 0.5;
  }
`;

const Text = styled.blockquote`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: 1.6;
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding-top: ${({ theme }) => theme.space[4]}px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Avatar = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onInk};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <Figure>
      <Top>
        <Stars rating={testimonial.rating} />
      </Top>
      <Text>{`“${testimonial.quote}”`}</Text>
      <Caption>
        <Avatar aria-hidden="true">{testimonial.name.charAt(0)}</Avatar>
        <span>
          <strong>{testimonial.name}</strong>
          {`${testimonial.service} · ${testimonial.location}`}
        </span>
      </Caption>
    </Figure>
  );
}
