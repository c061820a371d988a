import styled, { css } from 'styled-components';
import { Card } from '../../ui/Card';
import { LeadForm } from './LeadForm';

export interface LeadFormCardProps {
  title?: string;
  subtitle?: string;
  description?: string;
  /** Pins the card near the top while its column scrolls (the /book-inspection layout). */
  sticky?: boolean;
  /** Anchor id, so buttons such as 'Schedule Free Inspection' can scroll to the form. */
  id?: string;
  /** Offers inspection windows once the app has started (the /book-inspection form). */
  windows?: boolean;
}

/** The estimate form in its card panel: the same form on the home page and /book-inspection. */
export function LeadFormCard({
  title,
  subtitle,
  description,
  sticky = false,
  id,
  windows = false,
}: LeadFormCardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Panel
      as="section"
      id={id}
      $sticky={sticky}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : 'Free estimate request'}
    >
      {(title || subtitle || description) && (
        <Header>
          {subtitle && <Subtitle>{subtitle}</Subtitle>}
          {title && <Title id={headingId}>{title}</Title>}
          {description && <Description>{description}</Description>}
        </Header>
      )}
      <LeadForm windows={windows} />
    </Panel>
  );
}

const Panel = styled(Card)<{ $sticky: boolean }>`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  ${({ $sticky, theme }) =>
    $sticky &&
    css`
      @media (min-width: ${theme.breakpoints.lg}px) {
        position: sticky;
        top: calc(${theme.layout.headerHeight} + 24px);
      }
    `}
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
`;

const Subtitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space[2]}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
