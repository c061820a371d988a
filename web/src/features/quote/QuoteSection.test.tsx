import { QUOTE_ESIGN_CONSENT, TEXAS_DEDUCTIBLE_NOTICE } from '@altum/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import QuoteSection from './QuoteSection';
import {
  dayFromNow,
  recordingQuoteSource,
  sentQuote,
  withQuoteProviders,
  type RecordingQuoteSource,
} from './testing';

let leads = 0;
/** Each test its own request: a version's first view is told once per page session. */
const show = (source: RecordingQuoteSource) => {
  leads += 1;
  const leadId = `lead-${leads}`;
  const view = render(withQuoteProviders(source, <QuoteSection leadId={leadId} />));
  return { leadId, ...view };
};

/** A table's lines, every cell (the phone's and the wide screen's), then its totals. */
const linesOf = (table: HTMLElement) => ({
  rows: within(table)
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ),
  totals: table.nextElementSibling?.textContent,
});

const acceptButton = () => screen.getByRole('button', { name: /^Accept quote/ });
const nameField = () => screen.getByRole('textbox', { name: /Your full name/ });
const consentBox = () =>
  screen.getByRole('checkbox', { name: 'I agree to do business electronically' });

describe('the quote on the request page', () => {
  it('shows the sent version: lines, options with their totals, notes, valid-until, status', async () => {
    show(recordingQuoteSource({ quote: sentQuote() }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your quote' })).toBeVisible();
    expect(screen.getByText('Sent')).toBeVisible();

    const common = screen.getByRole('table', { name: 'Included with every option' });
    expect(linesOf(common)).toEqual({
      rows: [
        ['Tear-off and disposal24.5 square × $85.00', '24.5', 'square', '$85.00', '$2,082.50'],
        ['Drip edge180 linear ft × $3.25', '180', 'linear ft', '$3.25', '$585.00'],
      ],
      totals: 'Subtotal$2,667.50',
    });

    const group = screen.getByRole('group', { name: 'Choose an option' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Good: 3-tab shingles$10,262.50',
      'Better: architectural shingles$12,100.00',
      'Best: impact-resistant shingles$15,907.50',
    ]);
    expect(
      linesOf(
        screen.getByRole('table', { name: 'Best: impact-resistant shingles: what it includes' }),
      ),
    ).toEqual({
      rows: [
        ['Class 4 shingles24.5 square × $520.00', '24.5', 'square', '$520.00', '$12,740.00'],
        ['Ridge vent40 linear ft × $12.50', '40', 'linear ft', '$12.50', '$500.00'],
      ],
      totals: 'Option subtotal$13,240.00Total with the common items$15,907.50',
    });
    expect(screen.getByText('Choose an option to see your total.')).toBeVisible();
    await userEvent.click(within(group).getByRole('radio', { name: /Better/ }));
    expect(screen.getByText('Your total').parentElement).toHaveTextContent('Your total$12,100.00');
    expect(acceptButton()).toHaveTextContent('Accept quote: $12,100.00');

    expect(screen.getByText(/Price includes permits\./)).toHaveTextContent(
      'Price includes permits. We haul everything away.',
    );
    expect(screen.getByText(/^Valid until/)).toHaveTextContent(
      /^Valid until \w+day \d+ \w+ \d{4}$/,
    );
    // No insurance claim: no deductible notice.
    expect(screen.queryByText(TEXAS_DEDUCTIBLE_NOTICE.text)).toBeNull();
  });

  it('an insurance claim carries the Texas deductible notice in the statute’s words, bold', async () => {
    show(recordingQuoteSource({ quote: sentQuote({ insuranceClaim: true }) }));
    const notice = await screen.findByText(TEXAS_DEDUCTIBLE_NOTICE.text);
    expect(notice.tagName).toBe('P');
    expect(Number(getComputedStyle(notice).fontWeight)).toBeGreaterThanOrEqual(700);
  });

  it('quote text is text: markup typed by staff shows as typed, never as HTML', async () => {
    const quote = sentQuote({
      options: [],
      items: [
        { description: '<b>Bold</b> <img src=x>', quantity: 1, unit: 'each', unitPriceCents: 100 },
      ],
      notes: '<script>alert(1)</script>',
    });
    const { container } = show(recordingQuoteSource({ quote }));
    expect(await screen.findByText('<b>Bold</b> <img src=x>')).toBeVisible();
    expect(screen.getByText('<script>alert(1)</script>')).toBeVisible();
    expect(container.querySelector('b, img, script')).toBeNull();
  });

  it('tells the first view of a sent version once, not on a re-render, not for a viewed one', async () => {
    const source = recordingQuoteSource({ quote: sentQuote() });
    const { leadId, rerender } = show(source);
    await screen.findByRole('heading', { name: 'Your quote' });
    rerender(withQuoteProviders(source, <QuoteSection leadId={leadId} />));
    await userEvent.click(screen.getByRole('radio', { name: /Good/ }));
    expect(source.viewed).toEqual([[leadId, 'v2']]);

    const viewed = recordingQuoteSource({ quote: sentQuote({ status: 'viewed' }) });
    show(viewed);
    expect(await screen.findAllByText('Viewed')).not.toHaveLength(0);
    expect(viewed.viewed).toEqual([]);
  });

  it('read from the device’s copy (offline): shown, and no view is told', async () => {
    const source = recordingQuoteSource({ quote: sentQuote(), fromCache: true });
    show(source);
    expect(await screen.findByRole('heading', { name: 'Your quote' })).toBeVisible();
    expect(source.viewed).toEqual([]);
  });

  it('no quote sent, or none on this device offline: nothing shows', async () => {
    const none = recordingQuoteSource({ quote: null });
    const { container } = show(none);
    await waitFor(() => expect(none.reads).toBe(1));
    expect(container).toBeEmptyDOMElement();
    const offline = recordingQuoteSource({ quote: sentQuote(), offline: true });
    const second = show(offline);
    await waitFor(() => expect(offline.reads).toBe(2), { timeout: 5000 });
    expect(second.container).toBeEmptyDOMElement();
  });

  it('accepting with nothing filled in: each field says what it needs, tied to it; focus on the first', async () => {
    const source = recordingQuoteSource({ quote: sentQuote() });
    show(source);
    await userEvent.click(await screen.findByRole('button', { name: /^Accept quote/ }));
    const group = screen.getByRole('group', { name: 'Choose an option' });
    expect(group).toHaveAccessibleDescription('Choose one of the options');
    expect(within(group).getAllByRole('radio')[0]).toHaveFocus();
    expect(consentBox()).toHaveAccessibleDescription(
      `${QUOTE_ESIGN_CONSENT.text} Tick the box to agree to do business electronically`,
    );
    expect(consentBox()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription(
      'Typing your name signs the quote. Type your full name to accept',
    );
    expect(source.accepted).toEqual([]);
  });

  it('accepts with the chosen option, the typed name and the consent’s version; then shows who accepted, when, which option', async () => {
    let acceptedAt = new Date(0);
    const source = recordingQuoteSource({
      quote: sentQuote(),
      accept: (input) => {
        acceptedAt = new Date();
        // The server's copy follows the acceptance, as the function writes it.
        source.current = {
          fromCache: false,
          quote: sentQuote({
            status: 'accepted',
            acceptance: { optionTier: input.optionTier, typedName: input.typedName, acceptedAt },
          }),
        };
        return { kind: 'accepted', acceptedAt };
      },
    });
    const { leadId } = show(source);
    await userEvent.click(await screen.findByRole('radio', { name: /Best/ }));
    expect(screen.getByText(QUOTE_ESIGN_CONSENT.text)).toBeVisible();
    await userEvent.click(consentBox());
    await userEvent.type(nameField(), '  Maria Lopez ');
    await userEvent.click(acceptButton());

    expect(source.accepted).toEqual([
      {
        leadId,
        quoteId: 'v2',
        optionTier: 'best',
        typedName: 'Maria Lopez',
        consentVersion: QUOTE_ESIGN_CONSENT.version,
      },
    ]);
    const heading = await screen.findByRole('heading', { name: 'Accepted' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading.parentElement).toHaveTextContent(
      /^AcceptedAccepted by Maria Lopez on \w+day \d+ \w+ \d{4} at \d+:\d\d [AP]M C[SD]T, option Best: impact-resistant shingles\./,
    );
    // Decided: no form, no choice; the chosen option marked.
    expect(screen.queryByRole('button', { name: /^Accept quote/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(
      screen.getByRole('region', { name: 'Best: impact-resistant shingles' }),
    ).toHaveTextContent(/Accepted/);
    expect(screen.getByText('Your total').parentElement).toHaveTextContent('$15,907.50');
    await waitFor(() => expect(source.reads).toBeGreaterThanOrEqual(2));
  });

  it('a refusal keeps what was typed and shows the server’s words; a missing name goes beside the field', async () => {
    const refusals = [
      {
        code: 'failed-precondition',
        message: 'A newer version of this quote was sent. Please read it first.',
      },
      { code: 'invalid-argument', message: 'Type your full name to accept' },
    ];
    const source = recordingQuoteSource({
      quote: sentQuote({ options: [] }),
      accept: () => {
        const refusal = refusals.shift();
        if (!refusal) throw new Error('only two acceptances expected');
        return { kind: 'refused', ...refusal };
      },
    });
    show(source);
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.type(nameField(), 'Maria Lopez');
    await userEvent.click(acceptButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'A newer version of this quote was sent. Please read it first.',
    );
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(nameField()).toHaveValue('Maria Lopez');
    expect(consentBox()).toBeChecked();
    expect(source.accepted[0]?.optionTier).toBeNull();

    await userEvent.click(acceptButton());
    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription(
        'Typing your name signs the quote. Type your full name to accept',
      ),
    );
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveValue('Maria Lopez');
  });

  it('no connection: says so and keeps everything', async () => {
    const source = recordingQuoteSource({
      quote: sentQuote(),
      accept: () => ({
        kind: 'failed',
        message: 'We could not reach our server. Check your connection and try again, or call us.',
      }),
    });
    show(source);
    await userEvent.click(await screen.findByRole('radio', { name: /Good/ }));
    await userEvent.click(consentBox());
    await userEvent.type(nameField(), 'Maria Lopez');
    await userEvent.click(acceptButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not reach our server/);
    expect(screen.getByRole('radio', { name: /Good/ })).toBeChecked();
    expect(nameField()).toHaveValue('Maria Lopez');
  });

  it('an expired quote says so and cannot be accepted', async () => {
    show(
      recordingQuoteSource({ quote: sentQuote({ status: 'viewed', validUntil: dayFromNow(-3) }) }),
    );
    expect(await screen.findByText('This quote has expired. Ask us for a new one.')).toBeVisible();
    expect(screen.getByText('Expired')).toBeVisible();
    expect(screen.getByText(/^Was valid until/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Accept quote/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ask for changes' })).toBeNull();
  });

  it('asks for changes: a message is needed, then it goes with the version and the page thanks', async () => {
    const source = recordingQuoteSource({ quote: sentQuote() });
    const { leadId } = show(source);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for changes' }));
    const box = screen.getByRole('textbox', { name: /What would you like changed/ });
    expect(box).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Send to the office' }));
    expect(box).toHaveAccessibleDescription(/Tell us what you would like changed/);
    expect(source.changes).toEqual([]);
    await userEvent.type(box, 'Can you price a metal roof?');
    await userEvent.click(screen.getByRole('button', { name: 'Send to the office' }));
    const thanks = await screen.findByText(
      'Thanks. We have your message and will send you a revised quote.',
    );
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(source.changes).toEqual([[leadId, 'v2', 'Can you price a metal roof?']]);
  });

  it('changes asked before: says when, and the quote can still be accepted', async () => {
    show(
      recordingQuoteSource({
        quote: sentQuote({ status: 'changesRequested', changeRequest: { at: new Date() } }),
      }),
    );
    expect(await screen.findByText(/^You asked for changes on /)).toBeVisible();
    expect(screen.getByText('Changes requested')).toBeVisible();
    expect(acceptButton()).toBeEnabled();
  });

  it('has a Print button', async () => {
    show(recordingQuoteSource({ quote: sentQuote() }));
    const printed: number[] = [];
    window.print = () => printed.push(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(printed).toEqual([1]);
  });
});
