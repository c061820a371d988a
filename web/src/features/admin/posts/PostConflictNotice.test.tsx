import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../ui/theme';
import { PostConflictNotice } from './PostConflictNotice';

function renderNotice(savedAt: Date, refused = false) {
  const keepMine = vi.fn();
  const loadTheirs = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <PostConflictNotice
        savedAt={savedAt}
        refused={refused}
        onKeepMine={keepMine}
        onLoadTheirs={loadTheirs}
      />
    </ThemeProvider>,
  );
  return { keepMine, loadTheirs };
}

describe('the notice of someone else’s save', () => {
  it('says when, politely (a status, no focus taken), and offers both choices', async () => {
    const today = new Date();
    today.setHours(10, 42, 0, 0);
    const { keepMine, loadTheirs } = renderNotice(today);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      /Someone else saved this post at 10:42\sAM while you were editing\./,
    );
    expect(notice).not.toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Keep mine' }));
    expect(keepMine).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Load theirs' }));
    expect(loadTheirs).toHaveBeenCalledOnce();
  });

  it('names the day of a save made on another day', () => {
    renderNotice(new Date(2026, 2, 1, 10, 42));
    expect(screen.getByRole('status')).toHaveTextContent(/on Mar 1, 2026, 10:42\sAM/);
  });

  it('after a refused save, says the text is kept on this device', () => {
    renderNotice(new Date(), true);
    expect(screen.getByRole('status')).toHaveTextContent(
      /Your last save was not stored.*Your text is kept on this device\./,
    );
  });
});
