import { QUOTE_OPTION_TIERS, type QuoteContent } from '@altum/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../ui/theme';
import type { StaffQuote } from './data/quotes';
import { QuotePanel, type QuoteActions } from './QuotePanel';

// A whole editor in jsdom, key by key: on a busy two-core machine more than the default 5 s.
const SLOW = { timeout: 20_000 };

// The inbox's clock, pinned: 28 November 2026, midday in Houston.
const NOW = new Date('2026-11-28T18:00:00Z');

const version = (n: number, extra: Partial<StaffQuote> = {}): StaffQuote => ({
  id: `v${n}`,
  version: n,
  items: [{ description: 'Tear-off', quantity: 1, unit: 'job', unitPriceCents: 50000 }],
  options: [],
  notes: `Notes of v${n}`,
  validUntil: '2026-12-31',
  insuranceClaim: false,
  status: 'sent',
  createdAt: new Date('2026-11-20T15:00:00Z'),
  createdBy: 'wes',
  updatedAt: new Date('2026-11-20T15:00:00Z'),
  updatedBy: 'wes',
  sentAt: new Date('2026-11-20T16:00:00Z'),
  sentBy: 'wes',
  pending: false,
  ...extra,
});

function renderPanel(quotes: StaffQuote[] | undefined, actions: Partial<QuoteActions> = {}) {
  const all: QuoteActions = {
    onSave: vi.fn(() => Promise.resolve(true)),
    onSend: vi.fn(() => Promise.resolve(true)),
    onDelete: vi.fn(() => Promise.resolve(true)),
    ...actions,
  };
  const props = {
    leadId: 'lead-1',
    leadName: 'Maria Lopez',
    now: NOW,
    online: true,
    busy: false,
    actions: all,
    PdfLink: ({ path }: { path: string }) => <a href={`https://files.test/${path}`}>PDF</a>,
  };
  const view = render(
    <ThemeProvider theme={theme}>
      <QuotePanel {...props} quotes={quotes} />
    </ThemeProvider>,
  );
  const rerender = (next: StaffQuote[]) =>
    view.rerender(
      <ThemeProvider theme={theme}>
        <QuotePanel {...props} quotes={next} />
      </ThemeProvider>,
    );
  return { actions: all, rerender, user: userEvent.setup() };
}

const statuses = () => screen.getAllByTestId('quote-status').map((chip) => chip.textContent);

describe('QuotePanel', SLOW, () => {
  it('lists the versions with their shown status, expiry by the company’s calendar', () => {
    renderPanel([
      version(3, { status: 'draft', sentAt: undefined, sentBy: undefined, pending: true }),
      version(2, { status: 'viewed', viewedAt: NOW }),
      version(1, { validUntil: '2026-11-27' }),
    ]);
    expect(statuses()).toEqual(['Draft', 'Viewed', 'Expired']);
    const draft = screen.getAllByTestId('quote-version')[0];
    expect(draft).toHaveTextContent('Waiting to sync');
    // One draft at a time: no revision is offered beside it.
    expect(screen.queryByRole('button', { name: /Revise/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit draft v3' })).toBeVisible();
  });

  it('shows a sent version read-only, and Revise makes a new draft v(n+1) copied from it', async () => {
    const v2 = version(2, {
      options: QUOTE_OPTION_TIERS.map((tier) => ({
        tier,
        label: `${tier} roof`,
        items: [{ description: 'Shingles', quantity: 20, unit: 'square', unitPriceCents: 30000 }],
      })),
      insuranceClaim: true,
    });
    const { actions, rerender, user } = renderPanel([v2, version(1)]);

    await user.click(screen.getByRole('button', { name: 'View v2' }));
    const view = screen.getByRole('region', { name: 'Quote v2, read-only' });
    expect(within(view).queryAllByRole('textbox')).toEqual([]);
    expect(within(view).queryByRole('button')).toBeNull();
    expect(view).toHaveTextContent('Notes of v2');
    expect(within(view).getByTestId('deductible-notice')).toBeVisible();
    // Only the latest version is revised.
    expect(screen.getAllByRole('button', { name: /Revise/ })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Revise as v3' }));
    const expected: QuoteContent = {
      items: v2.items,
      options: v2.options,
      notes: v2.notes,
      validUntil: v2.validUntil,
      insuranceClaim: true,
    };
    expect(actions.onSave).toHaveBeenCalledWith(3, expected, true);
    // The copy opens in the editor at once (the listener brings v3 a moment later).
    const editor = screen.getByRole('form', { name: 'Quote v3 for Maria Lopez, draft' });
    expect(within(editor).getByLabelText('Notes')).toHaveValue('Notes of v2');
    expect(within(editor).getAllByTestId('quote-option')).toHaveLength(3);

    rerender([version(3, { ...expected, status: 'draft', pending: true }), v2, version(1)]);
    expect(statuses()).toEqual(['Draft', 'Sent', 'Sent']);
    // The draft's next save updates it (stored now), not create it again.
    await user.click(within(editor).getByRole('button', { name: 'Save draft' }));
    expect(actions.onSave).toHaveBeenLastCalledWith(3, expected, false);
  });

  it('writes a first quote as v1, and shows it read-only once sent', async () => {
    const { actions, rerender, user } = renderPanel([]);
    expect(screen.getByText('No quote yet.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Write a quote' }));
    const editor = screen.getByRole('form', { name: 'Quote v1 for Maria Lopez, draft' });
    // Valid for 30 days from the inbox's clock, on Houston's calendar.
    expect(within(editor).getByLabelText('Valid until')).toHaveValue('2026-12-28');
    const first = within(editor).getByRole('listitem', { name: 'Line 1' });
    await user.type(within(first).getByLabelText('Description'), 'Repair');
    await user.type(within(first).getByLabelText('Unit'), 'job');
    await user.type(within(first).getByLabelText('Unit price ($)'), '450');
    await user.click(within(editor).getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(actions.onSend).toHaveBeenCalledWith(
      1,
      expect.objectContaining({
        items: [{ description: 'Repair', quantity: 1, unit: 'job', unitPriceCents: 45000 }],
      }),
      true,
    );
    rerender([
      version(1, {
        items: [{ description: 'Repair', quantity: 1, unit: 'job', unitPriceCents: 45000 }],
      }),
    ]);
    expect(screen.queryByRole('form')).toBeNull();
    const view = screen.getByRole('region', { name: 'Quote v1, read-only' });
    expect(view).toHaveTextContent('$450.00');
  });

  it('links the PDF of an accepted version', async () => {
    const { user } = renderPanel([
      version(1, {
        status: 'accepted',
        acceptance: { optionTier: null, typedName: 'Maria Lopez', acceptedAt: NOW },
        pdfPath: 'quote-pdfs/lead-1/v1.pdf',
      }),
    ]);
    expect(statuses()).toEqual(['Accepted']);
    await user.click(screen.getByRole('button', { name: 'View v1' }));
    expect(screen.getByRole('link', { name: 'PDF' })).toHaveAttribute(
      'href',
      'https://files.test/quote-pdfs/lead-1/v1.pdf',
    );
    expect(screen.getByRole('region', { name: 'Quote v1, read-only' })).toHaveTextContent(
      '“Maria Lopez”',
    );
  });
});
