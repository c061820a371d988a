import { describe, expect, it } from 'vitest';
import { needsDeductibleNotice, quoteNotices, TEXAS_DEDUCTIBLE_NOTICE } from './notice';

describe('the deductible notice', () => {
  it('goes on insurance-claim quotes only', () => {
    expect(needsDeductibleNotice({ insuranceClaim: true })).toBe(true);
    expect(needsDeductibleNotice({ insuranceClaim: false })).toBe(false);
    expect(quoteNotices({ insuranceClaim: true })).toEqual([TEXAS_DEDUCTIBLE_NOTICE]);
    expect(quoteNotices({ insuranceClaim: false })).toEqual([]);
  });

  it('keeps the statute’s two sentences and its emphasis', () => {
    expect(TEXAS_DEDUCTIBLE_NOTICE.text.startsWith('Texas law requires a person insured')).toBe(
      true,
    );
    expect(TEXAS_DEDUCTIBLE_NOTICE.text.endsWith('the applicable insurance deductible.')).toBe(
      true,
    );
    expect(TEXAS_DEDUCTIBLE_NOTICE.text).not.toMatch(/\s{2}|"/);
    expect(TEXAS_DEDUCTIBLE_NOTICE.emphasis).toBe('bold');
    expect(TEXAS_DEDUCTIBLE_NOTICE.minimumPointSize).toBe(12);
  });
});
