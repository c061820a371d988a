import type { LeadSource } from '@altum/domain';
import styled from 'styled-components';
import { Fact, Facts, Muted, Section } from './styles';

/** The referrer's host reads best; the full address is one hover or focus away. */
function referrerText(referrer: string): string {
  try {
    return new URL(referrer).host || referrer;
  } catch {
    return referrer;
  }
}

/** Where the request came from: the page, the referrer and the campaign. */
export function SourceSection({ source }: { source: LeadSource | null }) {
  const campaign = source ? [source.utmSource, source.utmCampaign].filter(Boolean).join(' / ') : '';
  return (
    <Section>
      <h3>Source</h3>
      {source ? (
        <Facts>
          <Fact label="Page">
            <Code>{source.page}</Code>
          </Fact>
          <Fact label="From" title={source.referrer ?? undefined}>
            {source.referrer ? referrerText(source.referrer) : 'Direct'}
          </Fact>
          {campaign ? <Fact label="UTM">{campaign}</Fact> : null}
        </Facts>
      ) : (
        <Muted as="span">Not recorded</Muted>
      )}
    </Section>
  );
}

const Code = styled.code`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  background: ${({ theme }) => theme.colors.surfaceSunken};
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
`;
