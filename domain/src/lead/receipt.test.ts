import { describe, expect, it } from 'vitest';
import { confirmationOutcome } from './receipt';

describe('confirmationOutcome', () => {
  it.each([
    [{ status: 'sent', confirmation: 'sent' }, 'sent'],
    [{ status: 'sent', confirmation: undefined }, 'sent'],
    [{ status: 'failed', confirmation: 'pending' }, 'late'],
    [{ status: 'failed', confirmation: 'skipped' }, 'failed'],
    [{ status: 'failed', confirmation: 'blocked' }, 'failed'],
    [{ status: 'failed', confirmation: 'failed' }, 'failed'],
    [{ status: 'failed', confirmation: undefined }, 'failed'],
  ] as const)('reads %j as %s', (receipt, outcome) => {
    expect(confirmationOutcome(receipt)).toBe(outcome);
  });
});
