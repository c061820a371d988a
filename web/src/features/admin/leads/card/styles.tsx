/** The pieces every section of a lead card shares: muted lines, label lists, headed blocks. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../../ui/Button';
import { Muted as MutedText } from '../../../../ui/Typography';

/* The site's muted text a size down, inline (as="span"): the card's secondary lines. */
export const Muted = styled(MutedText)`
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 2px;
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`;

export const Facts = styled.dl`
  margin: 0;
  display: grid;
  /* Labels as wide as this list's longest one, values take the rest. */
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 2px ${({ theme }) => theme.space[3]}px;
  div {
    display: contents;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

/** One label and its value in a Facts list. */
export function Fact({
  label,
  title,
  children,
}: {
  label: string;
  title?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd title={title}>{children}</dd>
    </div>
  );
}

/**
 * A change kept on this device that the server has not confirmed yet (offline). The warning
 * colour marks it as a chip's border: as small text it would fall short of 4.5:1 contrast.
 */
export const Pending = styled.span`
  padding: 0 ${({ theme }) => theme.space[2]}px;
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A secondary action under a section (Resend, Not spam). */
export const SideButton = styled(Button)`
  align-self: flex-start;
  margin-top: ${({ theme }) => theme.space[1]}px;
`;

/** A small form that opens inside a section of the card (log an attempt, pick a window). */
export const CardForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-top: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[3]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  p {
    margin: 0;
  }
`;

/** The form's buttons, in a row that wraps on a phone. */
export const CardFormButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]}px;
`;
