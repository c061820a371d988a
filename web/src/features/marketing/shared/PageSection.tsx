import { Suspense, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container, Section, type SectionTone } from '../../../ui/Layout';
import { Reveal, useRevealBelowTheFold } from '../../../ui/reveal';
import { StaticMarkup } from '../../../ui/StaticMarkup';
import { SectionHeader } from './SectionHeader';

const Narrow = styled(Container)`
  max-width: 860px;
`;

export interface PageSectionProps {
  /** Anchor id of the section (#services); the heading's id is generated. */
  id?: string;
  tone?: SectionTone;
  eyebrow?: string;
  heading: string;
  lead?: string;
  center?: boolean;
  /** A reading-width column (questions and answers). */
  narrow?: boolean;
  /**
   * The whole section fades in once scrolled into view (default). False when its content
   * staggers its own parts (data-reveal-at groups inside).
   */
  reveal?: boolean;
  /** Text, pictures and links: kept as the server rendered them, no hydration (StaticMarkup). */
  children?: ReactNode;
  /** Content that needs React (state, handlers), after the static part, in the column. */
  interactive?: ReactNode;
  /** Like `interactive`, but across the full width of the band, after the column. */
  bleed?: ReactNode;
}

/**
 * A band of a marketing page: tone, column, fade-in and the eyebrow/heading/lead header,
 * labelled by its heading.
 */
export function PageSection(props: PageSectionProps) {
  // Hydrated on its own, after the page's frame, or first when tapped (ui/shell/PublicLayout).
  return (
    <Suspense>
      <Band {...props} />
    </Suspense>
  );
}

function Band({
  id,
  tone = 'page',
  eyebrow,
  heading,
  lead,
  center = false,
  narrow = false,
  reveal = true,
  children,
  interactive,
  bleed,
}: PageSectionProps) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  useRevealBelowTheFold(ref);
  const Column = narrow ? Narrow : Container;
  const content = (
    <>
      <Column>
        <StaticMarkup>
          <SectionHeader
            id={headingId}
            eyebrow={eyebrow}
            heading={heading}
            lead={lead}
            center={center}
          />
          {children}
        </StaticMarkup>
        {interactive}
      </Column>
      {bleed}
    </>
  );
  return (
    <Section ref={ref} id={id} $tone={tone} aria-labelledby={headingId}>
      {reveal ? <Reveal>{content}</Reveal> : content}
    </Section>
  );
}
