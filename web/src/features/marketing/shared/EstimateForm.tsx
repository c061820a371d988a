import { Phone } from 'lucide-react';
import { Suspense } from 'react';
import styled, { css } from 'styled-components';
import { company } from '../../../content/company';
import { Card } from '../../../ui/Card';
import { WhenIdle } from '../../../ui/WhenIdle';
// The form and its validation load after the page is interactive, not with the page.
import { LeadFormCard, type LeadFormCardProps } from '../../lead';

/*
 * The lead form needs the browser (it portals its toasts into <body>), so the prerendered HTML
 * carries a same-size placeholder with the phone number, and the form replaces it once the page
 * has hydrated and the browser is idle (its code is fetched then, off the critical path). The
 * reserved height keeps the page from shifting when it does. A page whose form is on screen
 * starts the app without waiting for an input (data-needs-app, app/pageLoader/loader.ts).
 */
const Reserve = styled.div`
  min-height: 760px;
`;

const Placeholder = styled(Card)<{ $sticky: boolean }>`
  scroll-margin-top: calc(${({ theme }) => theme.layout.headerHeight} + 16px);
  ${({ $sticky, theme }) =>
    $sticky &&
    css`
      @media (min-width: ${theme.breakpoints.lg}px) {
        position: sticky;
        top: calc(${theme.layout.headerHeight} + 24px);
      }
    `}
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  p {
    margin-top: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    margin-top: ${({ theme }) => theme.space[5]}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

function FormPlaceholder({ title, description, sticky = false, id }: LeadFormCardProps) {
  return (
    <Placeholder
      as="section"
      id={id}
      $sticky={sticky}
      aria-label={title ?? 'Free estimate request'}
    >
      {title && <h2>{title}</h2>}
      {description && <p>{description}</p>}
      <a href={company.phone.href}>
        <Phone size={18} aria-hidden="true" />
        Prefer to call? {company.phone.display}
      </a>
    </Placeholder>
  );
}

/** The lead-capture card, safe to prerender. */
export function EstimateForm(props: LeadFormCardProps) {
  const placeholder = <FormPlaceholder {...props} />;
  return (
    <Reserve data-needs-app="">
      <WhenIdle fallback={placeholder}>
        <Suspense fallback={placeholder}>
          <LeadFormCard {...props} />
        </Suspense>
      </WhenIdle>
    </Reserve>
  );
}
