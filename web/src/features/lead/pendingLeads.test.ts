import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetPendingLead,
  leadsQueuedBefore,
  PENDING_LEADS_KEY,
  rememberPendingLead,
} from './pendingLeads';

describe('leads queued before this page', () => {
  beforeEach(() => localStorage.clear());

  it('are the ones an earlier page left, not the ones this page writes', () => {
    // An earlier page queued one offline and was closed.
    localStorage.setItem(PENDING_LEADS_KEY, JSON.stringify(['earlierLead']));
    // This page's form sends another (a submit held while the app started, for example).
    rememberPendingLead('thisPageLead');
    expect(JSON.parse(localStorage.getItem(PENDING_LEADS_KEY) ?? '[]')).toEqual([
      'earlierLead',
      'thisPageLead',
    ]);
    expect(leadsQueuedBefore()).toEqual(['earlierLead']);
    forgetPendingLead('earlierLead');
    expect(leadsQueuedBefore()).toEqual([]);
  });
});
