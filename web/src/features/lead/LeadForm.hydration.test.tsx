/**
 * The form as the prerendered page has it: server HTML a visitor may type into (and submit)
 * before the app starts, then hydrated. Nothing typed, nor the focus, nor a held submit, is
 * lost on the way.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it, vi } from 'vitest';
import { MIN_FILL_TIME_MS } from './LeadForm';
import { recordingSteps, themedLeadForm } from './leadFormTesting';
import type { LeadSteps } from './sendLead';

const app = themedLeadForm;

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
  vi.restoreAllMocks();
});

/** The page before the app: the server's markup, in the document. */
function serverHtml(steps: LeadSteps) {
  container = document.createElement('div');
  container.innerHTML = renderToString(app(steps));
  document.body.appendChild(container);
  return container;
}

async function hydrate(steps: LeadSteps) {
  const target = container;
  if (!target) throw new Error('No server HTML to hydrate');
  await act(async () => {
    root = hydrateRoot(target, app(steps), {
      onRecoverableError: (error) => {
        throw error instanceof Error ? error : new Error(String(error));
      },
    });
  });
}

/** Typing as the browser does it, with no app listening: the DOM's value changes. */
function typeNatively(label: RegExp, value: string) {
  const control = screen.getByLabelText(label);
  if (control instanceof HTMLSelectElement || control instanceof HTMLInputElement) {
    control.value = value;
  } else if (control instanceof HTMLTextAreaElement) {
    control.value = value;
  }
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

function fillNatively() {
  typeNatively(/Full Name/, 'Maria Lopez');
  typeNatively(/Phone/, '(713) 555-0123');
  typeNatively(/Email/, 'maria@example.com');
  typeNatively(/Property Address/, '12 Oak St, Houston, TX');
  typeNatively(/Service Needed/, 'storm-damage');
  typeNatively(/Timeline/, 'week');
  typeNatively(/Additional Details/, 'Shingles missing.');
}

it('renders the whole form on the server: labels, options and the button', () => {
  serverHtml(recordingSteps().steps);
  expect(screen.getByRole('form', { name: 'Free estimate request' })).toHaveAttribute(
    'data-sent-by-app',
  );
  for (const label of [/Full Name/, /Phone/, /Email/, /Property Address/, /Timeline/]) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getByRole('option', { name: 'Storm Damage Assessment' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Get My Free Estimate' })).toBeInTheDocument();
});

it('keeps every value typed before hydration, and the focus, and sends them', async () => {
  const { steps, saved } = recordingSteps();
  serverHtml(steps);
  fillNatively();
  const name = screen.getByLabelText(/Full Name/);
  name.focus();

  await hydrate(steps);

  expect(document.activeElement).toBe(name);
  expect(name).toHaveValue('Maria Lopez');
  expect(screen.getByLabelText(/Service Needed/)).toHaveValue('storm-damage');
  expect(screen.getByLabelText(/Additional Details/)).toHaveValue('Shingles missing.');
  vi.spyOn(performance, 'now').mockReturnValue(MIN_FILL_TIME_MS + 1);
  await act(async () => {
    screen.getByRole('button', { name: 'Get My Free Estimate' }).click();
  });
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual(
    expect.objectContaining({
      name: 'Maria Lopez',
      phone: '(713) 555-0123',
      email: 'maria@example.com',
      address: '12 Oak St, Houston, TX',
      service: 'storm-damage',
      timeline: 'week',
      message: 'Shingles missing.',
    }),
  );
  expect(saved[0]).not.toHaveProperty('suspectedSpam');
});

it('sends a submit held before the app started, timed from when it was pressed', async () => {
  const { steps, saved } = recordingSteps();
  serverHtml(steps);
  fillNatively();
  // What the page's inline script does with a submit the app is not there to take.
  screen
    .getByRole('form', { name: 'Free estimate request' })
    .setAttribute('data-submitted-at', String(MIN_FILL_TIME_MS + 500));
  // The app starts later than a bot would wait: the press's own time is what counts.
  vi.spyOn(performance, 'now').mockReturnValue(60_000);

  await hydrate(steps);

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual(expect.objectContaining({ name: 'Maria Lopez' }));
  expect(saved[0]).not.toHaveProperty('suspectedSpam');
  expect(screen.getByRole('form', { name: 'Free estimate request' })).not.toHaveAttribute(
    'data-submitted-at',
  );
});

it('marks a held submit pressed too soon after the page loaded as too-fast', async () => {
  const { steps, saved } = recordingSteps();
  serverHtml(steps);
  fillNatively();
  screen
    .getByRole('form', { name: 'Free estimate request' })
    .setAttribute('data-submitted-at', String(MIN_FILL_TIME_MS - 1));
  vi.spyOn(performance, 'now').mockReturnValue(60_000);

  await hydrate(steps);

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual(expect.objectContaining({ suspectedSpam: 'too-fast' }));
});

it('answers an empty submit held before the app started with the spec messages', async () => {
  const { steps, saved } = recordingSteps();
  serverHtml(steps);
  screen
    .getByRole('form', { name: 'Free estimate request' })
    .setAttribute('data-submitted-at', '8000');

  await hydrate(steps);

  for (const message of [
    'Full name is required',
    'Phone number is required',
    'Invalid email address',
    'Property address is required',
    'Please select a service',
    'Please select a timeline',
  ]) {
    expect(await screen.findByText(message)).toBeInTheDocument();
  }
  expect(saved).toEqual([]);
});
