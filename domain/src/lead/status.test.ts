import { describe, expect, it } from 'vitest';
import { validateLeadsSearch } from './status';

describe('validateLeadsSearch', () => {
  it('keeps a known status', () => {
    expect(validateLeadsSearch({ status: 'contacted' })).toEqual({ status: 'contacted' });
    expect(validateLeadsSearch({ status: 'new' })).toEqual({ status: 'new' });
  });

  it('keeps a lead id to open at, alone or with a status, and drops a malformed one', () => {
    expect(validateLeadsSearch({ lead: 'AbCdEfGhIjKlMnOpQrSt' })).toEqual({
      lead: 'AbCdEfGhIjKlMnOpQrSt',
    });
    expect(validateLeadsSearch({ lead: 'abc', status: 'new' })).toEqual({
      lead: 'abc',
      status: 'new',
    });
    expect(validateLeadsSearch({ lead: '../x' })).toEqual({});
    expect(validateLeadsSearch({ lead: 7 })).toEqual({});
  });

  it('keeps a known owner filter and drops another', () => {
    expect(validateLeadsSearch({ owner: 'mine' })).toEqual({ owner: 'mine' });
    expect(validateLeadsSearch({ owner: 'unassigned', status: 'new' })).toEqual({
      owner: 'unassigned',
      status: 'new',
    });
    expect(validateLeadsSearch({ owner: 'everyone' })).toEqual({});
    expect(validateLeadsSearch({ owner: 1 })).toEqual({});
  });

  it('drops an unknown status and anything else', () => {
    expect(validateLeadsSearch({ status: 'archived' })).toEqual({});
    expect(validateLeadsSearch({ status: 1, q: '' })).toEqual({});
    expect(validateLeadsSearch({})).toEqual({});
  });
});

describe('validateLeadsSearch: follow-ups due and search', () => {
  it("keeps 'followUp=due', which replaces a status", () => {
    expect(validateLeadsSearch({ followUp: 'due' })).toEqual({ followUp: 'due' });
    expect(validateLeadsSearch({ followUp: 'due', status: 'new', owner: 'mine' })).toEqual({
      followUp: 'due',
      owner: 'mine',
    });
    expect(validateLeadsSearch({ followUp: 'later', status: 'new' })).toEqual({ status: 'new' });
  });

  it('keeps a search, trimmed, a number read back as its digits', () => {
    expect(validateLeadsSearch({ q: ' (713) 555-0142 ' })).toEqual({ q: '(713) 555-0142' });
    expect(validateLeadsSearch({ q: 7135550142 })).toEqual({ q: '7135550142' });
    expect(validateLeadsSearch({ q: '   ' })).toEqual({});
    expect(validateLeadsSearch({ q: 'x'.repeat(256) })).toEqual({});
  });
});
