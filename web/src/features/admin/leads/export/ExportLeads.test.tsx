import type { LeadExportRequest } from '@altum/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../../ui/theme';
import type { LeadExportOutcome } from '../data/exportLeads';
import { ExportLeads } from './ExportLeads';

// 20 November 2026, 09:00 in Houston: the form proposes the 30 days ending that day.
const NOW = new Date('2026-11-20T15:00:00Z');

let asked: LeadExportRequest[];
let answer: LeadExportOutcome;
let downloads: { name: string; url: string }[];

const run = (request: LeadExportRequest) => {
  asked.push(request);
  return Promise.resolve(answer);
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  asked = [];
  downloads = [];
  answer = { ok: true, file: new Blob(['\uFEFF"Name"']), fileName: 'leads.csv', count: 2 };
  // jsdom has no object URLs and no downloads: note what the page handed to the browser.
  URL.createObjectURL = (blob: Blob) => `blob:test/${blob.size}`;
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    downloads.push({ name: this.download, url: this.href });
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function openForm() {
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <ExportLeads run={run} />
    </ThemeProvider>,
  );
  const toggle = screen.getByRole('button', { name: 'Export CSV' });
  await user.tab();
  expect(toggle).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('form', { name: 'Export leads as CSV' })).toBeVisible();
  return {
    user,
    from: screen.getByLabelText(/^From \(Houston day\)/) as HTMLInputElement,
    to: screen.getByLabelText(/^To \(Houston day\)/) as HTMLInputElement,
    status: screen.getByLabelText('Status') as HTMLSelectElement,
    submit: screen.getByRole('button', { name: 'Download CSV' }),
  };
}

const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('ExportLeads', () => {
  it("proposes the last 30 days on Houston's clock, any status", async () => {
    const { from, to, status } = await openForm();
    expect(to.value).toBe('2026-11-20');
    expect(from.value).toBe('2026-10-22');
    expect(status.value).toBe('');
    expect(status.options[0]?.textContent).toBe('Any status');
  });

  it('asks the server for the range and status, and downloads its file', async () => {
    const { user, from, status, submit } = await openForm();
    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.selectOptions(status, 'won');
    submit.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(asked).toEqual([{ from: '2026-11-01', to: '2026-11-20', status: 'won' }]);
    expect(downloads[0]).toEqual({ name: 'leads.csv', url: expect.stringMatching(/^blob:/) });
  });

  it('says which day is missing beside it, focuses it, and asks nothing', async () => {
    const { user, from, to, submit } = await openForm();
    await user.clear(from);
    await user.click(submit);
    expect(from).toHaveAttribute('aria-invalid', 'true');
    expect(describedBy(from)).toContain('Enter a day.');
    expect(from).toHaveFocus();
    expect(to).not.toHaveAttribute('aria-invalid');
    expect(asked).toEqual([]);
  });

  it('refuses a first day after the last, and more than 366 days', async () => {
    const { user, from, to, submit } = await openForm();
    await user.clear(from);
    await user.type(from, '2026-11-21');
    await user.click(submit);
    expect(describedBy(to)).toContain('The first day must not be after the last.');
    expect(to).toHaveFocus();
    await user.clear(from);
    await user.type(from, '2025-11-19');
    await user.click(submit);
    expect(describedBy(to)).toContain('Choose at most 366 days.');
    expect(asked).toEqual([]);
  });

  it("shows the server's refusal in its words, and downloads nothing", async () => {
    answer = {
      ok: false,
      message: 'Too many exports in a minute. Please wait a minute and try again.',
    };
    const { user, submit } = await openForm();
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many exports in a minute. Please wait a minute and try again.',
    );
    expect(downloads).toEqual([]);
  });
});
