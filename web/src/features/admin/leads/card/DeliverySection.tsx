import { isResendable, type LeadDeliverySummary } from '@altum/domain';
import styled from 'styled-components';
import { Fact, Facts, Muted, Section, SideButton } from './styles';

/** What the e-mail function recorded for one e-mail, in words. */
const EMAIL_STATE: Record<string, string> = {
  sent: 'sent',
  pending: 'not sent yet',
  failed: 'failed',
  skipped: 'not sent (limit reached)',
  blocked: 'blocked: SendGrid refused the API key',
  held: 'not sent (suspected spam)',
};

/** Why a confirmation was skipped, in words. */
const SKIP_REASON: Record<string, string> = {
  'mailbox-daily-cap': 'not sent (daily limit for this address)',
  'hourly-budget': 'not sent (hourly limit of the site)',
};

function DeliveryText({ delivery }: { delivery: LeadDeliverySummary | null }) {
  if (!delivery) return <Muted as="span">Not sent yet</Muted>;
  const state = (value: string) =>
    (value === 'skipped' && delivery.skipReason ? SKIP_REASON[delivery.skipReason] : undefined) ??
    EMAIL_STATE[value] ??
    value;
  const failed = (value: string) => value === 'failed' || value === 'blocked';
  return (
    <Facts>
      <Fact label="Office">
        <Outcome $bad={failed(delivery.notification)}>{state(delivery.notification)}</Outcome>
      </Fact>
      <Fact label="Homeowner">
        <Outcome $bad={failed(delivery.confirmation)}>{state(delivery.confirmation)}</Outcome>
      </Fact>
      {delivery.error && isResendable(delivery) ? (
        <Fact label="Reason">
          <Muted as="span">{delivery.error}</Muted>
        </Fact>
      ) : null}
    </Facts>
  );
}

/** The office's and the homeowner's e-mails, and an admin's 'Resend' when they failed. */
export function DeliverySection({
  delivery,
  canResend,
  resending,
  onResend,
}: {
  delivery: LeadDeliverySummary | null;
  canResend: boolean;
  resending: boolean;
  onResend?: () => void;
}) {
  return (
    <Section>
      <h3>E-mails</h3>
      <DeliveryText delivery={delivery} />
      {canResend && onResend && isResendable(delivery) ? (
        <SideButton
          type="button"
          $size="sm"
          $variant="secondary"
          aria-disabled={resending || undefined}
          onClick={() => (resending ? undefined : onResend())}
        >
          {resending ? 'Resending…' : 'Resend'}
        </SideButton>
      ) : null}
    </Section>
  );
}

const Outcome = styled.span<{ $bad: boolean }>`
  color: ${({ theme, $bad }) => ($bad ? theme.colors.destructive : theme.colors.text)};
  font-weight: ${({ theme, $bad }) =>
    $bad ? theme.fontWeights.semibold : theme.fontWeights.regular};
`;
