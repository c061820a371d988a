import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../ui/theme';
import { MIN_FILL_TIME_MS } from './LeadForm';
import { recordingSteps, TEST_SOURCE, themedLeadForm } from './leadFormTesting';
import { LEAD_TOASTS } from './leadMessages';
import { Toaster } from '../../ui/toast/Toaster';
import { clearToasts } from '../../ui/toast/toast';
import type { LeadSteps } from './sendLead';

function renderForm(steps: LeadSteps) {
  render(themedLeadForm(steps));
  // A person takes a few seconds from the page's load; the bot check reads that clock.
  vi.spyOn(performance, 'now').mockReturnValue(MIN_FILL_TIME_MS + 1);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Get My Free Estimate' }));

async function fillValidLead() {
  await userEvent.type(screen.getByLabelText(/Full Name/), '  Maria Lopez ');
  await userEvent.type(screen.getByLabelText(/Phone/), '(713) 555-0123');
  await userEvent.type(screen.getByLabelText(/Email/), 'maria@example.com');
  await userEvent.type(screen.getByLabelText(/Property Address/), '12 Oak St, Houston, TX');
  await userEvent.selectOptions(screen.getByLabelText(/Service Needed/), 'storm-damage');
  await userEvent.selectOptions(screen.getByLabelText(/Timeline/), 'week');
}

/** The site's own toaster, as the public layout mounts it. */
function ToastList() {
  return (
    <ThemeProvider theme={theme}>
      <Toaster preset="public" />
    </ThemeProvider>
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  // Toasts live in module state; start each test with none.
  act(() => clearToasts());
});

describe('LeadForm labels and copy', () => {
  it('marks required fields with an asterisk, except timeline', () => {
    renderForm(recordingSteps().steps);
    for (const label of ['Full Name', 'Phone', 'Email', 'Property Address', 'Service Needed']) {
      expect(screen.getByText(label).textContent).toBe(`${label} *`);
    }
    expect(screen.getByText('Timeline').textContent).toBe('Timeline');
    expect(screen.getByLabelText(/Phone/)).toHaveAttribute('placeholder', '(713) 555-0123');
    expect(
      screen.getByText(
        "Your information is secure. We'll contact you the same day, typically within the same hour.",
      ),
    ).toBeInTheDocument();
  });

  it('offers every service and timeline with their labels', () => {
    renderForm(recordingSteps().steps);
    const service = screen.getByLabelText(/Service Needed/);
    expect([...service.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select a service'],
      ['general-inspection', 'General Roof Inspection'],
      ['leak-damage', 'Leak or Damage Repair'],
      ['storm-damage', 'Storm Damage Assessment'],
      ['roof-replacement', 'Full Roof Replacement'],
      ['insurance-claim', 'Insurance Claim Help'],
      ['preventative', 'Preventative Maintenance'],
      ['emergency', 'Emergency Repair'],
    ]);
    const timeline = screen.getByLabelText(/Timeline/);
    expect([...timeline.querySelectorAll('option')].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select a timeline'],
      ['asap', 'As soon as possible'],
      ['week', 'Within a week'],
      ['month', 'Within a month'],
      ['planning', 'Just planning ahead'],
    ]);
  });
});

describe('LeadForm validation messages', () => {
  it('shows every required-field message, word for word, and saves nothing', async () => {
    const { steps, saved } = recordingSteps();
    renderForm(steps);
    await userEvent.type(screen.getByLabelText(/Full Name/), '   ');
    await submit();
    const messages = (await screen.findAllByRole('alert')).map((el) => el.textContent);
    expect(messages).toEqual([
      'Full name is required',
      'Phone number is required',
      'Invalid email address',
      'Property address is required',
      'Please select a service',
      'Please select a timeline',
    ]);
    expect(screen.getByLabelText(/Full Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(saved).toEqual([]);
  });

  it('shows every too-long message at one character over the limit', async () => {
    const { steps, saved } = recordingSteps();
    renderForm(steps);
    await fillValidLead();
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'n'.repeat(101) } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '7'.repeat(21) } });
    fireEvent.change(screen.getByLabelText(/Email/), {
      target: { value: `${'e'.repeat(244)}@example.com` },
    });
    fireEvent.change(screen.getByLabelText(/Property Address/), {
      target: { value: 'a'.repeat(201) },
    });
    fireEvent.change(screen.getByLabelText(/Additional Details/), {
      target: { value: 'd'.repeat(1001) },
    });
    await submit();
    const messages = (await screen.findAllByRole('alert')).map((el) => el.textContent);
    expect(messages).toEqual([
      'Name must be less than 100 characters',
      'Phone must be less than 20 characters',
      'Email must be less than 255 characters',
      'Address must be less than 200 characters',
      'Details must be less than 1000 characters',
    ]);
    expect(saved).toEqual([]);
  });

  it('accepts every field at its limit', async () => {
    const { steps, saved } = recordingSteps();
    renderForm(steps);
    await fillValidLead();
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'n'.repeat(100) } });
    fireEvent.change(screen.getByLabelText(/Additional Details/), {
      target: { value: 'd'.repeat(1000) },
    });
    await submit();
    await waitFor(() => expect(saved).toHaveLength(1));
  });
});

describe('LeadForm outcomes', () => {
  it('saves the trimmed lead, says thank you and resets', async () => {
    const { steps, saved } = recordingSteps();
    render(<ToastList />);
    renderForm(steps);
    await fillValidLead();
    await submit();
    await screen.findAllByText(LEAD_TOASTS.sent);
    expect(saved).toEqual([
      {
        name: 'Maria Lopez',
        email: 'maria@example.com',
        phone: '(713) 555-0123',
        address: '12 Oak St, Houston, TX',
        service: 'storm-damage',
        timeline: 'week',
        message: null,
        source: TEST_SOURCE,
      },
    ]);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('reads Sending... and is disabled while the lead is saved', async () => {
    let finish: (value: { status: 'sent' }) => void = () => undefined;
    const { steps } = recordingSteps({
      watchReceipt: () => new Promise((resolve) => (finish = resolve)),
    });
    renderForm(steps);
    await fillValidLead();
    await submit();
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    await act(async () => finish({ status: 'sent' }));
    expect(await screen.findByRole('button', { name: 'Get My Free Estimate' })).toBeEnabled();
  });

  it('thanks the homeowner when the confirmation went out', async () => {
    const { steps } = recordingSteps({ watchReceipt: async () => ({ status: 'sent' }) });
    render(<ToastList />);
    renderForm(steps);
    await fillValidLead();
    await submit();
    await screen.findAllByText(LEAD_TOASTS.sent);
    expect(screen.queryByText(LEAD_TOASTS.emailFailed)).toBeNull();
    expect(screen.queryByText(LEAD_TOASTS.confirmationLate)).toBeNull();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('resets with the e-mail warning when the confirmation failed or was skipped', async () => {
    const { steps } = recordingSteps({ watchReceipt: async () => ({ status: 'failed' }) });
    render(<ToastList />);
    renderForm(steps);
    await fillValidLead();
    await submit();
    await screen.findAllByText(LEAD_TOASTS.emailFailed);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('says the confirmation is on its way when it is only late, then shows the final state', async () => {
    let arrive: (status: 'sent' | 'failed') => void = () => undefined;
    const settled = new Promise<'sent' | 'failed'>((resolve) => (arrive = resolve));
    const { steps } = recordingSteps({
      watchReceipt: async () => ({ status: 'late', settled }),
    });
    render(<ToastList />);
    renderForm(steps);
    await fillValidLead();
    await submit();
    await screen.findAllByText(LEAD_TOASTS.confirmationLate);
    expect(screen.queryByText(LEAD_TOASTS.emailFailed)).toBeNull();
    expect(screen.queryByText(LEAD_TOASTS.sent)).toBeNull();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    // The receipt arrives while the page is open.
    await act(async () => arrive('sent'));
    await screen.findAllByText(LEAD_TOASTS.sent);
  });

  it('offline: says the request is kept on this device, resets, and thanks once it is delivered', async () => {
    let deliver: () => void = () => undefined;
    const delivered = new Promise<void>((resolve) => (deliver = resolve));
    const save = vi.fn(async () => ({ kind: 'queued' as const, leadId: 'lead-1', delivered }));
    const { steps } = recordingSteps({ save, isOnline: () => false });
    render(<ToastList />);
    renderForm(steps);
    await fillValidLead();
    await submit();
    // Written out, not read from LEAD_TOASTS: the wording itself is what is checked.
    await screen.findAllByText(
      "You're offline. Your request is saved on this device and will be sent automatically when you're back online.",
    );
    // Told it is offline, with no photos to keep first.
    expect(save).toHaveBeenCalledWith(expect.anything(), false, undefined);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.queryByText(LEAD_TOASTS.sent)).toBeNull();
    // The connection returns while the page is open: the server has it.
    await act(async () => deliver());
    await screen.findAllByText(LEAD_TOASTS.sent);
  });

  it('keeps what was typed when saving fails', async () => {
    const { steps } = recordingSteps({
      save: async () => {
        throw new Error('permission-denied');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ToastList />);
    renderForm(steps);
    await fillValidLead();
    await submit();
    await screen.findAllByText(LEAD_TOASTS.saveFailed);
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('  Maria Lopez ');
  });

  it('saves a lead with the hidden field filled, marked as suspected, and thanks as usual', async () => {
    const watchReceipt = vi.fn(async () => ({ status: 'sent' as const }));
    const { steps, saved } = recordingSteps({ watchReceipt });
    render(<ToastList />);
    renderForm(steps);
    await fillValidLead();
    const trap = document.querySelector('input[name="website"]');
    if (!trap) throw new Error('The honeypot field is missing');
    fireEvent.change(trap, { target: { value: 'https://spam.example' } });
    await submit();
    await screen.findAllByText(LEAD_TOASTS.sent);
    expect(saved).toEqual([expect.objectContaining({ suspectedSpam: 'honeypot' })]);
    // No e-mail goes out for it, so there is no receipt to wait for.
    expect(watchReceipt).not.toHaveBeenCalled();
  });

  it('saves a lead sent sooner after the page loaded than a person can type, marked too-fast', async () => {
    const watchReceipt = vi.fn(async () => ({ status: 'sent' as const }));
    const { steps, saved } = recordingSteps({ watchReceipt });
    render(<ToastList />);
    renderForm(steps);
    vi.spyOn(performance, 'now').mockReturnValue(MIN_FILL_TIME_MS - 1);
    await fillValidLead();
    await submit();
    await screen.findAllByText(LEAD_TOASTS.sent);
    expect(saved).toEqual([
      expect.objectContaining({ suspectedSpam: 'too-fast', fillMs: MIN_FILL_TIME_MS - 1 }),
    ]);
    // It is e-mailed as usual, so the form waits for its confirmation like any other.
    expect(watchReceipt).toHaveBeenCalledWith('lead-1');
  });

  it('times from the page load, not the form: autofill and an instant submit are a person', async () => {
    const watchReceipt = vi.fn(async () => ({ status: 'sent' as const }));
    const { steps, saved } = recordingSteps({ watchReceipt });
    render(<ToastList />);
    // The page loaded 10 s ago; the form has only just mounted, and is filled at once.
    vi.spyOn(performance, 'now').mockReturnValue(10_000);
    render(themedLeadForm(steps));
    fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: 'Maria Lopez' } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '(713) 555-0123' } });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'maria@example.com' } });
    fireEvent.change(screen.getByLabelText(/Property Address/), {
      target: { value: '12 Oak St, Houston, TX' },
    });
    fireEvent.change(screen.getByLabelText(/Service Needed/), { target: { value: 'emergency' } });
    fireEvent.change(screen.getByLabelText(/Timeline/), { target: { value: 'asap' } });
    await submit();
    await screen.findAllByText(LEAD_TOASTS.sent);
    expect(saved).toHaveLength(1);
    expect(saved[0]).not.toHaveProperty('suspectedSpam');
    expect(watchReceipt).toHaveBeenCalledWith('lead-1');
  });
});
