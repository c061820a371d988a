import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../ui/theme';
import { RevisionsPanel } from './RevisionsPanel';

function renderPanel() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <RevisionsPanel postId="p1" onRestore={vi.fn()} restoring={false} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { client };
}

afterEach(() => vi.restoreAllMocks());

describe('the history panel', () => {
  it('starts closed, opens and closes by its button, which says so', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPanel();
    const toggle = screen.getByRole('button', { name: 'Show history' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide history' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hide history' }));
    expect(screen.getByRole('button', { name: 'Show history' })).toBeInTheDocument();
  });

  it('offline, says the history needs a connection and reads nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { client } = renderPanel();
    await userEvent.click(screen.getByRole('button', { name: 'Show history' }));
    expect(screen.getByText(/The history needs a connection/)).toBeInTheDocument();
    const [query] = client.getQueryCache().findAll({ queryKey: ['admin', 'posts', 'revisions'] });
    expect(query?.state.fetchStatus).toBe('idle');
    expect(query?.state.dataUpdatedAt).toBe(0);
  });
});
