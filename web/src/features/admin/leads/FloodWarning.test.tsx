import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../ui/theme';
import { FloodWarning } from './FloodWarning';

const renderWarning = (flood: Parameters<typeof FloodWarning>[0]['flood']) =>
  render(
    <ThemeProvider theme={theme}>
      <FloodWarning flood={flood} />
    </ThemeProvider>,
  );

describe('FloodWarning', () => {
  it('tells staff of a possible flood, politely, with the count', () => {
    renderWarning({
      active: true,
      leadsInWindow: 143,
      windowMinutes: 10,
      since: new Date('2026-11-24T15:05:00Z'),
    });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Possible flood of requests.');
    expect(status).toHaveTextContent('143 requests arrived in the last 10 minutes (more than 20');
  });

  it('says nothing when there is no flood, or no flag yet', () => {
    const { container } = renderWarning({
      active: false,
      leadsInWindow: 3,
      windowMinutes: 10,
      since: null,
    });
    expect(container).toBeEmptyDOMElement();
    renderWarning(null);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
