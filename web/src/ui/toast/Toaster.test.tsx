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

  it('marks each tone for its colours', async () => {
    renderToaster('public');
    act(() => showToast('error', 'Something went wrong'));
    const toast = (await screen.findByText('Something went wrong')).closest('[data-sonner-toast]');
    expect(toast).toHaveAttribute('data-type', 'error');
  });
});
