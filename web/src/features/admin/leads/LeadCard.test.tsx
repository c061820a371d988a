import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../ui/theme';
import type { InboxLeadRow } from './data/leads';
import { LeadCard, type FollowUpInput } from './LeadCard';

const lead: InboxLeadRow = {
  id: 'lead-1',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '(713) 555-0123',
  address: '12 Oak St, Houston, TX',
  service: 'storm-damage',
  timeline: 'week',
  message: 'Shingles missing.',
  createdAt: new Date('2026-11-20T15:00:00Z'),
  source: null,
  delivery: null,
  suspectedSpam: null,
  fillMs: null,
  status: 'new',
  note: '',
  updatedAt: null,
  updatedBy: null,
  firstContactAt: null,
  firstContactBy: null,
  ownerId: null,
  ownerName: null,
  assignedAt: null,
  assignedBy: null,
  attempts: [],
  attemptCount: 0,
  followUpAt: null,
  relatedLeads: [],
  photoCount: 0,
  photos: [],
  booking: null,
  pending: false,
};

function renderCard(props: Partial<Parameters<typeof LeadCard>[0]> = {}) {
  const onSave = vi.fn<(input: FollowUpInput) => void>();
  const view = render(
    <ThemeProvider theme={theme}>
      <LeadCard lead={lead} canDelete busy={false} onSave={onSave} onDelete={vi.fn()} {...props} />
    </ThemeProvider>,
  );
  return { onSave, view };
}

describe('LeadCard', () => {
  it('links the phone and e-mail, and says what is not known yet', () => {
    renderCard();
    expect(screen.getByRole('link', { name: '(713) 555-0123' })).toHaveAttribute(
      'href',
      'tel:7135550123',
    );
    expect(screen.getByRole('link', { name: 'maria@example.com' })).toHaveAttribute(
      'href',
      'mailto:maria@example.com',
    );
    expect(screen.getByText('Storm Damage Assessment')).toBeInTheDocument();
    expect(screen.getByText('Not recorded')).toBeInTheDocument();
    expect(screen.getByText('Not sent yet')).toBeInTheDocument();
  });

  it('saves status and trimmed note together, only once something changed', async () => {
    const user = userEvent.setup();
    const { onSave } = renderCard();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(onSave).not.toHaveBeenCalled();
    await user.selectOptions(screen.getByLabelText('Status'), 'won');
    await user.type(screen.getByLabelText('Note'), '  Signed the contract.  ');
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ status: 'won', note: 'Signed the contract.' });
  });

  it('refuses a note over the limit with a message linked to it, and focuses it on save', async () => {
    const user = userEvent.setup();
    const { onSave } = renderCard();
    const note = screen.getByLabelText('Note');
    await user.click(note);
    await user.paste('n'.repeat(1001));
    expect(screen.getByText('Note must be less than 1000 characters')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/Note must be less than 1000 characters/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(note).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows the source, the e-mails, a change waiting to sync, and no delete for writers', () => {
    renderCard({
      canDelete: false,
      lead: {
        ...lead,
        pending: true,
        source: {
          page: '/blog/storm-season',
          referrer: 'https://www.google.com/search?q=roofer',
          utmSource: 'newsletter',
          utmCampaign: 'spring',
        },
        delivery: { status: 'failed', notification: 'sent', confirmation: 'failed' },
      },
    });
    expect(screen.getByText('/blog/storm-season')).toBeInTheDocument();
    expect(screen.getByText('www.google.com')).toBeInTheDocument();
    expect(screen.getByText('newsletter / spring')).toBeInTheDocument();
    expect(screen.getByText('failed')).toBeInTheDocument();
    expect(screen.getByText('Waiting to sync')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete lead' })).toBeNull();
  });
});

describe('LeadCard: e-mails an admin may resend', () => {
  const delivery = (status: string, state: string) => ({
    status,
    notification: state,
    confirmation: state,
    skipReason: undefined,
    error: state === 'blocked' ? 'notification: HTTP 401' : undefined,
  });

  it('offers Resend to an admin on a blocked or failed lead, and calls back', async () => {
    const user = userEvent.setup();
    const onResend = vi.fn();
    renderCard({
      lead: { ...lead, delivery: delivery('blocked', 'blocked') },
      canResend: true,
      onResend,
    });
    expect(screen.getAllByText('blocked: SendGrid refused the API key')).toHaveLength(2);
    expect(screen.getByText('notification: HTTP 401')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect(onResend).toHaveBeenCalledTimes(1);
  });

  it('shows no Resend to a writer, nor on a lead that was sent or is still retrying', () => {
    const onResend = vi.fn();
    const { view } = renderCard({
      lead: { ...lead, delivery: delivery('failed', 'failed') },
      canResend: false,
      onResend,
    });
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    for (const [status, state] of [
      ['sent', 'sent'],
      ['retrying', 'pending'],
    ] as const) {
      view.rerender(
        <ThemeProvider theme={theme}>
          <LeadCard
            lead={{ ...lead, delivery: delivery(status, state) }}
            canDelete
            busy={false}
            onSave={vi.fn()}
            onDelete={vi.fn()}
            canResend
            onResend={onResend}
          />
        </ThemeProvider>,
      );
      expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    }
  });

  it('says which limit skipped a confirmation', () => {
    renderCard({
      lead: {
        ...lead,
        delivery: {
          ...delivery('sent', 'sent'),
          confirmation: 'skipped',
          skipReason: 'hourly-budget',
        },
      },
    });
    expect(screen.getByText('not sent (hourly limit of the site)')).toBeInTheDocument();
  });
});

describe('LeadCard: a suspected-spam lead', () => {
  it('says why it is suspected and moves it to the list on Not spam', async () => {
    const user = userEvent.setup();
    const onNotSpam = vi.fn();
    renderCard({ lead: { ...lead, suspectedSpam: 'honeypot' }, onNotSpam });
    expect(
      screen.getByText('Suspected spam: the hidden field was filled. No e-mail was sent.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not spam' }));
    expect(onNotSpam).toHaveBeenCalledTimes(1);
  });

  it('offers no Not spam on an ordinary lead', () => {
    renderCard({ onNotSpam: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Not spam' })).toBeNull();
  });
});

describe('LeadCard: the inspection booking', () => {
  // Tuesday 1 December 2026, 10–12 on Houston's clock (CST, UTC-6).
  const booking = {
    windowId: '2026-12-01T10:00',
    start: new Date('2026-12-01T16:00:00Z'),
    end: new Date('2026-12-01T18:00:00Z'),
    status: 'booked' as const,
  };

  it('shows the booked window in the list line and the card, on Houston’s clock', () => {
    renderCard({ lead: { ...lead, booking } });
    const section = screen.getByTestId('lead-booking');
    expect(screen.getAllByText('Booked Tue 10–12')).toHaveLength(2);
    expect(section).toHaveTextContent('Tuesday 1 December, 10–12');
    // Without the inbox's work (read-only), no booking buttons.
    expect(screen.queryByRole('button', { name: /Reschedule/ })).toBeNull();
  });

  it('shows a cancelled booking plainly, and says when nothing is booked', () => {
    const { view } = renderCard({
      lead: { ...lead, booking: { ...booking, status: 'cancelled' } },
    });
    expect(screen.getByTestId('lead-booking-line')).toHaveTextContent('Cancelled: Tue 10–12');
    expect(screen.queryByText('Booked Tue 10–12')).toBeNull();
    view.unmount();
    renderCard();
    expect(screen.getByTestId('lead-booking')).toHaveTextContent('Not booked');
  });
});
