import {
  QUOTE_MESSAGES,
  TEXAS_DEDUCTIBLE_NOTICE,
  type QuoteContent,
  type QuoteLineItem,
} from '@altum/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../ui/theme';
import { QuoteEditor } from './QuoteEditor';

// A whole editor in jsdom, key by key: on a busy two-core machine more than the default 5 s.
const SLOW = { timeout: 20_000 };

const line = (description: string, quantity: number, unitPriceCents: number): QuoteLineItem => ({
  description,
  quantity,
  unit: 'square',
  unitPriceCents,
});

const empty: QuoteContent = {
  items: [],
  options: [],
  notes: '',
  validUntil: '2026-12-31',
  insuranceClaim: false,
};

afterEach(() => localStorage.clear());

function renderEditor(props: { initial?: QuoteContent; online?: boolean } = {}) {
  const onSave = vi.fn<(content: QuoteContent) => void>();
  const onSend = vi.fn<(content: QuoteContent) => Promise<boolean>>(() => Promise.resolve(true));
  const view = render(
    <ThemeProvider theme={theme}>
      <QuoteEditor
        version={2}
        leadName="Maria Lopez"
        keptKey="lead-1:v2"
        initial={props.initial ?? empty}
        online={props.online ?? true}
        busy={false}
        onSave={onSave}
        onSend={onSend}
        onClose={vi.fn()}
      />
    </ThemeProvider>,
  );
  return { onSave, onSend, view, user: userEvent.setup() };
}

const lineGroup = (name: string) => screen.getByRole('listitem', { name });
const field = (group: HTMLElement, label: string) => within(group).getByLabelText(label);

describe('QuoteEditor: validation', SLOW, () => {
  it('keeps Send disabled while invalid; pressing it shows each message by its field and focuses the first', async () => {
    const { onSend, user } = renderEditor();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    // Nothing is shouted before anyone has typed or pressed anything.
    expect(screen.queryByText(QUOTE_MESSAGES.descriptionRequired)).toBeNull();

    await user.click(send);
    const first = lineGroup('Line 1');
    const description = field(first, 'Description');
    expect(description).toHaveFocus();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveAccessibleDescription(QUOTE_MESSAGES.descriptionRequired);
    expect(field(first, 'Unit')).toHaveAccessibleDescription(QUOTE_MESSAGES.unitRequired);
    expect(field(first, 'Unit price ($)')).toHaveAccessibleDescription(QUOTE_MESSAGES.priceInvalid);
    expect(field(first, 'Quantity')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('says what is wrong with a quantity, a price and an option, in the domain’s words', async () => {
    const { user } = renderEditor({ initial: { ...empty, items: [line('Tear-off', 1, 100)] } });
    const first = lineGroup('Line 1');
    await user.clear(field(first, 'Quantity'));
    await user.type(field(first, 'Quantity'), '1.0005');
    await user.clear(field(first, 'Unit price ($)'));
    await user.type(field(first, 'Unit price ($)'), '1,000,000');
    await user.tab();
    expect(field(first, 'Quantity')).toHaveAccessibleDescription(QUOTE_MESSAGES.quantityTooPrecise);
    expect(field(first, 'Unit price ($)')).toHaveAccessibleDescription(
      QUOTE_MESSAGES.priceTooLarge,
    );

    await user.click(screen.getByRole('button', { name: 'Add option (good, better, best)' }));
    const option = screen.getByRole('region', { name: 'Good option' });
    expect(within(option).getByLabelText('Option name')).toHaveFocus();
    await user.tab();
    expect(within(option).getByLabelText('Option name')).toHaveAccessibleDescription(
      QUOTE_MESSAGES.optionLabelRequired,
    );
    await user.clear(screen.getByLabelText('Valid until'));
    await user.tab();
    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(
      QUOTE_MESSAGES.validUntilInvalid,
    );
  });

  it('refuses to save a draft whose price is not a number, and saves an unfinished one', async () => {
    const { onSave, user } = renderEditor();
    const first = lineGroup('Line 1');
    await user.type(field(first, 'Unit price ($)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(field(first, 'Unit price ($)')).toHaveFocus();
    expect(field(first, 'Unit price ($)')).toHaveAccessibleDescription(QUOTE_MESSAGES.priceInvalid);
    await user.clear(field(first, 'Unit price ($)'));
    await user.type(field(first, 'Unit price ($)'), '$1,250.5');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // No description yet: a draft may be unfinished. The price is stored in whole cents.
    expect(onSave).toHaveBeenCalledWith({
      ...empty,
      items: [{ description: '', quantity: 1, unit: '', unitPriceCents: 125050 }],
    });
  });
});

describe('QuoteEditor: totals, options and the notice', SLOW, () => {
  it('shows each line’s total and the quote’s from quoteTotals, live', async () => {
    const { user } = renderEditor({
      initial: { ...empty, items: [line('Shingles', 24.5, 38500), line('Permit', 1, 45000)] },
    });
    const totals = screen.getByTestId('quote-totals');
    expect(totals).toHaveTextContent('Total$9,882.50');
    expect(screen.getAllByTestId('line-total').map((cell) => cell.textContent)).toEqual([
      '$9,432.50',
      '$450.00',
    ]);
    await user.clear(field(lineGroup('Line 2'), 'Quantity'));
    await user.type(field(lineGroup('Line 2'), 'Quantity'), '0.5');
    expect(screen.getByTestId('quote-totals')).toHaveTextContent('Total$9,657.50');
    // While a number cannot be priced, no total is guessed.
    await user.clear(field(lineGroup('Line 2'), 'Quantity'));
    expect(screen.queryByTestId('quote-totals')).toBeNull();
    expect(screen.getByText('Totals show once every quantity and price is valid.')).toBeVisible();
  });

  it('prices good, better and best on top of the common items, and sends them in cents', async () => {
    const { onSend, user } = renderEditor({
      initial: { ...empty, items: [line('Tear-off', 1, 50000)] },
    });
    const addOption = screen.getByRole('button', { name: 'Add option (good, better, best)' });
    const prices = { Good: '300', Better: '385', Best: '900' };
    // Pasted rather than typed key by key: the test is about the totals, not the keys.
    const fill = async (input: HTMLElement, text: string) => {
      await user.clear(input);
      await user.click(input);
      await user.paste(text);
    };
    for (const [tier, price] of Object.entries(prices)) {
      await user.click(addOption);
      const option = screen.getByRole('region', { name: `${tier} option` });
      await fill(within(option).getByLabelText('Option name'), `${tier} roof`);
      const optionLine = within(option).getByRole('listitem', {
        name: `${tier} option, line 1`,
      });
      await fill(field(optionLine, 'Description'), 'Shingles');
      await fill(field(optionLine, 'Quantity'), '20');
      await fill(field(optionLine, 'Unit'), 'square');
      await fill(field(optionLine, 'Unit price ($)'), price);
    }
    expect(addOption).toHaveAttribute('aria-disabled', 'true');
    const totals = screen.getByTestId('quote-totals');
    expect(totals).toHaveTextContent('Common items$500.00');
    expect(totals).toHaveTextContent('Good: Good roof$6,500.00');
    expect(totals).toHaveTextContent('Better: Better roof$8,200.00');
    expect(totals).toHaveTextContent('Best: Best roof$18,500.00');

    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).not.toHaveAttribute('aria-disabled');
    await user.click(send);
    const dialog = screen.getByRole('dialog', { name: 'Send quote v2 to Maria Lopez?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send quote' }));
    expect(onSend).toHaveBeenCalledOnce();
    const sent = onSend.mock.calls[0]?.[0];
    expect(sent?.options.map((o) => [o.tier, o.label, o.items[0]?.unitPriceCents])).toEqual([
      ['good', 'Good roof', 30000],
      ['better', 'Better roof', 38500],
      ['best', 'Best roof', 90000],
    ]);
  });

  it('shows the Texas deductible notice, word for word and bold, on an insurance claim', async () => {
    const { user } = renderEditor({ initial: { ...empty, items: [line('Roof', 1, 100)] } });
    expect(screen.queryByTestId('deductible-notice')).toBeNull();
    const claim = screen.getByRole('switch', { name: 'Paid from an insurance claim' });
    await user.click(claim);
    expect(claim).toBeChecked();
    const notice = screen.getByTestId('deductible-notice');
    expect(notice.querySelector('strong')).toHaveTextContent(TEXAS_DEDUCTIBLE_NOTICE.text);
  });

  it('cannot send offline, and says so; the draft still saves', async () => {
    const { onSave, user } = renderEditor({
      initial: { ...empty, items: [line('Roof', 1, 100)] },
      online: false,
    });
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAccessibleDescription(
      'Sending needs a connection. Save draft works offline.',
    );
    await user.click(send);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave).toHaveBeenCalledOnce();
  });
});

describe('QuoteEditor: lines by keyboard', SLOW, () => {
  it('adds, moves and removes lines with the focus following', async () => {
    const { onSave, user } = renderEditor({
      initial: { ...empty, items: [line('First', 1, 100), line('Second', 2, 200)] },
    });
    screen.getByRole('button', { name: 'Add line' }).focus();
    await user.keyboard('{Enter}');
    const third = field(lineGroup('Line 3'), 'Description');
    expect(third).toHaveFocus();
    await user.keyboard('Third');
    await user.type(field(lineGroup('Line 3'), 'Unit price ($)'), '10');

    // Line 1 down: the focus stays on its Down button, now on line 2.
    screen.getByRole('button', { name: 'Move line 1 down' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move line 2 down' })).toHaveFocus();
    // Line 3 up to the top: at the top its Up button is off, so focus goes to its Down.
    screen.getByRole('button', { name: 'Move line 3 up' }).focus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Move line 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move line 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move line 1 down' })).toHaveFocus();
    expect(
      screen.getAllByLabelText('Description').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Third', 'Second', 'First']);

    // Removing a line puts focus on the next one's description.
    screen.getByRole('button', { name: 'Remove line 2' }).focus();
    await user.keyboard('{Enter}');
    expect(field(lineGroup('Line 2'), 'Description')).toHaveValue('First');
    expect(field(lineGroup('Line 2'), 'Description')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(onSave.mock.calls[0]?.[0].items.map((item) => item.description)).toEqual([
      'Third',
      'First',
    ]);
  });
});

describe('QuoteEditor: what was typed and not saved', SLOW, () => {
  it('comes back after a reload, says so, and can be discarded; a save forgets it', async () => {
    const initial = { ...empty, items: [line('Roof', 1, 100)] };
    const first = renderEditor({ initial });
    await first.user.type(screen.getByLabelText('Notes'), 'Typed, not saved');
    first.view.unmount();

    const second = renderEditor({ initial });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Restored what was typed on this device and not saved yet.',
    );
    expect(screen.getByLabelText('Notes')).toHaveValue('Typed, not saved');
    await second.user.click(screen.getByRole('button', { name: 'Discard it' }));
    expect(screen.getByLabelText('Notes')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
    second.view.unmount();

    const third = renderEditor({ initial });
    expect(screen.queryByRole('status')).toBeNull();
    await third.user.type(screen.getByLabelText('Notes'), 'Saved this time');
    await third.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(third.onSave).toHaveBeenCalledWith({ ...initial, notes: 'Saved this time' });
    third.view.unmount();
    renderEditor({ initial });
    expect(screen.getByLabelText('Notes')).toHaveValue('');
  });
});
