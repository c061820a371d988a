import { describe, expect, it } from 'vitest';
import {
  LEAD_COUNT_CAP,
  leadCountLabel,
  leadCountQueries,
  leadListQuery,
  leadMatchesFilter,
  leadSearchKey,
  leadSearchQuery,
  missingInboxFields,
  suspectedSpamQuery,
} from './inboxQuery';

const dueBy = new Date('2026-03-02T15:00:00Z');

describe('leadListQuery', () => {
  it('lists the leads not held as spam, newest first, by default', () => {
    expect(leadListQuery({}, 'me', dueBy)).toEqual({
      where: [{ field: 'quietSpam', op: '==', value: false }],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: 50,
    });
  });

  it('filters by owner and status on the server', () => {
    expect(leadListQuery({ owner: 'mine', status: 'new' }, 'u1', dueBy).where).toEqual([
      { field: 'quietSpam', op: '==', value: false },
      { field: 'ownerId', op: '==', value: 'u1' },
      { field: 'status', op: '==', value: 'new' },
    ]);
    expect(leadListQuery({ owner: 'unassigned' }, 'u1', dueBy).where).toContainEqual({
      field: 'ownerId',
      op: '==',
      value: null,
    });
  });

  it('lists the follow-ups due by the given time, the longest due first', () => {
    expect(leadListQuery({ due: true, status: 'won' }, 'u1', dueBy)).toEqual({
      where: [
        { field: 'quietSpam', op: '==', value: false },
        { field: 'followUpAt', op: '<=', value: dueBy },
      ],
      orderBy: { field: 'followUpAt', direction: 'asc' },
      limit: 50,
    });
  });
});

describe('leadCountQueries', () => {
  it('counts each figure for the owner filter in use', () => {
    const counts = leadCountQueries('unassigned', 'u1', dueBy);
    expect(Object.keys(counts)).toEqual(['all', 'new', 'due', 'contacted', 'won', 'lost']);
    for (const where of Object.values(counts))
      expect(where).toContainEqual({ field: 'ownerId', op: '==', value: null });
    expect(counts.won).toContainEqual({ field: 'status', op: '==', value: 'won' });
    expect(counts.due).toContainEqual({ field: 'followUpAt', op: '<=', value: dueBy });
  });

  it('counts everyone’s leads with no owner filter', () => {
    expect(leadCountQueries(undefined, 'u1', dueBy).all).toEqual([
      { field: 'quietSpam', op: '==', value: false },
    ]);
  });
});

describe('suspectedSpamQuery', () => {
  it('reads only the leads held as spam', () => {
    expect(suspectedSpamQuery().where).toEqual([{ field: 'quietSpam', op: '==', value: true }]);
  });
});

describe('leadSearchKey', () => {
  it('finds a phone typed in any format by its ten digits', () => {
    for (const typed of ['(713) 555-0142', '713.555.0142', '+1 713 555 0142', '7135550142'])
      expect(leadSearchKey(typed)).toEqual({ field: 'contactKeys.phone', value: '7135550142' });
  });

  it('finds an e-mail by its mailbox, as the server keys it', () => {
    expect(leadSearchKey(' Maria.Lopez+roof@GMAIL.com ')).toEqual({
      field: 'contactKeys.mailbox',
      value: 'marialopez@gmail.com',
    });
  });

  it('is null for what is neither', () => {
    expect(leadSearchKey('Maria')).toBeNull();
    expect(leadSearchKey('555-0142')).toBeNull();
    expect(leadSearchKey('maria@')).toBeNull();
    expect(leadSearchQuery('Maria')).toBeNull();
  });

  it('searches every lead of that homeowner, newest first', () => {
    expect(leadSearchQuery('713-555-0142')).toEqual({
      where: [{ field: 'contactKeys.phone', op: '==', value: '7135550142' }],
      orderBy: { field: 'createdAt', direction: 'desc' },
      limit: 20,
    });
  });
});

describe('missingInboxFields', () => {
  it('fills in what a lead arrives without', () => {
    expect(missingInboxFields({ name: 'Maria' })).toEqual({
      status: 'new',
      ownerId: null,
      quietSpam: false,
    });
    expect(missingInboxFields({ suspectedSpam: 'honeypot' })).toMatchObject({ quietSpam: true });
    expect(missingInboxFields({ suspectedSpam: 'too-fast' })).toMatchObject({ quietSpam: false });
  });

  it('never overwrites what staff set, and writes nothing when all is there', () => {
    expect(missingInboxFields({ status: 'won', ownerId: 'u1', quietSpam: false })).toEqual({});
  });

  it("follows 'Not spam' from an older device, which only removes the mark", () => {
    expect(missingInboxFields({ status: 'new', ownerId: null, quietSpam: true })).toEqual({
      quietSpam: false,
    });
  });
});

describe('leadMatchesFilter', () => {
  const lead = { status: 'contacted', ownerId: 'u1', followUpAt: new Date(dueBy.getTime() - 1) };
  it('follows the owner, the status and the follow-up due, as the list query does', () => {
    expect(leadMatchesFilter(lead, {}, 'u1', dueBy)).toBe(true);
    expect(leadMatchesFilter(lead, { owner: 'mine' }, 'u1', dueBy)).toBe(true);
    expect(leadMatchesFilter(lead, { owner: 'mine' }, 'u2', dueBy)).toBe(false);
    expect(leadMatchesFilter(lead, { owner: 'unassigned' }, 'u1', dueBy)).toBe(false);
    expect(
      leadMatchesFilter({ ...lead, ownerId: null }, { owner: 'unassigned' }, 'u1', dueBy),
    ).toBe(true);
    expect(leadMatchesFilter(lead, { status: 'won' }, 'u1', dueBy)).toBe(false);
    expect(leadMatchesFilter(lead, { due: true }, 'u1', dueBy)).toBe(true);
    expect(
      leadMatchesFilter(
        { ...lead, followUpAt: new Date(dueBy.getTime() + 1) },
        { due: true },
        'u1',
        dueBy,
      ),
    ).toBe(false);
    expect(leadMatchesFilter({ ...lead, followUpAt: null }, { due: true }, 'u1', dueBy)).toBe(
      false,
    );
  });
});

describe('leadCountLabel', () => {
  it('shows the figure below the cap, and that the cap was reached from it on', () => {
    expect(leadCountLabel(0)).toBe('0');
    expect(leadCountLabel(LEAD_COUNT_CAP - 1)).toBe('999');
    expect(leadCountLabel(LEAD_COUNT_CAP)).toBe('999+');
  });
});
