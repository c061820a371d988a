import { describe, expect, it } from 'vitest';
import { validateLeadsSearch } from './status';

describe('validateLeadsSearch', () => {
  it('keeps a known status', () => {
    expect(validateLeadsSearch({ status: 'contacted' })).toEqual({ status: 'contacted' });
    expect(validateLeadsSearch({ status: 'new' })).toEqual({ status: 'new' });
  });

  it('drops an unknown status and anything else', () => {
    expect(validateLeadsSearch({ status: 'archived' })).toEqual({});
    expect(validateLeadsSearch({ status: 1, q: 'x' })).toEqual({});
    expect(validateLeadsSearch({})).toEqual({});
  });
});
