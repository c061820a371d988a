import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenIdle } from './WhenIdle';

const page = <WhenIdle fallback={<p>Call us</p>}>{<form aria-label="Estimate" />}</WhenIdle>;

afterEach(() => {
  // Unmount first: it cancels the idle callback through the stub.
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhenIdle', () => {
  it('renders the fallback on the server', () => {
    expect(renderToString(page)).toBe('<p>Call us</p>');
  });

  it('waits for the browser to be idle, then renders its children', () => {
    let idle: IdleRequestCallback | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(page);
    expect(screen.getByText('Call us')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();

    act(() => idle?.({ didTimeout: false, timeRemaining: () => 50 }));
    expect(screen.getByRole('form', { name: 'Estimate' })).toBeInTheDocument();
    expect(screen.queryByText('Call us')).toBeNull();
  });

  it('uses the next task where the browser has no idle callback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    render(page);
    expect(screen.getByText('Call us')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Estimate' })).toBeInTheDocument();
  });
});
