import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { Toaster } from './Toaster';
import { clearToasts, showToast } from './toast';
import type { ToastPreset } from './presets';

function renderToaster(preset: ToastPreset) {
  render(
    <ThemeProvider theme={theme}>
      <Toaster preset={preset} />
    </ThemeProvider>,
  );
}

const visibleToasts = () => document.querySelectorAll('[data-sonner-toast][data-visible="true"]');

afterEach(() => act(() => clearToasts()));

describe('Toaster', () => {
  it('shows the public stack three at a time, newest in front, in a labelled region', async () => {
    renderToaster('public');
    act(() => ['one', 'two', 'three', 'four'].forEach((m) => showToast('info', m)));
    await screen.findByText('four');
    expect(visibleToasts()).toHaveLength(3);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('shows staff one toast at a time', async () => {
    renderToaster('admin');
    act(() => ['saved', 'synced'].forEach((m) => showToast('success', m)));
    await screen.findByText('synced');
    expect(visibleToasts()).toHaveLength(1);
  });

  it('shows a failure with the exact message as its title and the reason as its description', async () => {
    renderToaster('admin');
    act(() => showToast('error', 'Failed to create post', 'This slug is already used.'));
    const toast = (await screen.findByText('Failed to create post')).closest('[data-sonner-toast]');
    expect(toast?.querySelector('[data-title]')).toHaveTextContent(/^Failed to create post$/);
    expect(toast?.querySelector('[data-description]')).toHaveTextContent(
      /^This slug is already used\.$/,
    );
  });

  it("finds sonner's swipe threshold still fixed at 45 px (the README records the departure)", () => {
    // The spec asks 50 px; sonner has no option for it. If this fails, sonner changed: set 50
    // if it now can, and update the README's small print either way.
    const source = readFileSync(createRequire(import.meta.url).resolve('sonner'), 'utf8');
    expect(source).toMatch(/\bSWIPE_THRESHOLD = 45;/);
  });

  it('marks each tone for its colours', async () => {
    renderToaster('public');
    act(() => showToast('error', 'Something went wrong'));
    const toast = (await screen.findByText('Something went wrong')).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
  });
});
