import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { theme } from './theme';

function renderDialog(props: { deleting?: boolean; refusal?: string | null } = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <ConfirmDeleteDialog
        open
        title="Delete this lead?"
        description="The request from Maria will be removed for good."
        confirmLabel="Delete lead"
        deleting={props.deleting ?? false}
        refusal={props.refusal}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </ThemeProvider>,
  );
  return { onCancel, onConfirm };
}

describe('ConfirmDeleteDialog', () => {
  it('asks, then deletes or cancels; Escape cancels', async () => {
    const { onCancel, onConfirm } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete this lead?' });
    expect(dialog).toHaveTextContent('The request from Maria will be removed for good.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete lead' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed or pressed again while the delete runs', async () => {
    const { onCancel, onConfirm } = renderDialog({ deleting: true });
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a refusal with Close only', async () => {
    const { onCancel } = renderDialog({ refusal: '3 posts use this tag.' });
    expect(screen.getByRole('dialog')).toHaveTextContent('3 posts use this tag.');
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
