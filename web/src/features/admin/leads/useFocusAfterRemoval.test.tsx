import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterRemoval } from './useFocusAfterRemoval';

function Inbox({ ids }: { ids: string[] }) {
  useFocusAfterRemoval(ids, () => document.getElementById('filters'));
  return (
    <>
      <a id="filters" href="#all">
        All
      </a>
      <ul>
        {ids.map((id) => (
          <li key={id}>
            <article id={`lead-${id}`} data-testid="lead-card" tabIndex={-1} aria-label={id}>
              <button type="button">Take {id}</button>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

describe('useFocusAfterRemoval', () => {
  it('moves focus to the card that takes the place of the focused one', () => {
    const view = render(<Inbox ids={['a', 'b', 'c']} />);
    act(() => screen.getByRole('button', { name: 'Take b' }).focus());
    view.rerender(<Inbox ids={['a', 'c']} />);
    expect(document.activeElement?.id).toBe('lead-c');
  });

  it('moves to the last card when the last one leaves, then to the fallback when none is left', () => {
    const view = render(<Inbox ids={['a', 'b']} />);
    act(() => screen.getByRole('button', { name: 'Take b' }).focus());
    view.rerender(<Inbox ids={['a']} />);
    expect(document.activeElement?.id).toBe('lead-a');
    view.rerender(<Inbox ids={[]} />);
    expect(document.activeElement?.id).toBe('filters');
  });

  it('leaves focus alone when it was elsewhere', () => {
    const view = render(<Inbox ids={['a', 'b']} />);
    act(() => screen.getByRole('button', { name: 'Take b' }).focus());
    act(() => screen.getByRole('link', { name: 'All' }).focus());
    view.rerender(<Inbox ids={['a']} />);
    expect(document.activeElement?.id).toBe('filters');
    act(() => screen.getByRole('button', { name: 'Take a' }).focus());
    view.rerender(<Inbox ids={['a', 'c']} />);
    expect(document.activeElement?.textContent).toBe('Take a');
  });
});
