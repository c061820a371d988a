import type { TaxonomyValues } from '@altum/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { theme } from '../../../ui/theme';
import { KINDS, type TaxonomyItem } from './kinds';
import { TaxonomyFormDialog } from './TaxonomyFormDialog';

const hail: TaxonomyItem = { id: 'hail', name: 'Hail', slug: 'hail', description: '' };
const leaks: TaxonomyItem = { id: 'leaks', name: 'Leaks', slug: 'roof-leaks', description: '' };

function renderDialog(
  item: TaxonomyItem | null,
  onSave: (values: TaxonomyValues) => Promise<string | null> = async () => null,
) {
  const save = vi.fn(onSave);
  render(
    <ThemeProvider theme={theme}>
      <TaxonomyFormDialog
        config={KINDS.tag}
        item={item}
        items={[hail, leaks]}
        saving={false}
        onClose={() => {}}
        onSave={save}
      />
    </ThemeProvider>,
  );
  return save;
}

const name = () => screen.getByLabelText(/^Name/);
const slug = () => screen.getByLabelText(/^Slug/);

describe('category and tag dialog', () => {
  it('generates the slug from the name of a new item, over any typed slug', async () => {
    renderDialog(null);
    await userEvent.type(slug(), 'custom');
    await userEvent.type(name(), 'Hurricane Season!');
    expect(slug()).toHaveValue('hurricane-season');
  });

  it('keeps an existing item’s slug, and fills it from the name once emptied', async () => {
    renderDialog(leaks);
    await userEvent.type(name(), ' and Drips');
    expect(slug()).toHaveValue('roof-leaks');
    await userEvent.clear(slug());
    await userEvent.type(name(), '!');
    expect(slug()).toHaveValue('leaks-and-drips');
  });

  it('normalises a typed slug when the field is left, and saves the clean values', async () => {
    const save = renderDialog(null);
    await userEvent.type(name(), '  Ridge Vents ');
    await userEvent.clear(slug());
    await userEvent.type(slug(), ' Ridge__Vents -- 2026 ');
    await userEvent.tab();
    expect(slug()).toHaveValue('ridge-vents-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        name: 'Ridge Vents',
        slug: 'ridge-vents-2026',
        description: '',
      }),
    );
  });

  it('requires a name and a slug', async () => {
    const save = renderDialog(null);
    await userEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Slug is required')).toBeVisible();
    expect(name()).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a slug another item holds, and shows the server’s refusal too', async () => {
    const save = renderDialog(leaks, async () => KINDS.tag.messages.slugTaken);
    await userEvent.clear(slug());
    await userEvent.type(slug(), 'hail');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Another tag already uses this slug.')).toBeVisible();
    expect(save).not.toHaveBeenCalled();
    // Its own slug is not "another's"; the server may still refuse.
    await userEvent.clear(slug());
    await userEvent.type(slug(), 'roof-leaks');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Another tag already uses this slug.')).toBeVisible();
  });
});
